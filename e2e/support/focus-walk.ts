import type { CDPSession, Page } from '@playwright/test';

/**
 * A keyboard visitor's walk down a page (WCAG 2.2, 2.4.11 Focus Not Obscured):
 * Tab from the top until the focus comes back to the start, judging at each
 * stop whether the focused control shows, or whether the site's own fixed or
 * sticky content (the bar, the strip of floating buttons, a sticky column)
 * covers it, as `document.elementFromPoint` finds it at the control's centre.
 *
 * The presses go to the browser in batches, without a round trip each, and
 * each stop is judged in the page at the next Tab's keydown: by then the
 * browser has moved the focus and scrolled it into view, and the site's
 * scroll handler is run first, so that what hides or shows with the scroll
 * (the arrows) is as the next frame paints it. What a page does over a few
 * frames after a focus (a carousel bringing its focused slide in) has not
 * happened yet then: a stop judged hidden holds the walk (its Tab and those
 * after it do nothing) while the page runs its frames, for up to three
 * seconds (a loaded machine runs few), and is judged again.
 */

/** How much of a focused control the site's own content hides. */
export type Hidden =
  /** Nothing of it shows. */
  | 'entirely'
  /** Its centre is covered (the browser finds something else there), some of it shows. */
  | 'centre'
  /** Its centre shows, some of its box is under fixed or sticky content (2.4.12, AAA). */
  | 'partly';

/** A focused control, how much of it is hidden and by what, and where its box lay on the screen (top to bottom, in px) at a scroll of `scrollY`. */
export type FocusStop = { control: string; hidden: Hidden | null; by?: string; at?: string };

export type FocusWalk = {
  stops: FocusStop[];
  /** Whether the focus came back to the start: false means the walk met its bound first (a trap, or a page that keeps growing). */
  finished: boolean;
};

/** Presses sent to the browser at a time, between two looks at the walk. */
const batch = 20;

/**
 * Walks the page with Tab from its top. The walk stops when the focus comes
 * back to the start (the document, or the first control again), or after one
 * press for every element that could take the focus and one more: a walk
 * visits each control once, so a page that is not back at the start by then
 * holds the focus somewhere.
 */
export async function walkFocus(page: Page): Promise<FocusWalk> {
  const bound = await page.evaluate(startWalk);
  const cdp = await page.context().newCDPSession(page);
  try {
    for (let moved = 0; moved <= bound; ) {
      await Promise.all(Array.from({ length: Math.min(batch, bound + 1 - moved) }, () => pressTab(cdp)));
      const walk = await page.evaluate(lookAtWalk);
      if (walk.held) await page.evaluate(settleAndJudgeAgain);
      else if (walk.done) break;
      moved = walk.moved;
    }
  } finally {
    await cdp.detach();
  }
  // The last batch may have gone round again: the page is left at rest, at its top, with nothing focused.
  return page.evaluate(() => {
    const walk = (window as unknown as WalkWindow).focusWalk!;
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo({ top: 0, behavior: 'instant' });
    return { stops: walk.stops, finished: walk.done };
  });
}

/**
 * Tab's keydown, as Playwright's keyboard sends it, without waiting for its answer: the browser moves the
 * focus on it. Its keyup is left out: nothing on the site listens for one, and it made a walk a third longer.
 */
const pressTab = (cdp: CDPSession) => cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9 });

type WalkState = {
  stops: FocusStop[];
  /** Tabs that moved the focus. */
  moved: number;
  /** The `moved` count whose stop has been judged. */
  judged: number;
  first: Element | null;
  done: boolean;
  /** A stop judged hidden holds the walk until it is judged again. */
  held: boolean;
  judge: () => void;
  judgeAgain: () => FocusStop;
};
type WalkWindow = Window & { focusWalk?: WalkState };

/** Judges the last press's stop (no keydown follows it), and says where the walk is. */
function lookAtWalk() {
  const walk = (window as unknown as WalkWindow).focusWalk!;
  walk.judge();
  return { done: walk.done, held: walk.held, moved: walk.moved };
}

/** Lets the page run its frames until the held stop shows, for up to five seconds (a busy machine may still be laying the page out), then judges it again and lets the walk go on. */
async function settleAndJudgeAgain() {
  const walk = (window as unknown as WalkWindow).focusWalk!;
  const start = performance.now();
  let stop: FocusStop;
  do {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    dispatchEvent(new Event('scroll'));
    stop = walk.judgeAgain();
  } while ((stop.hidden === 'entirely' || stop.hidden === 'centre') && performance.now() - start < 5000);
  walk.stops[walk.stops.length - 1] = stop;
  walk.held = false;
}

/**
 * In the page: puts the focus at the start of the document, sets up the
 * judging of each stop at the next Tab's keydown, and returns the walk's
 * bound: how many elements could take the focus.
 */
