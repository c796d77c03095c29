import { afterFrame, afterLargestPaint, onTouch, restores, whenInView, type LoadingRule } from './triggers';

/**
 * For an island the platform runs until it is used (the contact form, which the browser checks on its own): its code
 * is fetched once it comes into view, and runs on its first use (a focus, a key, a press), after the frame that shows
 * the browser's own response, so that React DOM's evaluation (about 100 ms on a phone) does not hold that frame back.
 * A pointerdown alone does not count: the press's click would then wait. It runs with the page when the tab or the
 * address holds something it restores at once.
 */
export const firstUse: LoadingRule = ({ hydrate, prefetch }, island) => {
  onTouch(island, ['keydown', 'focusin', 'click'], () => afterFrame(hydrate));
  afterLargestPaint(() => (restores(island) ? hydrate() : whenInView(island, '0px', prefetch)));
};
