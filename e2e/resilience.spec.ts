import { expect, test, type Page, type Route } from '@playwright/test';
import { islandBundles } from '@/components/islands/built-code';

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
    // The component's module arrives; the renderer (React DOM), which the loader imports beside it, does not.
    await page.route(/\/islands\/hydrate-[^/]+\.js/, (route) => route.abort());
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

test.describe("the islands' loader and the hero's picture", () => {
  /** The hero's first picture (whichever width the page picks), held back until `release()`. */
  async function holdHeroPicture(page: Page) {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/images\/variants\/hero-home-1-[^/]*\.avif$/, async (route) => {
      await gate;
      await route.continue().catch(() => {});
    });
    return release;
  }

  test("the loader is asked for only once the hero's picture has arrived and the page has painted", async ({ page }) => {
    const events: string[] = [];
    page.on('request', (request) => new URL(request.url()).pathname === islandBundles().loader && events.push('loader asked for'));
    page.on('requestfinished', (request) => /\/hero-home-1-/.test(request.url()) && events.push('picture arrived'));
    const release = await holdHeroPicture(page);
    await page.goto('/es/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('h1').first()).toBeVisible();
    // Read and painted, its picture still on its way: no loader yet, so nothing takes the picture's bandwidth.
    await page.waitForTimeout(1000);
    expect(events).toEqual([]);
    release();
    await expect(page.locator('[data-island="carousel"]').first()).toHaveAttribute('data-island-state', 'ready');
    expect(events.slice(0, 2)).toEqual(['picture arrived', 'loader asked for']);
  });

  test("a hero's picture that never arrives holds the page's load event back; the islands' loader starts anyway", async ({ page }) => {
    await holdHeroPicture(page);
    const loaderAskedFor = page.waitForRequest((request) => new URL(request.url()).pathname === islandBundles().loader, { timeout: 15_000 });
    await page.goto('/es/', { waitUntil: 'domcontentloaded' });
    // A few seconds after the page starts (browser/islands/early-touches.ts), loaded or not; the loader then runs.
    await loaderAskedFor;
    await expect(page.locator('html')).toHaveAttribute('data-islands', /./);
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    // The carousel waits for the page's largest paint to hydrate by itself; a touch hydrates it at once.
    const carousel = page.locator('[data-island="carousel"]').first();
    await carousel.getByRole('button').first().focus();
    await expect(carousel).toHaveAttribute('data-island-state', 'ready');
  });
});
