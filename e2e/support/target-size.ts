import type { Page } from '@playwright/test';

/**
 * WCAG 2.2, 2.5.8 Target Size (Minimum), as the page shows now: every control
 * the visitor can point at is at least 24 × 24 CSS px, or the 24 px circle
 * centred on it meets no other control nor another small control's circle
 * (the spacing exception). A link inside a sentence is exempt (its size is the
 * line's). A box wrapped in its label is pointed at through the label, so the
 * label is its target. Controls in a fixed layer (the bar, the strip) are
 * judged among themselves, the page's among the page's: they meet only as it scrolls. Returns how many targets were
 * judged, how many of them are under 24 px (each passing by its spacing, or not), and each that fails, with its size.
 */
export function smallTargets(page: Page): Promise<{ judged: number; undersized: number; problems: string[] }> {
  return page.evaluate(() => {
    const minimum = 24;
    const controls = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"]';

    const describe = (element: Element) => {
      const words = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${words ? ` "${words}"` : ''}`;
    };

    /** Text a sentence shows outside the link: words in the same block, not hidden from sight. */
    const inSentence = (link: Element) => {
      if (getComputedStyle(link).display !== 'inline') return false;
      let block = link.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      if (!block) return false;
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (link.contains(node) || !node.textContent?.trim()) continue;
        const parent = node.parentElement!;
        if (parent.closest('a[href], button') || parent.getBoundingClientRect().width <= 1) continue;
        return true;
      }
      return false;
    };

    /** The fixed box a control rides in (the bar, the strip), or null for the page's own flow: the two only meet as the page scrolls. */
    const fixedLayer = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) if (getComputedStyle(node).position === 'fixed') return node;
      return null;
    };

    /** The part of a control's box its clipping boxes let show: none of a carousel's slide out of view. */
    const shownPart = (element: Element) => {
      let { left, right, top, bottom } = element.getBoundingClientRect();
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        const { overflowX, overflowY } = getComputedStyle(box);
        const edges = box.getBoundingClientRect();
        if (overflowX !== 'visible') [left, right] = [Math.max(left, edges.left), Math.min(right, edges.right)];
        if (overflowY !== 'visible') [top, bottom] = [Math.max(top, edges.top), Math.min(bottom, edges.bottom)];
      }
      return new DOMRect(left, top, Math.max(0, right - left), Math.max(0, bottom - top));
    };

    /** Hidden from sight by the visually-hidden pattern (clipped away), as a skip link is until it is focused. */
    const clippedAway = (element: Element) => {
      const { clipPath, clip } = getComputedStyle(element);
      return clipPath !== 'none' || clip.startsWith('rect');
    };

    const targets = [...document.querySelectorAll(controls)]
      .filter((element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && !clippedAway(element))
      .map((element) => {
        const label = element instanceof HTMLInputElement ? element.closest('label') : null;
        return { element, box: shownPart(label ?? element), layer: fixedLayer(element) };
      })
      .filter(({ box }) => box.width > 1 && box.height > 1)
      .filter(({ element }) => !(element.matches('a') && inSentence(element)));

    const small = targets.filter(({ box }) => box.width < minimum - 0.01 || box.height < minimum - 0.01);
    const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    /** Whether a circle meets a box: the box's nearest point to the centre is within the radius. */
    const circleMeets = ({ x, y }: { x: number; y: number }, box: DOMRect) =>
      Math.hypot(x - Math.max(box.left, Math.min(x, box.right)), y - Math.max(box.top, Math.min(y, box.bottom))) < minimum / 2 - 0.01;

    const problems = small.flatMap(({ element, box, layer }) => {
      const here = centre(box);
      const others = targets.filter((other) => other.layer === layer && other.element !== element && !other.element.contains(element) && !element.contains(other.element));
      const meets = others.find(
        (other) =>
          circleMeets(here, other.box) || (small.some((one) => one.element === other.element) && Math.hypot(here.x - centre(other.box).x, here.y - centre(other.box).y) < minimum - 0.01),
      );
      if (!meets) return [];
      return [`${describe(element)}: ${Math.round(box.width)} × ${Math.round(box.height)} px, its circle meets ${describe(meets.element)}`];
    });
    return { judged: targets.length, undersized: small.length, problems };
  });
}
