import { ArrowUpIcon } from '@/components/ui/icons';

/**
 * Home's scroll-up arrow: a plain anchor, so it works without JavaScript. It
 * shows from 40 px down; browser/controls/enhance-controls.ts swaps it with the hero's
 * scroll-down arrow (HeroCue) as the page scrolls, from the first paint. On
 * phones it sits in the strip of floating buttons at the foot of the screen
 * (WidgetMenu), over nothing of the page.
 */
export function ScrollUpArrow({ label }: { label: string }) {
  return (
    <a
      href="#top"
      data-testid="scroll-up"
      data-scroll-arrow="up"
      hidden
      className="fixed bottom-1 left-2 z-40 grid size-6 place-items-center rounded-full bg-navy-900 text-white shadow-lg transition-opacity duration-300 hover:bg-navy-700 md:bottom-4 md:left-4 print:hidden"
    >
      <ArrowUpIcon />
      <span className="sr-only">{label}</span>
    </a>
  );
}
