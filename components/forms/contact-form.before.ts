/**
 * What the contact form does before its code runs: inline on every page with
 * the form (contact-form.island.ts), for the fields of an island.
 *
 * The browser's own check of the form (until the form's rules run) shows its
 * words beside each field (CSS, form-fields.tsx), so its bubble is left out:
 * it cost a touch tens of milliseconds more on a phone. As the browser would,
 * the first field with a problem takes the focus, once the messages are on
 * screen: focusing it in the press's task made the browser work out the
 * page's style there and again for the frame, and scroll before it painted
 * any message. A field left before the form is ready is marked visited: the
 * form shows its error once it runs (early-input.ts).
 */
import { islandOf, isReady, visitedAttribute } from '@/lib/islands';

let focusedFirstProblem = false;

addEventListener(
  'invalid',
  (event) => {
    const field = event.target;
    if (!(field instanceof HTMLElement) || !islandOf(field)) return;
    event.preventDefault();
    if (focusedFirstProblem) return;
    focusedFirstProblem = true;
    requestAnimationFrame(() => setTimeout(() => field.focus(), 0));
    // One check fires every field's invalid event in one go: the next check focuses its own first.
    setTimeout(() => (focusedFirstProblem = false), 0);
  },
  true,
);

addEventListener(
  'focusout',
  (event) => {
    const field = event.target;
    const island = islandOf(field);
    if (island && !isReady(island) && field instanceof Element && field.hasAttribute('name')) field.setAttribute(visitedAttribute, '');
  },
  true,
);
