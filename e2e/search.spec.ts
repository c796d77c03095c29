import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { localizedPath, routes } from '@/content/navigation';
import { routing, type Locale } from '@/i18n/routing';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { seriousViolations } from './support/axe';
import { watchCspViolations } from './support/security';
import { outDir } from './support/site';
import { menuPanel, waitForIslands } from './support/ui';
import { otherSearchedCamp, searchedCamp } from './support/example-camps';

// The site search (components/search/, scripts/postbuild/search-index.ts):
// Pagefind's interface in a navbar menu, loaded when a visitor first opens it,
// searching the index of the page's language only.

const searchLabel = { es: es.search.open, en: en.search.open } as const;
const pagesOf = (locale: Locale) => new Set(routes.map((route) => localizedPath(locale, route.path)));

/** Opens the search from the navbar and types a query; returns the panel. */
async function search(page: Page, locale: Locale, query: string) {
  const button = page.getByRole('button', { name: searchLabel[locale] });
  await button.click();
  const panel = await menuPanel(button);
  const input = panel.getByRole('searchbox');
  // Focus moves into the search once its interface has arrived.
  await expect(input).toBeFocused();
  await page.keyboard.type(query);
  return panel;
}

/**
 * Waits until the panel shows the results of the whole query. Pagefind searches
 * 300 ms after the last keystroke, so on a slow machine a partial query ("f")
 * can show its results first and have them replaced.
 */
async function settled(panel: Locator, query: string) {
  // "3 results for fees", "No se encontraron resultados para fees": the summary
  // ends with the whole query once its search is done ("Searching for fees..." does not).
  await expect(panel.locator('pagefind-summary')).toHaveText(new RegExp(` ${query}$`));
}

/**
 * The addresses of the results drawn so far. Pagefind lists a placeholder for
 * each result and draws it once its text has arrived, as it scrolls into view:
 * assertions on one result wait for it with a locator.
 */
const linksIn = (panel: Locator) =>
  panel.locator('.pf-result-link').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));

/** The link of the result at `position` in the list (0: the best match), once it is drawn. */
const resultLink = (panel: Locator, position: number) => panel.locator('.pf-results > li').nth(position).locator('.pf-result-link');

