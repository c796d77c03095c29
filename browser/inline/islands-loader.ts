/**
 * The islands' loader, inline on every page that has islands (the post-build
 * step adds it). It keeps each island's code off the page's first paint and
 * loses no touch:
 *
 * - an island's modules are imported once the page's largest paint is on
 *   screen (its first picture's, or the first frame on a page without one),
 *   so they neither compete with that paint nor count in it, and once the
 *   island is in view or near it: one further down the page (a carousel of
 *   the facilities) hydrates as the visitor scrolls towards it, not while
 *   they touch what they see; and at once for an island the visitor reaches
 *   into (pointerdown, touch, focus, a key);
 * - a "near" island (the contact form, which the browser checks on its own
 *   until its code runs) has its modules fetched once it comes into view,
 *   and run once the visitor reaches into it (a focus, a key, a press), after
 *   the frame that answers them: the browser's own answer is on screen before
 *   React DOM's evaluation, a task of about 100 ms on a phone, begins. It is
 *   imported with the page when the tab or the address holds something it
 *   must restore at once;
 * - a press on an island's button before the island answers is kept from
 *   the page (the button shows it is busy) and pressed again by the island's
 *   runtime once it does, exactly once; a submit button's own default (the
 *   browser's check of the form's fields) still happens; a fading
 *   carousel's arrow is answered at once instead (carousel-step.ts);
 * - a field left before then is marked visited, for the form to show its error.
 *
 * <html data-islands> says where the page stands: waiting, loading, loaded, failed.
 */
import {
  islandAttributes,
  pageIslandsAttribute,
  pendingPressAttribute,
  visitedAttribute,
} from '@/components/islands/protocol';
import { stepBeforeEngine } from '@/components/media/carousel-step';

/** The longest a first picture that has arrived holds the islands back while its paint is not reported. */
const pictureNotShownMs = 1000;
/** How far beyond the viewport an island's code starts: half a screen, so that it answers by the time it is seen. */
const nearMargin = '50% 0px';
const reachEvents = ['pointerdown', 'touchstart', 'keydown', 'focusin'];
/**
 * What runs a near island's code: a pointerdown leaves it alone, since the press's click (and the focus it
 * brings) comes later, and would wait behind React DOM's evaluation if that began in between.
 */
const nearReachEvents = new Set(['keydown', 'focusin', 'click']);
/** A press's pointer events, which React would answer by hydrating the whole island at once, in the touch's time. */
const pressEvents = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend'];

const page = document.documentElement;
const requested = new Map<string, Promise<unknown>>();
let pendingImports = 0;
let settled = false;

const mark = (state: string) => page.setAttribute(pageIslandsAttribute, state);
const islandOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>(`[${islandAttributes.name}]`) : null;
const answers = (island: HTMLElement) => island.getAttribute(islandAttributes.state) === 'ready';
const islands = () => [...document.querySelectorAll<HTMLElement>(`[${islandAttributes.src}]`)];

const isNear = (island: HTMLElement) => island.getAttribute(islandAttributes.load) === 'near';

/** Runs the island's code: at once, or for a near island once the browser has painted its answer to the touch. */
function reachInto(island: HTMLElement, eventType: string) {
  if (!isNear(island)) return load(island);
  if (!nearReachEvents.has(eventType)) return;
  requestAnimationFrame(() => setTimeout(() => load(island), 0));
}

/**
 * Hands the island to its code: its state becomes "loading", which is what the runtime of an island kind
 * already running watches for (browser/islands/runtime.tsx); the code is imported once per page.
 */
function load(island: HTMLElement) {
  const source = island.getAttribute(islandAttributes.src);
  if (!source || island.hasAttribute(islandAttributes.state)) return;
  island.setAttribute(islandAttributes.state, 'loading');
  if (requested.has(source)) return;
  mark('loading');
  pendingImports += 1;
  preload(island.getAttribute(islandAttributes.modules));
  const loading = import(/* webpackIgnore: true */ source).then(
    () => {
      pendingImports -= 1;
      if (pendingImports === 0 && page.getAttribute(pageIslandsAttribute) !== 'failed') mark('loaded');
    },
    (error: unknown) => {
      // Without its code an island stays as the server wrote it: readable, its links working.
      islands()
        .filter((other) => other.getAttribute(islandAttributes.src) === source)
        .forEach((other) => other.setAttribute(islandAttributes.state, 'failed'));
      mark('failed');
      throw error;
    },
  );
  requested.set(source, loading);
}

