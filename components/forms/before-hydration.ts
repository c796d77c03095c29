import { isReady, visitedAttribute, type BeforeHydration } from '@/lib/islands';

let focusedFirstProblem = false;

/**
 * The browser's own check of the form (before the form's rules run) shows its
 * words beside each field (CSS, form-fields.tsx), so its bubble is left out:
 * it cost a touch tens of milliseconds more on a phone. As the browser would,
 * the first field with a problem takes the focus, once the messages are on
 * screen: focusing it in the press's task made the browser work out the
 * page's style there and again for the frame, and scroll before it painted
 * any message.
 */
function checkQuietly(event: Event) {
  const field = event.target;
  if (!(field instanceof HTMLElement)) return;
  event.preventDefault();
  if (focusedFirstProblem) return;
  focusedFirstProblem = true;
  requestAnimationFrame(() => setTimeout(() => field.focus(), 0));
  // One check fires every field's invalid event in one go: the next check focuses its own first.
  setTimeout(() => (focusedFirstProblem = false), 0);
}

/** A field left before the form is ready is marked visited: the form shows its error once it runs (early-input.ts). */
function markVisited(event: Event, island: HTMLElement) {
  const field = event.target as Element;
  if (!isReady(island) && field.hasAttribute('name')) field.setAttribute(visitedAttribute, '');
}

/**
 * The contact form before its code runs (contact-form.island.ts): the
 * browser's check without its bubble, and each field left marked. A module
 * of its own: the islands' keeper, inline in the page, carries this alone.
 */
export const contactFormBeforeHydration = { on: { invalid: checkQuietly, focusout: markVisited } } as const satisfies BeforeHydration;
