import { afterLargestPaint, onTouch, whenInView, type LoadingRule } from '../when';

/** Half a screen beyond the viewport: the island's code has run by the time the visitor sees it. */
const ahead = '50% 0px';

/**
 * Hydrates the island once the page's largest paint is on screen and the
 * island is within half a screen of view: a carousel further down the page
 * hydrates as the visitor scrolls towards it, not while they touch what they
 * see. A touch on it (a press, a key, a focus) hydrates it at once.
 */
export const visible: LoadingRule = ({ hydrate }, island) => {
  onTouch(island, ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click'], hydrate);
  afterLargestPaint(() => whenInView(island, ahead, hydrate));
};