/** Fetches the modules an island's code brings all at once, rather than one level of imports after another; V8 compiles them as they arrive, and runs them once imported. */
function preload(modules: string | null) {
  for (const path of modules?.split(' ') ?? []) {
    if (!path || document.querySelector(`link[rel=modulepreload][href="${path}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = path;
    document.head.append(link);
  }
}

/** Whether a near island has something to restore at once: a draft the tab keeps, a topic in the address. */
function restores(island: HTMLElement) {
  const stored = island.getAttribute(islandAttributes.restoreStored);
  const param = island.getAttribute(islandAttributes.restoreParam);
  if (param && new URLSearchParams(location.search).has(param)) return true;
  try {
    return Boolean(stored && sessionStorage.getItem(stored) !== null);
  } catch {
    // Storage the browser refuses (a privacy setting) holds nothing to restore.
    return false;
  }
}

/**
 * Calls `then` once the island's content is within `margin` of the viewport (at once where it cannot be
 * told), and notes when it came there: 0 when it already was as the page's islands started.
 */
function whenInView(island: HTMLElement, margin: string, then: () => void) {
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

/** Fetches a near island's modules, without running them. */
const fetchCode = (island: HTMLElement) =>
  preload(`${island.getAttribute(islandAttributes.src) ?? ''} ${island.getAttribute(islandAttributes.modules) ?? ''}`);

function start() {
  if (settled) return;
  settled = true;
  for (const island of islands()) {
    if (isNear(island) && !restores(island)) whenInView(island, '0px', () => fetchCode(island));
    else if (isNear(island)) load(island);
    else whenInView(island, nearMargin, () => load(island));
  }
}

function reach(event: Event) {
  const island = islandOf(event.target);
  if (island) reachInto(island, event.type);
}

function keepEarlyPress(event: Event) {
  const island = islandOf(event.target);
  if (!island || answers(island)) return;
  const button = (event.target as Element).closest<HTMLButtonElement>('button');
  if (!button || !island.contains(button)) return;
  reachInto(island, event.type);
  // React, if it is hydrating the island, never sees this press: the runtime presses again once it answers.
  event.stopImmediatePropagation();
  if (button.type !== 'submit') event.preventDefault();
  // A fading carousel's arrow is answered now; the engine starts from the slide it shows.
  if (stepBeforeEngine(button)) return;
  button.setAttribute(pendingPressAttribute, '');
  button.setAttribute('aria-busy', 'true');
}

/**
 * A press on an island React is still hydrating does not reach React: the press itself is kept (above),
 * and React goes on hydrating in slices instead of all at once before the browser can answer the touch.
 */
function holdPressFromHydration(event: Event) {
  const island = islandOf(event.target);
  if (island?.getAttribute(islandAttributes.state) === 'hydrating') event.stopPropagation();
}

let focusedFirstProblem = false;

/**
 * The browser's own check of an island's form (before the form's rules run) shows its words beside each
 * field (CSS, form-fields.tsx), so its bubble is left out: it cost a touch tens of milliseconds more on a
 * phone. As the browser would, the first field with a problem takes the focus, once the messages are on
 * screen: focusing it in the press's task made the browser work out the page's style there and again
 * for the frame, and scroll before it painted any message.
 */
function checkQuietly(event: Event) {
  const field = event.target;
  if (!(field instanceof HTMLElement) || !islandOf(field)) return;
  event.preventDefault();
  if (focusedFirstProblem) return;
  focusedFirstProblem = true;
  requestAnimationFrame(() => setTimeout(() => field.focus(), 0));
  // One check fires every field's invalid event in one go: the next check focuses its own first.
  setTimeout(() => (focusedFirstProblem = false), 0);
}

function markVisited(event: Event) {
  const island = islandOf(event.target);
  const field = event.target as Element;
  if (island && !answers(island) && field.hasAttribute('name')) field.setAttribute(visitedAttribute, '');
}

type LargestPaint = PerformanceEntry & { element?: Element | null; size: number };

/** Calls `then` once the page's largest paint is on screen and its first picture has arrived. */
function afterLargestPaint(then: () => void) {
  const first = document.querySelector<HTMLImageElement>('img[fetchpriority=high]');
  const afterFrame = () => requestAnimationFrame(() => setTimeout(then, 0));
  if (!first) return afterFrame();
  const shown = () => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return afterFrame();
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
      else if (area !== undefined && (largest.size >= area || area >= innerWidth * innerHeight)) decide(afterFrame);
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
    first.addEventListener('error', then, { once: true });
  }
}

mark('waiting');
reachEvents.forEach((type) => addEventListener(type, reach, { capture: true, passive: true }));
addEventListener('click', keepEarlyPress, true);
pressEvents.forEach((type) => addEventListener(type, holdPressFromHydration, { capture: true, passive: true }));
addEventListener('focusout', markVisited, true);
addEventListener('invalid', checkQuietly, true);
afterLargestPaint(start);
