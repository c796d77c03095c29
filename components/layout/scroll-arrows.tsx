import { ArrowDownIcon, ArrowUpIcon } from '@/components/ui/icons';

const arrow = 'fixed z-30 grid size-6 place-items-center rounded-full shadow-lg transition-opacity duration-300';

/**
 * Home's scroll arrows: plain anchors, so they work without JavaScript. The
 * down arrow shows at the top of the page and the up arrow from 40 px down;
 * enhance-controls.ts swaps them as the page scrolls, from the first paint.
 */
export function ScrollArrows({ downLabel, upLabel }: { downLabel: string; upLabel: string }) {
  return (
    <>
      <a href="#page-content" data-testid="scroll-down" data-scroll-arrow="down" className={`${arrow} bottom-4 left-1/2 -translate-x-1/2 bg-white/90 text-navy-900 hover:bg-white`}>
        <ArrowDownIcon />
        <span className="sr-only">{downLabel}</span>
      </a>
      <a href="#top" data-testid="scroll-up" data-scroll-arrow="up" hidden className={`${arrow} bottom-4 left-4 bg-navy-900 text-white hover:bg-navy-700`}>
        <ArrowUpIcon />
        <span className="sr-only">{upLabel}</span>
      </a>
    </>
  );
}
