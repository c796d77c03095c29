import type { Page } from '@playwright/test';

/**
 * WCAG 2.2, 1.4.12 Text Spacing: with the spacing a reader may set for
 * themselves (the W3C's test: line height 1.5, paragraphs 2em apart, letters
 * 0.12em and words 0.16em), no text is cut off and none overlaps other text.
 * The spacing is applied as the well-known bookmarklet does (a stylesheet of
 * !important rules), and each text is measured before and after:
 * - cut off: a part of one of its lines lies outside a box that hides its
 *   overflow (the bar, a card, a table cell, a line clamp), so it is not drawn;
 * - off its ground: a part lies outside the nearest box that paints a
 *   background under it (a button, a badge), so it is drawn where it may not
 *   be read;
 * - off the screen: a part lies beyond the screen's side;
 * - overlapping: a line covers a line of other text.
 * A problem counts when the reader's spacing makes it: a carousel's slides out
 * of view are as hidden before as after. Text in a box of its own that scrolls
 * is reached by scrolling it. Returns how many texts were judged and one
 * sentence per problem; the page is left as it was.
 */
export function textSpacingProblems(page: Page): Promise<{ judged: number; problems: string[] }> {
  return page.evaluate(() => {
    const tolerance = 1;
    type Run = { node: Text; element: Element; layer: Element | null };
    type Shape = { cut: Element | null; offGround: Element | null; offScreen: boolean; lines: DOMRect[] };

    const describe = (element: Element, text = '') => {
      const words = text.replace(/\s+/g, ' ').trim().slice(0, 40);
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${words ? ` "${words}"` : ''}`;
    };
    const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
    const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll';

    /** Hidden from sight: not shown, or by the visually-hidden pattern (a 1 px box that clips). */
    const unseen = (element: Element) => {
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return true;
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        const box = node.getBoundingClientRect();
        if ((box.width <= 1 || box.height <= 1) && style.overflow !== 'visible') return true;
        if (style.clipPath !== 'none' || style.clip.startsWith('rect')) return true;
      }
      return false;
    };
    /** The fixed box a text rides in (the bar, the strip), or null for the page's flow: the two meet only as the page scrolls. */
    const layerOf = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) if (getComputedStyle(node).position === 'fixed') return node;
      return null;
    };

    const texts: Run[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const element = node.parentElement;
      if (!node.textContent?.trim() || !element || element.closest('script, style, noscript, template, svg') || unseen(element)) continue;
      texts.push({ node, element, layer: layerOf(element) });
    }

    /** Where each text's lines are now: the part of each that shows, and what cuts it or lets it run off its ground. */
    function measure(): Shape[] {
      return texts.map(({ node, element }) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 1 && rect.height > 1);
        let cut: Element | null = null;
        let offGround: Element | null = null;
        let ground = true;
        let scrolled = false;
        let shown = rects.map((rect) => new DOMRect(rect.x, rect.y, rect.width, rect.height));
        for (let box: Element | null = element; box && box !== document.body; box = box.parentElement) {
          const { overflowX, overflowY, backgroundColor } = getComputedStyle(box);
          const edges = box.getBoundingClientRect();
          if (scrolls(overflowX) || scrolls(overflowY)) [ground, scrolled] = [false, true];
          if (ground && backgroundColor !== 'rgba(0, 0, 0, 0)') {
            ground = false;
            if (rects.some((rect) => rect.left < edges.left - tolerance || rect.right > edges.right + tolerance || rect.top < edges.top - tolerance || rect.bottom > edges.bottom + tolerance)) offGround = box;
          }
          const clipsX = hides(overflowX) || scrolls(overflowX);
          const clipsY = hides(overflowY) || scrolls(overflowY);
          if (!clipsX && !clipsY) continue;
          const clipped = shown.map((rect) => {
            const left = clipsX ? Math.max(rect.left, edges.left) : rect.left;
            const right = clipsX ? Math.min(rect.right, edges.right) : rect.right;
            const top = clipsY ? Math.max(rect.top, edges.top) : rect.top;
            const bottom = clipsY ? Math.min(rect.bottom, edges.bottom) : rect.bottom;
            return new DOMRect(left, top, Math.max(0, right - left), Math.max(0, bottom - top));
          });
          const lost = (before: DOMRect, after: DOMRect) => before.width - after.width > tolerance || before.height - after.height > tolerance;
          if (!cut && (hides(overflowX) || hides(overflowY)) && shown.some((rect, index) => lost(rect, clipped[index]!))) cut = box;
          shown = clipped;
        }
        // Pushed past the screen's side: read only by scrolling sideways (in a box that scrolls, it is that box's).
        const offScreen = !scrolled && rects.some((rect) => rect.left < -tolerance || rect.right > innerWidth + tolerance);
        return { cut, offGround, offScreen, lines: shown.filter((rect) => rect.width > tolerance && rect.height > tolerance) };
      });
    }

    /** Pairs of texts of the same layer whose shown lines overlap, as "i j". */
    function overlaps(shapes: Shape[]): Set<string> {
      const lines = shapes.flatMap((shape, index) => shape.lines.map((rect) => ({ rect, index }))).sort((a, b) => a.rect.top - b.rect.top);
      const pairs = new Set<string>();
      for (let i = 0; i < lines.length; i++) {
        const one = lines[i]!;
        for (let j = i + 1; j < lines.length && lines[j]!.rect.top < one.rect.bottom - tolerance; j++) {
          const other = lines[j]!;
          if (other.index === one.index || texts[other.index]!.layer !== texts[one.index]!.layer) continue;
          const width = Math.min(one.rect.right, other.rect.right) - Math.max(one.rect.left, other.rect.left);
          const height = Math.min(one.rect.bottom, other.rect.bottom) - Math.max(one.rect.top, other.rect.top);
          if (width > tolerance && height > tolerance) pairs.add(`${Math.min(one.index, other.index)} ${Math.max(one.index, other.index)}`);
        }
      }
      return pairs;
    }

    const before = measure();
    const overlapsBefore = overlaps(before);
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }');
    // A constructed sheet, as an extension adds one: the page's content security policy is about what the site loads.
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    try {
      const after = measure();
      const found: string[] = [];
      after.forEach((shape, index) => {
        const { element, node } = texts[index]!;
        if (shape.cut && !before[index]!.cut) found.push(`${describe(element, node.textContent!)} is cut off by ${describe(shape.cut)}`);
        if (shape.offGround && !before[index]!.offGround) found.push(`${describe(element, node.textContent!)} runs off the background of ${describe(shape.offGround)}`);
        if (shape.offScreen && !before[index]!.offScreen) found.push(`${describe(element, node.textContent!)} runs off the screen`);
      });
      for (const pair of overlaps(after)) {
        if (overlapsBefore.has(pair)) continue;
        const [one, other] = pair.split(' ').map((index) => texts[Number(index)]!);
        found.push(`${describe(one!.element, one!.node.textContent!)} overlaps ${describe(other!.element, other!.node.textContent!)}`);
      }
      return { judged: texts.length, problems: found };
    } finally {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((one) => one !== sheet);
    }
  });
}
