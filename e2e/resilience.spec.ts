import { expect, test, type Page } from '@playwright/test';
import { waitForIslands } from './support/ui';

const chunk = /\/_next\/static\/chunks\/[^?]+\.js(\?|$)/;
const routePayload = /\/index\.txt(\?|$)|\/__next\.[^/]*\.txt(\?|$)/;

/** Waits until the page's islands work, and its client navigation with them. */
async function hydrated(page: Page) {
  await waitForIslands(page);
  await page.waitForLoadState('networkidle');
}

/** The page a visitor sees is never blank: a heading and real text. */
async function expectReadable(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  expect(await page.evaluate(() => document.body.innerText.trim().length)).toBeGreaterThan(200);
}

/** Counts full page loads (document requests) of each path. */
function countDocumentLoads(page: Page) {
  const loads = new Map<string, number>();
  page.on('request', (request) => {
    if (request.resourceType() !== 'document') return;
    const path = new URL(request.url()).pathname;
    loads.set(path, (loads.get(path) ?? 0) + 1);
  });
  return loads;
}

const footerLink = (page: Page, name: string) => page.locator('footer').getByRole('link', { name, exact: true });

test.describe('client navigation when files fail to load', () => {
  test('route payload (.txt) aborted: the visitor still reaches the page', async ({ page }) => {
    await page.goto('/es/');
    await hydrated(page);
    await page.route(routePayload, (route) => route.abort());
    await footerLink(page, 'Política de privacidad').click();
    await expect(page).toHaveURL('/es/privacy/');
    await expect(page.locator('h1')).toHaveText('Política de privacidad');
    await expectReadable(page);
  });

  test('script chunks (.js) aborted: the visitor reaches the page, readable, after one attempt at most', async ({ page }) => {
    await page.goto('/es/');
    await hydrated(page);
    const loads = countDocumentLoads(page);
    await page.route(chunk, (route) => route.abort());
    // The contact page needs code the home page has not loaded (the form).
    await footerLink(page, 'Contacto').click();
    await expect(page).toHaveURL('/es/contact/');
    await expect(page.locator('h1')).toHaveText('Contacto');
    await expectReadable(page);
    await page.waitForTimeout(2_000);
    // One hard load of the target at most, and no loop.
    expect(loads.get('/es/contact/') ?? 0).toBeLessThanOrEqual(1);
    expect(loads.get('/es/') ?? 0).toBe(0);
    await expectReadable(page);
  });

  test('both aborted: the page loads in full once, reloads once, then stays readable', async ({ page }) => {
    await page.goto('/en/');
    await hydrated(page);
    const loads = countDocumentLoads(page);
    await page.route(chunk, (route) => route.abort());
    await page.route(routePayload, (route) => route.abort());
    await footerLink(page, 'Cookie policy').click();
    await expect(page).toHaveURL('/en/cookies/');
    await expect(page.locator('h1')).toHaveText('Cookie policy');
    await page.waitForTimeout(2_000);
    expect(loads.get('/en/cookies/') ?? 0).toBeLessThanOrEqual(2);
    await expectReadable(page);
  });
});

test.describe('a page whose code cannot load', () => {
  test('reloads once, then stays readable; a later good load clears the marker', async ({ page }) => {
    const loads = countDocumentLoads(page);
    await page.route(chunk, (route) => route.abort());
    await page.goto('/es/contact/');
    // The page asks for its code on its own once loaded.
    await expect.poll(() => loads.get('/es/contact/') ?? 0).toBe(2);
    await page.waitForTimeout(2_000);
    expect(loads.get('/es/contact/')).toBe(2);
    await expectReadable(page);
    expect(await page.evaluate(() => sessionStorage.getItem('reload-after-chunk-error'))).toBe('/es/contact/');

    await page.unroute(chunk);
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId('contact-form')).toHaveAttribute('data-hydrated', 'true');
    expect(await page.evaluate(() => sessionStorage.getItem('reload-after-chunk-error'))).toBeNull();
  });
});

test.describe('rendering failure', () => {
  for (const [locale, link, title, home] of [
    ['es', 'Contacto', '¡Error inesperado de la aplicación!', 'Ir al inicio'],
    ['en', 'Contact', 'Unexpected application error!', 'Go to the home page'],
  ] as const) {
    test(`shows the localized error page with a way home (${locale})`, async ({ page }) => {
      await page.goto(`/${locale}/`);
      await hydrated(page);
      // Break the next page: its payload names a component its code does not export.
      await page.route(new RegExp(`/${locale}/contact/index\\.txt`), async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace('"ContactForm"]', '"NoSuchComponent"]');
        await route.fulfill({ response, body });
      });
      await footerLink(page, link).click();
      const error = page.getByTestId('error-page');
      await expect(error.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('h1')).toHaveCount(1);
      const homeLink = error.getByRole('link', { name: home });
      await expect(homeLink).toHaveAttribute('href', `/${locale}/`);
      await page.unroute(new RegExp(`/${locale}/contact/index\\.txt`));
      await homeLink.click();
      await expect(page).toHaveURL(`/${locale}/`);
    });
  }
});
