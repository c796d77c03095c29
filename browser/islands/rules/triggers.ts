import { islandAttributes, type IslandDeclaration, type Touch } from '@/lib/islands';

/** Called for each island as the loader starts; calling `hydrate` again does nothing. */
export type LoadingRule = (code: { hydrate(): void; prefetch(): void }, island: HTMLElement) => void;

/** Touches are noted by early-touches.ts, before the loader started or since. */
export function onTouch(island: HTMLElement, touches: readonly Touch[], then: () => void) {
  const touched = () => (island.getAttribute(islandAttributes.touched) ?? '').split(' ').some((kind) => touches.includes(kind as Touch));
  if (touched()) return then();
  const observer = new MutationObserver(() => touched() && (observer.disconnect(), then()));
  observer.observe(island, { attributeFilter: [islandAttributes.touched] });
}

/** What the browser shows in response to a touch comes first. */
export const afterFrame = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));

/** Notes when the island came into view (0: as the loader started). */
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
/** The islands' code neither competes with the page's largest paint, its first picture, nor counts in it. */
export function afterLargestPaint(then: () => void) {
  const first = document.querySelector<HTMLImageElement>('img[fetchpriority=high]');
  // Decoded, the picture is painted in the next frame; one that fails to come holds nothing back.
  largestPaint ??= (first?.decode() ?? Promise.resolve()).catch(() => undefined).then(() => new Promise<void>((resolve) => afterFrame(resolve)));
  void largestPaint.then(then);
}
