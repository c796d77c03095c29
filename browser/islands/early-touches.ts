// Inline, first in <body>: no touch on an island is lost before its code runs (docs/architecture.md, What keeps the pages
// fast). The loader comes once the page has loaded and painted: fetched earlier, it took the hero picture's bandwidth.
import { islandAttributes, islandOf, isReady, loaderAttribute, pendingPressAttribute, type Touch } from '@/lib/islands';

function note(island: HTMLElement, touch: Touch) {
  const kinds = (island.getAttribute(islandAttributes.touched) ?? '').split(' ').filter(Boolean);
  if (!kinds.includes(touch)) island.setAttribute(islandAttributes.touched, [...kinds, touch].join(' '));
}

for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const)
  addEventListener(type, (event) => islandOf(event.target) && note(islandOf(event.target)!, type), { capture: true, passive: true });

addEventListener(
  'click',
  (event) => {
    const island = islandOf(event.target);
    const button = island && !isReady(island) ? (event.target as Element).closest('button') : null;
    if (!island || !button || !island.contains(button)) return;
    note(island, 'click');
    // React, if hydrating the island, never sees this press (hydrate.tsx presses it again); a submit's default (the browser's check) stays.
    event.stopImmediatePropagation();
    if (button.type !== 'submit') event.preventDefault();
    button.setAttribute(pendingPressAttribute, '');
    button.setAttribute('aria-busy', 'true');
  },
  true,
);

const loader = document.currentScript?.getAttribute(loaderAttribute);
let added = !loader;
function addLoader() {
  if (!added) document.body.append(Object.assign(document.createElement('script'), { type: 'module', src: loader }));
  added = true;
}
addEventListener('load', () => {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return addLoader();
  new PerformanceObserver((paints) => paints.getEntriesByName('first-contentful-paint').length > 0 && addLoader()).observe({ type: 'paint', buffered: true });
});
// A picture that never arrives (a stalled connection) holds the load event back: the islands come anyway.
setTimeout(addLoader, 4000);
