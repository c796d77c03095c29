import type { Page } from '@playwright/test';
import { channels, contrastRatio } from './contrast';

/**
 * Forced colours (Windows' contrast themes), as Chromium draws a page with
 * Playwright's `forcedColors: 'active'` (the caller turns it on): the browser
 * replaces the site's colours with the theme's few and drops its gradients and
 * shadows, keeping a plate behind text. Each control shown must still show:
 * its text or its icon against what is behind it (an icon has no plate, so a
 * picture behind it is a problem: the bar's icons over a hero), a field's
 * border, and its focus ring (an outline, the box-shadow being gone). Returns
 * one sentence per problem.
 */
export async function forcedColorProblems(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => matchMedia('(forced-colors: active)').matches))) throw new Error('forced colours are not on');
  const pairs = await page.evaluate(seenPairs);
  return pairs.flatMap(({ what, foreground, background }) => {
    if (background === 'picture') return [`${what} lies on a picture, with no ground of its own`];
    // Less than a tenth opaque: nothing is drawn.
    if ((channels(foreground)[3] ?? 1) < 0.1) return [`${what} is not drawn (${foreground})`];
    const ratio = contrastRatio(foreground, background);
    // WCAG 1.4.11: a control's parts and its focus ring at 3 : 1 against what they sit on.
    return ratio < 3 ? [`${what}: ${foreground} on ${background}, ${ratio.toFixed(2)} : 1`] : [];
  });
}

type Pair = { what: string; foreground: string; background: string | 'picture' };

/** In the page: for each control shown, its text's, its icons', its border's and its focus ring's colour, with what each is drawn on. */
function seenPairs(): Pair[] {
  const controls = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
  const describe = (element: Element) => {
    const words = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${words ? ` "${words}"` : ''}`;
  };
  const alpha = (colour: string) => Number(colour.match(/[\d.]+/g)?.[3] ?? 1);
  const pictures = new Set(['IMG', 'PICTURE', 'VIDEO', 'CANVAS', 'IFRAME']);
  const canvas = getComputedStyle(document.documentElement).backgroundColor;

  /** What is drawn under a point, `skip` left out: the first opaque ground, a picture, or the page's canvas. */
  const groundAt = (x: number, y: number, skip?: Element): string => {
    for (const under of document.elementsFromPoint(x, y)) {
      if (skip?.contains(under)) continue;
      if (pictures.has(under.tagName)) return 'picture';
      const { backgroundColor } = getComputedStyle(under);
      // Nine tenths opaque and more (a white button over a picture) is the ground itself.
      if (alpha(backgroundColor) >= 0.85) return backgroundColor;
    }
    return canvas;
  };
  const centre = (box: DOMRect) => [box.left + box.width / 2, box.top + box.height / 2] as const;

  const shown = [...document.querySelectorAll(controls)].filter((element) => {
    const box = element.getBoundingClientRect();
    return box.width > 1 && box.height > 1 && element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  });
  const pairs: Pair[] = [];
  for (const control of shown) {
    const what = describe(control);
    // In view and uncovered (clear of the bar and the strip), so that the points met are the control's: the page scrolls when it is not.
    let box = control.getBoundingClientRect();
    const atCentre = document.elementFromPoint(...centre(box));
    if (!atCentre || !(control.contains(atCentre) || atCentre.contains(control))) {
      control.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      box = control.getBoundingClientRect();
    }
    const [x, y] = centre(box);
    const style = getComputedStyle(control);
    const text = [...control.querySelectorAll('*'), control].some((element) =>
      [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim() && element.getBoundingClientRect().width > 1),
    );
    // Text has a plate of the theme's canvas behind it, a picture or not.
    if (text) pairs.push({ what: `${what}: its text`, foreground: style.color, background: groundAt(x, y) === 'picture' ? canvas : groundAt(x, y) });
    for (const icon of control.querySelectorAll('svg')) {
      if (!icon.checkVisibility()) continue;
      const { stroke, fill } = getComputedStyle(icon);
      const [ix, iy] = centre(icon.getBoundingClientRect());
      pairs.push({ what: `${what}: its icon`, foreground: stroke !== 'none' ? stroke : fill, background: groundAt(ix, iy, icon) });
    }
    if (control.matches('input:not([type="checkbox"], [type="radio"]), select, textarea')) {
      const border = parseFloat(style.borderLeftWidth) > 0 ? style.borderLeftColor : 'rgba(0, 0, 0, 0)';
      pairs.push({ what: `${what}: its border`, foreground: border, background: groundAt(box.left - 1, y) });
    }
    // Its focus ring, as the keyboard shows it: an outline around the control, on what is behind it there.
    (control as HTMLElement).focus({ preventScroll: true });
    // As it settles: a transition of its ring (to 0.01 ms with less motion) would otherwise be read at its start.
    for (const transition of control.getAnimations()) if (transition instanceof CSSTransition) transition.finish();
    if (document.activeElement === control) {
      const focused = getComputedStyle(control);
      const width = parseFloat(focused.outlineWidth);
      const ring = width > 0 && focused.outlineStyle !== 'none' ? focused.outlineColor : 'rgba(0, 0, 0, 0)';
      pairs.push({ what: `${what}: its focus ring`, foreground: ring, background: groundAt(box.left - parseFloat(focused.outlineOffset) - width / 2, y) });
    }
  }
  (document.activeElement as HTMLElement | null)?.blur();
  window.scrollTo({ top: 0, behavior: 'instant' });
  return pairs;
}
