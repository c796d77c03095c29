import { expect, test } from '@playwright/test';
import { localizedPath, routes, sections } from '@/content/navigation';
import { routing } from '@/i18n/routing';
import es from '@/messages/es.json';
import en from '@/messages/en.json';

const labels = { es: es.nav, en: en.nav } as const;
// Home, then each top-level section with its pages: one test each, per locale.
const groups = [
  { name: 'home', routes: routes.filter((route) => route.key === 'home') },
  ...sections.map((section) => ({
    name: section.key,
    routes: routes.filter((route) => route.section === section.key),
  })),
];

for (const locale of routing.locales) {
  test.describe(`every route in ${locale}`, () => {
    for (const group of groups) {
      test(`${group.name}: status 200, lang, one h1, localized title`, async ({ page }) => {
        for (const route of group.routes) {
          const url = localizedPath(locale, route.path);
          const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
          expect.soft(response?.status(), url).toBe(200);
          const facts = await page.evaluate(() => ({
            lang: document.documentElement.lang,
            h1: document.querySelectorAll('h1').length,
            title: document.title,
          }));
          expect.soft(facts.lang, url).toBe(locale);
          expect.soft(facts.h1, `${url} h1 count`).toBe(1);
          const { title } = facts;
          if (route.key === 'home') expect.soft(title.length, url).toBeGreaterThan(3);
          else expect.soft(title, url).toContain(labels[locale][route.key]);
        }
      });
    }
  });
}

test.describe('unprefixed paths land on the Spanish page', () => {
  for (const group of groups) {
    test(`${group.name}`, async ({ page }) => {
      for (const route of group.routes) {
        await page.goto(route.path);
        await page.waitForURL(localizedPath('es', route.path), { waitUntil: 'commit' });
        await expect.soft(page.locator('html'), route.path).toHaveAttribute('lang', 'es');
      }
    });
  }

  test('without JavaScript the redirect page still moves on, or offers a link', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const html = await (await page.request.get('/admission/fees/')).text();
    expect(html).toContain('http-equiv="refresh" content="0; url=/es/admission/fees/"');
    expect(html).toContain('<a href="/es/admission/fees/">');
    await page.goto('/admission/fees/');
    await expect(page).toHaveURL('/es/admission/fees/');
    await context.close();
  });
});

test.describe('unknown paths go home, replacing the history entry', () => {
  test('Spanish by default', async ({ page }) => {
    await page.goto('/es/contact/');
    const before = await page.evaluate(() => history.length);
    const response = await page.goto('/does-not-exist/');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL('/es/');
    // location.replace: the unknown address left no entry of its own.
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await page.goBack();
    await expect(page).toHaveURL('/es/contact/');
  });

  test('English under /en/', async ({ page }) => {
    const response = await page.goto('/en/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL('/en/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
