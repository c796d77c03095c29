import { afterFrame, afterLargestPaint, onTouch, restores, whenInView, type LoadingRule } from './triggers';

/** On first use, after the frame showing the browser's response (React DOM takes ~100 ms on a phone); not on pointerdown: the click would wait. */
export const firstUse: LoadingRule = ({ hydrate, prefetch }, island) => {
  onTouch(island, ['keydown', 'focusin', 'click'], () => afterFrame(hydrate));
  afterLargestPaint(() => (restores(island) ? hydrate() : whenInView(island, '0px', prefetch)));
};
