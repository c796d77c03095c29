/**
 * The islands' keeper, inline on every page that has islands, first in its
 * body (the post-build step adds it, and the islands' loader as a module at
 * the body's end; scripts/
 * browser/bundles.ts builds it from each island's behaviour before hydration
 * alone, as declared beside its component). It runs as the page is read,
 * before the loader or any island's code has arrived, and loses no touch
 * until they have:
 *
 * - each kind of touch anywhere in an island (a press starting, a key, a
 *   focus) is noted on the island (data-island-touched), where the loader's
 *   rules find it whenever the loader starts (rules/);
 * - a press on an island's button before the island is ready is kept from
 *   the page (the button shows it is busy) and pressed again by the island's
 *   runtime once it is, exactly once; a submit button's own default (the
 *   browser's check of the form's fields) still happens; the island's own
 *   behaviour before hydration may respond to the press at once instead (a
 *   fading carousel's arrow steps the slide);
 * - the island's own listeners before hydration run from the first paint;
 * - once the page has loaded (its hero's picture has arrived) and its
 *   content has painted, it asks for the islands' loader (its path in the keeper's own
 *   data-loader): so the loader's request never competes with the hero's
 *   picture, and no touch before it is lost.
 */
import { islandAttributes, islandOf, isReady, pendingPressAttribute, type BeforeHydration, type Touch } from '@/lib/islands';

/** The touches noted as they come; "click" is noted only for a kept press (below). */
const noted: Touch[] = ['pointerdown', 'touchstart', 'keydown', 'focusin'];

/** Notes a kind of touch on the island, once. */
function note(island: HTMLElement, touch: Touch) {
  const kinds = (island.getAttribute(islandAttributes.touched) ?? '').split(' ').filter(Boolean);
  if (!kinds.includes(touch)) island.setAttribute(islandAttributes.touched, [...kinds, touch].join(' '));
}

/** `before`: each island's behaviour before hydration, by island name. */
export function keepTouches(before: Readonly<Record<string, BeforeHydration>>) {
  const beforeOf = (island: Element) => before[island.getAttribute(islandAttributes.name) ?? ''];

  function keepEarlyPress(event: Event) {
    const island = islandOf(event.target);
    if (!island || isReady(island)) return;
    const button = (event.target as Element).closest('button');
    if (!button || !island.contains(button)) return;
    note(island, 'click');
    // React, if it is hydrating the island, never sees this press: the runtime presses again once the island is ready.
    event.stopImmediatePropagation();
    if (button.type !== 'submit') event.preventDefault();
    if (beforeOf(island)?.press?.(button)) return;
    button.setAttribute(pendingPressAttribute, '');
    button.setAttribute('aria-busy', 'true');
  }

  noted.forEach((type) =>
    addEventListener(
      type,
      (event) => {
        const island = islandOf(event.target);
        if (island) note(island, type);
      },
      { capture: true, passive: true },
    ),
  );
  addEventListener('click', keepEarlyPress, true);
  // Each island's own listeners, by event type.
  new Set(Object.values(before).flatMap(({ on }) => Object.keys(on ?? {}))).forEach((type) =>
    addEventListener(
      type,
      (event) => {
        const island = islandOf(event.target);
        if (island) beforeOf(island)?.on?.[type]?.(event, island);
      },
      true,
    ),
  );
}

/** How long after the page starts the islands' loader is added even if the page has not loaded. */
const loadAtTheLatestMs = 4000;

/** Calls `then` once the page has painted content (its first contentful paint), or at once where the browser does not say. */
function afterFirstContentfulPaint(then: () => void) {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return then();
  new PerformanceObserver((paints, observer) => {
    if (paints.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    then();
  }).observe({ type: 'paint', buffered: true });
}

/**
 * Adds the islands' loader (a module at `src`) once the page has loaded (its
 * hero's picture among what it waits for) and its content has painted:
 * fetched as the page was read, the loader and the island code it asks for
 * took bandwidth from the hero's picture on a slow connection. Touches
 * before then are kept (above). At the latest after a few seconds, loaded or not.
 */
export function loadIslandsAfterFirstPaint(src: string | null) {
  let added = !src;
  const add = () => {
    if (added) return;
    added = true;
    const loader = document.createElement('script');
    loader.type = 'module';
    loader.src = src!;
    document.body.append(loader);
  };
  // The keeper runs first in <body>: the page has not loaded yet.
  addEventListener('load', () => afterFirstContentfulPaint(add));
  // A picture that never arrives (a stalled connection) holds the load event back: the islands come anyway.
  setTimeout(add, loadAtTheLatestMs);
}
