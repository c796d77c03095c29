import { ArrowDownIcon } from '@/components/ui/icons';

type HeroCueProps = {
  label: string;
  /** Home's cue is also its scroll-down arrow, which browser/controls/enhance-controls.ts hides after 40 px of scrolling. */
  scrollArrow?: boolean;
};

/**
 * The arrow at the foot of a hero that leads to the page's content: a plain
 * link, so it works without script and by keyboard. It sits in the hero (its
 * nearest positioned box) and scrolls away with it, so it never covers the
 * content; it bobs gently unless the visitor prefers less motion.
 */
export function HeroCue({ label, scrollArrow = false }: HeroCueProps) {
  return (
    <a
      href="#page-content"
      data-testid={scrollArrow ? 'scroll-down' : 'hero-cue'}
      data-scroll-arrow={scrollArrow ? 'down' : undefined}
      // Over the hero's picture: in forced colours it keeps a ground of its own (globals.css).
      data-hero=""
      className="absolute bottom-2 left-1/2 z-10 grid size-6 -translate-x-1/2 place-items-center rounded-full bg-white/90 text-navy-900 shadow-lg transition-colors hover:bg-white motion-safe:animate-[hero-cue_2.4s_ease-in-out_infinite] print:hidden"
    >
      <ArrowDownIcon />
      <span className="sr-only">{label}</span>
    </a>
  );
}
