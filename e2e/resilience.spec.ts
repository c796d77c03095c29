import { expect, test, type Page, type Route } from '@playwright/test';
import { islandBundles } from '@/components/islands/bundles';

const islandCode = /\/islands\/[^?]+\.js(\?|$)/;
/** The islands' loader: a module every page with islands runs, apart from the islands' own code. */
const isLoader = (route: Route) => new URL(route.request().url()).pathname === islandBundles().loader;
/** Refuses the islands' code; the loader comes, and finds it missing. */
const refuseIslandCode = (route: Route) => (isLoader(route) ? route.continue() : route.abort());

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

test.describe("a page whose islands' code cannot load", () => {
  test('stays as the server wrote it: readable, its links and menus working, loaded once', async ({ page }) => {
    const loads = countDocumentLoads(page);
    await page.route(islandCode, refuseIslandCode);
    await page.goto('/es/');
    await expect(page.locator('html')).toHaveAttribute('data-islands', 'failed');
    await expect(page.locator('[data-island="carousel"]').first()).toHaveAttribute('data-island-state', 'failed');
    await expectReadable(page);
    // The hero's first picture and the video's thumbnail are there, as served.
    await expect(page.getByTestId('video-play')).toBeVisible();
    await page.waitForTimeout(500);
    expect(loads.get('/es/')).toBe(1);
    await footerLink(page, 'Política de privacidad').click();
    await expect(page).toHaveURL('/es/privacy/');
    await expect(page.locator('h1')).toHaveText('Política de privacidad');
    await expectReadable(page);
  });

  test('a module the islands need that does not come marks them failed, as the server wrote them', async ({ page }) => {
    // The entry arrives; React DOM, which its runtime imports beside the component, does not.
    await page.route(/\/islands\/chunks\/react-dom-client-[^/]+\.js/, (route) => route.abort());
    await page.goto('/es/');
    await expect(page.locator('html')).toHaveAttribute('data-islands', 'failed');
    for (const island of await page.locator('[data-island="carousel"]').all()) await expect(island).toHaveAttribute('data-island-state', 'failed');
    await expectReadable(page);
  });

  test("without the islands' loader itself, the page stays as the server wrote it, loaded once, its links working", async ({ page }) => {
    const loads = countDocumentLoads(page);
    await page.route(islandCode, (route) => route.abort());
    await page.goto('/es/', { waitUntil: 'domcontentloaded' });
    await expectReadable(page);
    await expect(page.getByTestId('video-play')).toBeVisible();
    // No island's code was asked for: nothing marks them, nothing redraws them.
    await page.waitForTimeout(500);
    await expect(page.locator('[data-island-state]')).toHaveCount(0);
    expect(loads.get('/es/')).toBe(1);
    await footerLink(page, 'Política de privacidad').click();
    await expect(page).toHaveURL('/es/privacy/');
    await expectReadable(page);
  });

  test('a press kept for an island whose code never comes leaves the page usable', async ({ page }) => {
    await page.route(islandCode, refuseIslandCode);
    await page.goto('/es/contact/');
    await page.getByTestId('contact-form').scrollIntoViewIfNeeded();
    const name = page.getByLabel('Nombre completo');
    await name.fill('Ana');
    await expect(page.locator('html')).toHaveAttribute('data-islands', 'failed');
    await expect(name).toHaveValue('Ana');
    await footerLink(page, 'Política de privacidad').click();
    await expect(page).toHaveURL('/es/privacy/');
  });
});
