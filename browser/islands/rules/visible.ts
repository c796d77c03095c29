import { afterLargestPaint, onTouch, whenInView, type LoadingRule } from './triggers';

/** Within half a screen of view: a carousel further down hydrates as the visitor scrolls to it, not while they touch what they see. */
export const visible: LoadingRule = ({ hydrate }, island) => {
  onTouch(island, ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click'], hydrate);
  afterLargestPaint(() => whenInView(island, '50% 0px', hydrate));
};
