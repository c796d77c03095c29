import { expect, test, type Page } from '@playwright/test';
import { translator } from '@/i18n/request';
import { routeText } from '@/lib/seo';
import { seriousViolations } from './support/axe';
import { walkFocus } from './support/focus-walk';
import { forcedColorProblems } from './support/forced-colors';
import { watchScripts } from './support/islands';
import { watchCspViolations } from './support/security';
import { localizedPages } from './support/site';
import { smallTargets } from './support/target-size';
import { textSpacingProblems } from './support/text-spacing';
import { holdIslandCode, waitForIslands } from './support/ui';

/*
 * Every page of the site in both languages, loaded once, with every check that
 * concerns a single page made on that visit, each at the moment it always has:
 * - the document's own facts when it is parsed (status, lang, one h1, title);
 * - once it has loaded and its islands have started on their own: axe (WCAG 2.2
 *   AA), nothing in localStorage, and the code of its own islands and of no
 *   other (none of the framework's);
 * - the WCAG 2.2 criteria axe does not test, judged on a desktop and on a phone
 *   (the same page, resized), as a visitor who asks for less motion has it:
 *   - 2.4.11 Focus Not Obscured: a keyboard walk down the page (focus-walk.ts)
 *     whose every focused control is what the browser finds at its centre, not
 *     the bar or the strip of floating buttons. Stops partly under them (2.4.12,
 *     AAA) are counted in the test's annotations, each named;
 *   - 2.5.8 Target Size (target-size.ts) and 1.4.12 Text Spacing (text-spacing.ts);
 *   - forced colours (forced-colors.ts): every control, its icons and its focus
 *     ring keep a colour that shows on what is behind them;
 * - over the whole visit: no CSP violation, no script error (a hydration
 *   mismatch among them), no request to anyone else (the cookie policy's
 *   promise, content/legal.ts: nothing leaves before a video's play button), no
 *   cookie.
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

for (const { url, route, locale } of localizedPages) {
  test(`${url}: status, lang, h1, title, axe, islands, privacy, CSP; focus not obscured, target size, text spacing, forced colours`, async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    const origin = new URL(baseURL!).origin;
    const cspViolations = await watchCspViolations(page);
    const scripts = watchScripts(page);
    const scriptErrors: string[] = [];
    page.on('pageerror', (error) => scriptErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !/Failed to load resource|Content Security Policy/.test(message.text())) scriptErrors.push(message.text());
    });
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const requested = new URL(request.url());
      if (requested.protocol !== 'data:' && requested.origin !== origin) elsewhere.push(request.url());
    });
    // Anything that did try to leave is answered here, never sent.
    await page.route((requested) => requested.origin !== origin && requested.protocol !== 'data:', (request) => request.abort());

    const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
    expect.soft(response?.status(), url).toBe(200);
    const facts = await page.evaluate(() => ({ lang: document.documentElement.lang, h1: document.querySelectorAll('h1').length, title: document.title }));
    expect.soft(facts.lang).toBe(locale);
    expect.soft(facts.h1, 'h1 count').toBe(1);
    if (route.key === 'home') expect.soft(facts.title.length).toBeGreaterThan(3);
    else expect.soft(facts.title).toContain(routeText(translator({ locale, namespace: 'nav' }), route.key));

    // The islands start on their own once the page has painted: wait, without touching the page,
    // then judge the page as the visitor has it from then on (not mid-way through a carousel's start).
    await page.waitForLoadState('load');
    await waitForIslands(page);
    expect.soft(await seriousViolations(page), 'axe (WCAG 2.2 AA)').toEqual([]);
    expect.soft(await scripts.mismatches(), 'islands').toEqual([]);

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
    expect.soft(await page.evaluate(() => localStorage.length), 'localStorage').toBe(0);

    // Loaded again in forced colours: switched on over a loaded page, Chromium leaves some colours as they were (an
    // icon's white, now and then). Its islands' code is held: the page as its server HTML draws it, which is what its
    // islands draw too (the check above of script errors holds React's word on a mismatch), so that nothing starts
    // under the check.
    await holdIslandCode(page);
    await page.emulateMedia({ forcedColors: 'active' });
    await page.reload({ waitUntil: 'load' });
    for (const size of [...sizes].reverse()) {
      await resize(page, size);
      expect.soft(await forcedColorProblems(page), `${url} (${size.name}, ${size.width} px) in forced colours`).toEqual([]);
    }

    expect.soft(cspViolations, 'CSP violations').toEqual([]);
    expect.soft(scriptErrors, 'script errors (a hydration mismatch among them)').toEqual([]);
    expect.soft(elsewhere, 'requests to other origins').toEqual([]);
    expect.soft(await context.cookies(), 'cookies').toEqual([]);
    expect.soft(await page.evaluate(() => document.cookie), 'document.cookie').toBe('');
  });
}
