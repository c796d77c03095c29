/** What the islands' loading rules wait for: the page's largest paint, an island coming into view, a touch of it, the next frame. */
import { islandAttributes, type IslandDeclaration, type Touch } from '@/lib/islands';

/** Called for each island as the loader starts: `hydrate` when the time has come (once is enough), `prefetch` fetches without running. */
export type LoadingRule = (code: { hydrate(): void; prefetch(): void }, island: HTMLElement) => void;

/** Calls `then` once the island has had one of these touches, noted by early-touches.ts before the loader started or since. */
export function onTouch(island: HTMLElement, touches: readonly Touch[], then: () => void) {
  const touched = () => (island.getAttribute(islandAttributes.touched) ?? '').split(' ').some((kind) => touches.includes(kind as Touch));
  if (touched()) return then();
  const observer = new MutationObserver(() => touched() && (observer.disconnect(), then()));
  observer.observe(island, { attributeFilter: [islandAttributes.touched] });
}

/** After the next frame is on screen: what the browser shows in response to a touch comes first. */
export const afterFrame = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));

/** Calls `then` once the island's content is within `margin` of the viewport, noting when it came there (0: as the loader started). */
export function whenInView(island: HTMLElement, margin: string, then: () => void) {
  const shown = (at: number) => {
    island.setAttribute(islandAttributes.shownAt, String(Math.round(at)));
    then();
  };
  const content = island.firstElementChild;
  if (!content || typeof IntersectionObserver !== 'function') return shown(0);
  let first = true;
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries.find((each) => each.isIntersecting);
      if (entry) observer.disconnect();
      if (entry) shown(first ? 0 : entry.time);
      first = false;
    },
    { rootMargin: margin },
  );
  observer.observe(content);
}

/** Whether the tab or the address holds something the island restores at once (its data-island-restore). */
export function restores(island: HTMLElement) {
  const { stored, param } = JSON.parse(island.getAttribute(islandAttributes.restore) ?? '{}') as NonNullable<IslandDeclaration['restore']>;
  if (param && new URLSearchParams(location.search).has(param)) return true;
  try {
    return Boolean(stored && sessionStorage.getItem(stored) !== null);
  } catch {
    return false; // Storage the browser refuses (a privacy setting) holds nothing.
  }
}

let largestPaint: Promise<void> | undefined;

/**
 * Calls `then` once the page's largest paint, its first picture, is on screen (the next frame on a page without
 * one): the islands' code neither competes with that paint nor counts in it.
 */
export function afterLargestPaint(then: () => void) {
  const first = document.querySelector<HTMLImageElement>('img[fetchpriority=high]');
  // Decoded, the picture is painted in the next frame; one that fails to come holds nothing back.
  largestPaint ??= (first?.decode() ?? Promise.resolve()).catch(() => undefined).then(() => new Promise<void>((resolve) => afterFrame(resolve)));
  void largestPaint.then(then);
}
