/**
 * What the islands' loading rules (rules/) wait for: the page's largest
 * paint, an island coming into view, the visitor's first touch of it, the
 * next frame; and what a rule is.
 */
import { islandAttributes, type IslandLoading, type Touch } from '@/lib/islands';

/** What a loading rule can do with an island's code. */
export type IslandCode = {
  /** Runs the island's code, which hydrates it (once; later calls do nothing). */
  hydrate(): void;
  /** Fetches the island's modules without running them. */
  prefetch(): void;
};

/**
 * When an island's code loads: called once for each island of the page as the
 * loader starts, it calls `code.hydrate()` when the time has come.
 */
export type LoadingRule = (code: IslandCode, island: HTMLElement, declaration: IslandLoading) => void;

/**
 * Calls `then` once the visitor has touched the island in one of these ways: at once when the islands'
 * keeper (keeper.ts) noted one before the loader started, or when it notes one later.
 */
export function onTouch(island: HTMLElement, touches: readonly Touch[], then: () => void) {
  const touchedYet = () => (island.getAttribute(islandAttributes.touched) ?? '').split(' ').some((kind) => touches.includes(kind as Touch));
  if (touchedYet()) return then();
  const observer = new MutationObserver(() => {
    if (!touchedYet()) return;
    observer.disconnect();
    then();
  });
  observer.observe(island, { attributeFilter: [islandAttributes.touched] });
}

/** After the next frame is on screen: what the browser shows in response to a touch comes first. */
export const afterFrame = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));

/**
 * Calls `then` once the island's content is within `margin` of the viewport (at once where it cannot be
 * told), and notes when it came there: 0 when it already was as the page's islands started.
 */
export function whenInView(island: HTMLElement, margin: string, then: () => void) {
  const content = island.firstElementChild;
  const noteShown = (at: number) => island.setAttribute(islandAttributes.shownAt, String(Math.round(at)));
  if (!content || typeof IntersectionObserver !== 'function') {
    noteShown(0);
    return then();
  }
  let firstReport = true;
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries.find((each) => each.isIntersecting);
      const initial = firstReport;
      firstReport = false;
      if (!entry) return;
      observer.disconnect();
      noteShown(initial ? 0 : entry.time);
      then();
    },
    { rootMargin: margin },
  );
  observer.observe(content);
}

/** Whether the tab or the address holds something the island restores at once: a draft the tab keeps, a topic in the address. */
export function restores({ restore }: IslandLoading) {
  if (restore?.param && new URLSearchParams(location.search).has(restore.param)) return true;
  try {
    return Boolean(restore?.stored && sessionStorage.getItem(restore.stored) !== null);
  } catch {
    // Storage the browser refuses (a privacy setting) holds nothing to restore.
    return false;
  }
}

/** The longest a first picture that has arrived holds the islands back while its paint is not reported. */
const pictureNotShownMs = 1000;

type LargestPaint = PerformanceEntry & { element?: Element | null; size: number };

let largestPaint: Promise<void> | undefined;

/**
 * Calls `then` once the page's largest paint is on screen and its first picture has arrived (its first
 * picture's, or the first frame on a page without one): islands' code neither competes with that paint nor
 * counts in it.
 */
export function afterLargestPaint(then: () => void) {
  largestPaint ??= new Promise<void>(largestPaintShown);
  void largestPaint.then(then);
}

function largestPaintShown(then: () => void) {
  const first = document.querySelector<HTMLImageElement>('img[fetchpriority=high]');
  const afterPaint = () => afterFrame(then);
  if (!first) return afterPaint();
  const shown = () => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return afterPaint();
    let largest: LargestPaint | undefined;
    // The picture's area on screen, as an IntersectionObserver reports it: reading its box in the
    // observer's callback made the browser lay the whole page out there, while it was still loading.
    let area: number | undefined;
    let decided = false;
    const decide = (next: () => void) => {
      decided = true;
      paints.disconnect();
      next();
    };
    // The picture's own entry, or any entry when the picture cannot outrank it (a larger text) or never
    // counts (browsers take a picture that fills the viewport for a background).
    const weigh = () => {
      if (!largest || decided) return;
      if (largest.element === first) decide(then);
      else if (area !== undefined && (largest.size >= area || area >= innerWidth * innerHeight)) decide(afterPaint);
    };
    const paints = new PerformanceObserver((list) => {
      largest = (list.getEntries().at(-1) as LargestPaint | undefined) ?? largest;
      weigh();
    });
    paints.observe({ type: 'largest-contentful-paint', buffered: true });
    const onScreen = new IntersectionObserver((entries) => {
      const box = entries[entries.length - 1]?.intersectionRect;
      area = box ? box.width * box.height : 0;
      onScreen.disconnect();
      weigh();
    });
    onScreen.observe(first);
    setTimeout(then, pictureNotShownMs);
  };
  if (first.complete) shown();
  else {
    first.addEventListener('load', shown, { once: true });
    first.addEventListener('error', () => then(), { once: true });
  }
}