function startWalk(): number {
  const win = window as unknown as WalkWindow;

  const describe = (element: Element) => {
    // A layer by what it is: the strip of floating buttons, the bar.
    const testId = element.getAttribute('data-testid');
    if (testId) return `[data-testid="${testId}"]`;
    if (/^(HEADER|FOOTER|NAV|ASIDE|TH|TD)$/.test(element.tagName)) return element.tagName.toLowerCase();
    const name = element.getAttribute('aria-label') ?? (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    const label = element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement ? element.labels?.[0]?.textContent : null;
    const words = (name || label || element.getAttribute('name') || '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${words ? ` "${words}"` : ''}`;
  };

  /** The fixed or sticky box an element belongs to, unless it also holds the focused control. */
  const layerOf = (element: Element, focused: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const { position } = getComputedStyle(node);
      if (position === 'fixed' || position === 'sticky') return node.contains(focused) ? null : node;
    }
    return null;
  };
  // The site's own fixed and sticky boxes (the bar, the strip, the arrows, a sticky column), found once: what may cover a control.
  const layers = [...document.querySelectorAll('body *')].filter((element) => /^(fixed|sticky)$/.test(getComputedStyle(element).position));

  function judge(focused: Element): FocusStop {
    const labels = focused instanceof HTMLInputElement ? [...(focused.labels ?? [])] : [];
    const own = focused.getBoundingClientRect();
    // A control drawn by its label (a visually hidden box) shows where its label is.
    const box = (own.width <= 1 || own.height <= 1) && labels[0] ? labels[0].getBoundingClientRect() : own;
    const shows = (element: Element | null) =>
      !!element && (focused.contains(element) || element.contains(focused) || labels.some((label) => label.contains(element)));
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, innerWidth);
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, innerHeight);
    const control = describe(focused);
    const at = `${Math.round(box.top)}–${Math.round(box.bottom)} px at a scroll of ${Math.round(scrollY)} px`;
    if (right - left < 1 || bottom - top < 1) return { control, hidden: 'entirely', by: 'out of view', at };

    const centre = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    // What of the box each layer overlaps, looked at in the middle of the overlap: whether the layer is drawn there, over the control.
    const overlaps = layers.flatMap((layer) => {
      if (layer.contains(focused) || focused.contains(layer)) return [];
      const edges = layer.getBoundingClientRect();
      const x = [Math.max(left, edges.left), Math.min(right, edges.right)] as const;
      const y = [Math.max(top, edges.top), Math.min(bottom, edges.bottom)] as const;
      if (x[1] - x[0] < 1 || y[1] - y[0] < 1) return [];
      const found = document.elementFromPoint((x[0] + x[1]) / 2, (y[0] + y[1]) / 2);
      return found && layer.contains(found) ? [{ layer, area: (x[1] - x[0]) * (y[1] - y[0]) }] : [];
    });
    if (!shows(centre)) {
      const covered = overlaps.reduce((sum, { area }) => sum + area, 0);
      const hidden = covered >= (right - left) * (bottom - top) - 1 ? 'entirely' : 'centre';
      return { control, hidden, by: describe(layerOf(centre!, focused) ?? centre!), at };
    }
    return overlaps.length ? { control, hidden: 'partly', by: describe(overlaps[0]!.layer) } : { control, hidden: null };
  }

  if (!win.focusWalk) {
    addEventListener(
      'keydown',
      (event) => {
        const walk = win.focusWalk!;
        if (event.key !== 'Tab') return;
        if (!walk.held) {
          // The site's scroll handler, as the frame after the focus's scroll runs it (the arrows show or hide).
          dispatchEvent(new Event('scroll'));
          walk.judge();
        }
        // A stop judged hidden keeps the focus until it is judged again, after the page's frames.
        if (walk.held) event.preventDefault();
        else walk.moved++;
      },
      true,
    );
  }
  const walk: WalkState = {
    stops: [],
    moved: 0,
    judged: -1,
    first: null,
    done: false,
    held: false,
    judge() {
      if (walk.judged === walk.moved || walk.done) return;
      walk.judged = walk.moved;
      const focused = document.activeElement;
      const atStart = !focused || focused === document.body || focused === document.documentElement;
      if (atStart || focused === walk.first) {
        walk.done = walk.moved > 0;
        return;
      }
      walk.first ??= focused;
      const stop = judge(focused);
      walk.stops.push(stop);
      walk.held = stop.hidden === 'entirely' || stop.hidden === 'centre';
    },
    judgeAgain: () => judge(document.activeElement!),
  };
  win.focusWalk = walk;

  // From the top: the document itself focused, so that the first Tab goes to the first control.
  window.scrollTo({ top: 0, behavior: 'instant' });
  document.body.tabIndex = -1;
  document.body.focus({ preventScroll: true });
  document.body.removeAttribute('tabindex');

  const focusable = 'a[href], area[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable]';
  // Chromium also stops at a scrolling box with nothing to focus inside.
  const scrollers = [...document.querySelectorAll('*')].filter((element) => element.scrollHeight > element.clientHeight || element.scrollWidth > element.clientWidth);
  return document.querySelectorAll(focusable).length + scrollers.length + 1;
}
