import { expect, test, type Page } from '@playwright/test';
import { walkFocus } from './support/focus-walk';
import { forcedColorProblems } from './support/forced-colors';
import { localizedPages } from './support/site';
import { smallTargets } from './support/target-size';
import { textSpacingProblems } from './support/text-spacing';
import { holdIslandCode, waitForIslands } from './support/ui';

/*
 * WCAG 2.2 criteria axe does not test, on every page of both languages, each
 * page loaded once and judged on a desktop and on a phone (the same page,
 * resized), as a visitor who asks for less motion has it:
 * - 2.4.11 Focus Not Obscured: a keyboard walk down the page (focus-walk.ts)
 *   whose every focused control is what the browser finds at its centre, not
 *   the bar or the strip of floating buttons. Stops partly under them (2.4.12,
 *   AAA) are counted in the test's annotations, each named;
 * - 2.5.8 Target Size (target-size.ts) and 1.4.12 Text Spacing (text-spacing.ts);
 * - forced colours (forced-colors.ts): every control, its icons and its focus
 *   ring keep a colour that shows on what is behind them.
 * Reflow (1.4.10) is in phone-layout.spec.ts, with script off.
 */

const sizes = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

test.use({ viewport: sizes[0], reducedMotion: 'reduce' });

/** The page at `size`, unless it is already, laid out and painted at it before anything is judged. */
const resize = async (page: Page, size: (typeof sizes)[number]) => {
  if (page.viewportSize()?.width === size.width) return;
  await page.setViewportSize(size);
  await page.waitForFunction(({ width, height }) => innerWidth === width && innerHeight === height, size);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
};

for (const { url } of localizedPages) {
  test(`${url}: focus not obscured, target size, text spacing, forced colours`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(url);
    await waitForIslands(page);

    for (const size of sizes) {
      await resize(page, size);
      const at = `${url} (${size.name}, ${size.width} px)`;
      const walk = await walkFocus(page);
      expect.soft(walk.finished, `${at}: the focus comes back to the start`).toBe(true);
      const covered = walk.stops.filter((stop) => stop.hidden === 'entirely' || stop.hidden === 'centre');
      const partly = walk.stops.filter((stop) => stop.hidden === 'partly');
      expect.soft(covered, `${at}: focused controls the browser does not find at their centre (2.4.11)`).toEqual([]);
      test.info().annotations.push(
        { type: 'focus stops', description: `${at}: ${walk.stops.length} stops, ${covered.length} hidden, ${partly.length} partly` },
        ...partly.map((stop) => ({ type: 'partly hidden', description: `${at}: ${stop.control} under ${stop.by}` })),
      );
      const targets = await smallTargets(page);
      expect.soft(targets.problems, `${at}: targets under 24 px (2.5.8)`).toEqual([]);
      const spacing = await textSpacingProblems(page);
      expect.soft(spacing.problems, `${at}: text with a reader's spacing (1.4.12)`).toEqual([]);
      test.info().annotations.push(
        { type: 'target size', description: `${at}: ${targets.judged} targets, ${targets.undersized} under 24 px, ${targets.problems.length} failing` },
        { type: 'text spacing', description: `${at}: ${spacing.judged} texts, ${spacing.problems.length} cut off or overlapping` },
      );
    }

    // Loaded again in forced colours: switched on over a loaded page, Chromium leaves some colours as they were (an
    // icon's white, now and then). Its islands' code is held: the page as its server HTML draws it, which is what its
    // islands draw too (all-pages.spec.ts checks that), so that nothing starts under the check.
    await holdIslandCode(page);
    await page.emulateMedia({ forcedColors: 'active' });
    await page.reload({ waitUntil: 'load' });
    for (const size of [...sizes].reverse()) {
      await resize(page, size);
      expect.soft(await forcedColorProblems(page), `${url} (${size.name}, ${size.width} px) in forced colours`).toEqual([]);
    }
  });
}
