import { afterLargestPaint, onTouch, whenInView, type LoadingRule } from './triggers';

/**
 * Once the page's largest paint is on screen and the island within half a screen of view (a carousel further down
 * hydrates as the visitor scrolls towards it, not while they touch what they see); at once when it is touched.
 */
export const visible: LoadingRule = ({ hydrate }, island) => {
  onTouch(island, ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click'], hydrate);
  afterLargestPaint(() => whenInView(island, '50% 0px', hydrate));
};
