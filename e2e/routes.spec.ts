import { expect, test } from '@playwright/test';
import { localizedPath } from '@/content/navigation';
import { routeGroups } from './support/site';

// Status, lang, one h1 and title of every page: all-pages.spec.ts.

test.describe('unprefixed paths land on the Spanish page', () => {
  for (const group of routeGroups) {
    test(`${group.name}`, async ({ page }) => {
      for (const route of group.routes) {
        await page.goto(route.path, { waitUntil: 'commit' });
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
  test('Spanish by default', async ({ context }) => {
    // A tab of its own: the shared one's history may already hold 50 entries, the most a tab counts.
    const page = await context.newPage();
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