test.describe('search', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a camp\'s name ("Antibes" in the sample) on the Spanish site finds its camp page, and Spanish pages only', async ({ page }) => {
    await page.goto('/es/');
    const panel = await search(page, 'es', searchedCamp.name.es);
    await settled(panel, searchedCamp.name.es);
    await expect(resultLink(panel, 0)).toHaveAttribute('href', `/es/camps/${searchedCamp.slug}/`);
    for (const link of await linksIn(panel)) expect(pagesOf('es'), link).toContain(link);
  });

  test('a query typed while the index is still loading shows the results of the whole query, not of its first letter', async ({ page }) => {
    // The index's first file held, so a pause in typing ("A", then "ntibes") falls inside Pagefind's start:
    // two searches started then could finish in the wrong order, and the results for "A" (the alumni page
    // first) stood under the summary for "Antibes".
    const indexEntry = /\/pagefind\/pagefind-entry\.json/;
    let releaseIndex!: () => void;
    const gate = new Promise<void>((resolve) => (releaseIndex = resolve));
    await page.route(indexEntry, async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto('/es/');
    const entryRequested = page.waitForRequest(indexEntry);
    const panel = await search(page, 'es', searchedCamp.name.es.slice(0, 1));
    await entryRequested;
    // Longer than the typing pause, so the first letter is searched for on its own.
    await page.waitForTimeout(500);
    await page.keyboard.type(searchedCamp.name.es.slice(1));
    await page.waitForTimeout(500);
    releaseIndex();
    await settled(panel, searchedCamp.name.es);
    await expect(resultLink(panel, 0)).toHaveAttribute('href', `/es/camps/${searchedCamp.slug}/`);
  });

  test('"fees" on the English site finds the fees page; the same word on the Spanish site finds no English page', async ({ page }) => {
    await page.goto('/en/life/calendar/');
    const english = await search(page, 'en', 'fees');
    await settled(english, 'fees');
    await expect(english.locator('.pf-result-link[href="/en/admission/fees/"]')).toBeVisible();
    for (const link of await linksIn(english)) expect(pagesOf('en'), link).toContain(link);

    await page.goto('/es/life/calendar/');
    const panel = await search(page, 'es', 'fees');
    await settled(panel, 'fees');
    const spanish = await linksIn(panel);
    expect(spanish.filter((link) => link.startsWith('/en/'))).toEqual([]);
  });

  test('its code and index load only when a visitor opens it; a result is followed by keyboard, even when Down comes before the results', async ({ page }) => {
    const violations = await watchCspViolations(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/en/camps/');
    await page.waitForLoadState('networkidle');
    expect(requested.filter((path) => path.startsWith('/pagefind/'))).toEqual([]);

    // Keyboard: to the button, open, type, down to the first result, follow it.
    const button = page.getByRole('button', { name: searchLabel.en });
    await button.focus();
    await page.keyboard.press('Enter');
    const panel = await menuPanel(button);
    await expect(panel.getByRole('searchbox')).toBeFocused();
    expect(requested).toContain('/pagefind/pagefind-component-ui.js');
    // Down at once, within the typing pause: the first result of the whole name takes focus when it is drawn.
    await page.keyboard.type(otherSearchedCamp.name.en);
    await page.keyboard.press('ArrowDown');
    const focused = panel.locator('.pf-result-link:focus');
    await expect(focused).toHaveAttribute('href', `/en/camps/${otherSearchedCamp.slug}/`);
    await expect(resultLink(panel, 0)).toBeFocused();
    // The English index, and no other.
    expect(requested.some((path) => /\/pagefind\/(wasm|pagefind)\.en[._]/.test(path))).toBe(true);
    expect(requested.some((path) => /\/pagefind\/(wasm|pagefind)\.es[._]/.test(path))).toBe(false);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/en/camps/${otherSearchedCamp.slug}/`);
    expect(violations).toEqual([]);
  });

  test('opened before the page\'s islands start, it stays open and keeps its results once they run', async ({ page }) => {
    // The home page has islands (the hero carousel): the framework arrives after load and hydrates the page.
    await page.goto('/es/', { waitUntil: 'domcontentloaded' });
    const panel = await search(page, 'es', searchedCamp.name.es);
    await expect(resultLink(panel, 0)).toHaveAttribute('href', `/es/camps/${searchedCamp.slug}/`);
    await waitForIslands(page);
    await expect(page.locator('html')).toHaveAttribute('data-islands', 'loaded');
    await expect(panel.getByRole('searchbox')).toHaveValue(searchedCamp.name.es);
    await expect(panel.locator('.pf-result-link').first()).toBeVisible();
  });

  test('Escape closes it and gives focus back to its button; it opens again on its input', async ({ page }) => {
    await page.goto('/es/admission/');
    await search(page, 'es', 'calendario');
    const button = page.getByRole('button', { name: searchLabel.es });
    await page.keyboard.press('Escape');
    await expect(await menuPanel(button)).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect((await menuPanel(button)).getByRole('searchbox')).toBeFocused();
  });

  for (const locale of routing.locales) {
    test(`axe finds nothing serious with the search open and showing results (${locale})`, async ({ page }) => {
      await page.goto(localizedPath(locale, '/camps'));
      const query = locale === 'es' ? 'campamento' : 'camp';
      const panel = await search(page, locale, query);
      await settled(panel, query);
      await expect(panel.locator('.pf-result-link').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test.describe('what is indexed', () => {
  test('one entry per page of each language, and nothing else', () => {
    const entry = JSON.parse(readFileSync(join(outDir, 'pagefind', 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> };
    expect(Object.keys(entry.languages).sort()).toEqual([...routing.locales].sort());
    for (const locale of routing.locales) expect(entry.languages[locale]!.page_count, locale).toBe(routes.length);
  });

  test('the main content only: no navbar, footer or widget text; no redirect page or 404', async ({ page }) => {
    await page.goto('/es/contact/');
    const found = await page.evaluate(async () => {
      const pagefind = await import('/pagefind/pagefind.js' as string);
      const urls = async (query: string) => {
        const { results } = await pagefind.search(query);
        return Promise.all(results.map(async (result: { data: () => Promise<{ url: string }> }) => (await result.data()).url));
      };
      return {
        // In the widget and the footer of every page, in no page's main content.
        widget: await urls('Recordatorios'),
        footer: await urls('"Trabaja con nosotros"'),
        // Words of the 404 page ("La dirección no existe") and of the redirect pages ("Esta página está en").
        notFound: await urls('dirección'),
        redirect: await urls('está'),
      };
    });
    expect(found.widget).toEqual([]);
    expect(found.footer).toEqual([]);
    expect(found.notFound.length).toBeGreaterThan(0);
    for (const url of [...found.notFound, ...found.redirect]) expect(pagesOf('es'), url).toContain(url);
  });
});

test.describe('search without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the panel still opens and leads to the site map', async ({ page }) => {
    await page.goto('/en/services/');
    const button = page.getByRole('button', { name: searchLabel.en });
    await button.click();
    const panel = await menuPanel(button);
    await expect(panel).toContainText(en.search.unavailable);
    await panel.getByRole('link', { name: en.search.siteMap }).click();
    await expect(page).toHaveURL('/en/services/#site-map');
    await expect(page.locator('#site-map')).toBeInViewport();
  });
});

test.describe('the navbar on a narrow phone', () => {
  for (const width of [320, 360, 390]) {
    test(`keeps the search and every other control on screen at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 700 });
      await page.goto('/es/life/calendar/');
      for (const name of [searchLabel.es, es.layout.chooseLanguage, es.layout.openMenu]) {
        const box = (await page.getByRole('button', { name }).boundingBox())!;
        expect(box.x, name).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, name).toBeLessThanOrEqual(width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    });
  }
});
