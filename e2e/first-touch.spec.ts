import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { islandBundles } from '@/components/islands/built-code';
import { attribute, elementsOf, rawText } from '@/scripts/postbuild/html';
import { exportedHtmlFiles, outDir } from './support/site';
import { holdIslandCode, menuPanel } from './support/ui';
import { searchedCamp } from './support/example-camps';

// The first touch of every control, whenever it comes (issue 19): what the
// platform runs works before any island code; a touch on an island before
// its code has arrived is kept, shows it is working, and is honoured exactly
// once when the code runs.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, reducedMotion: 'reduce' });

/**
 * The page parsed and loaded, its islands' code held back; with `loader`, their loader too: the page is
 * parsed and its inline scripts (the islands' early touches) have run, and the loader they ask for once
 * the page has loaded and painted has not come.
 */
async function openHeld(page: Page, path: string, { loader = false } = {}) {
  const release = await holdIslandCode(page, { loader });
  if (!loader) await page.goto(path);
  else {
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.readyState !== 'loading');
    // The loader has not run: no island's loading rule has started.
    expect(await page.locator('html').getAttribute('data-islands')).toBeNull();
  }
  return release;
}

/** What is held when the visitor touches first: the island's code, or the islands' loader as well (as on a slow first visit, the moment the page shows). */
const holds = [
  { before: 'its code', loader: false },
  { before: 'the islands\' loader', loader: true },
];

for (const { before, loader } of holds) {
  test(`a carousel arrow pressed before ${before}: the slide changes at once, and the engine starts from it`, async ({ page }) => {
    const release = await openHeld(page, '/es/', { loader });
    const carousel = page.getByRole('region', { name: 'Fotos de las instalaciones' });
    const next = carousel.getByRole('button', { name: 'Siguiente' });
    const active = carousel.locator('[aria-roledescription="slide"][data-active="true"]');
    await next.scrollIntoViewIfNeeded();
    await expect(active).toHaveAttribute('aria-label', /^1 de /);
    await next.tap();
    await next.tap();
    // Answered before any island code: two presses, two slides on, the new one shown.
    await expect(active).toHaveAttribute('aria-label', /^3 de /);
    await expect(active).toBeVisible();
    await expect(carousel).toHaveAttribute('data-hydrated', 'false');
    release();
    await expect(carousel).toHaveAttribute('data-hydrated', 'true');
    // The engine takes over on the slide shown, and no press is pressed again.
    await page.waitForTimeout(600);
    await expect(active).toHaveAttribute('aria-label', /^3 de /);
    await expect(active).toBeVisible();
    await expect(next).not.toHaveAttribute('aria-busy');
    await next.tap();
    await expect(active).toHaveAttribute('aria-label', /^4 de /);
  });

  test(`a sliding row of cards keeps an arrow press before ${before} and honours it once its code runs`, async ({ page }) => {
    const release = await openHeld(page, '/es/services/extracurricular/', { loader });
    const carousel = page.locator('[data-carousel="cards"]').first();
    const next = carousel.getByRole('button', { name: 'Siguiente' });
    await next.scrollIntoViewIfNeeded();
    await next.tap();
    await expect(next).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(carousel).toHaveAttribute('data-hydrated', 'true');
    await expect(next).not.toHaveAttribute('aria-busy');
    await expect(carousel.locator('[aria-roledescription="slide"][data-active="true"]').first()).toHaveAttribute('aria-label', /^2 de /);
  });
}

test('play needs no island code: with every island held, the press shows the player at once', async ({ page }) => {
  await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>video</title>' }));
  await openHeld(page, '/es/meetus/founder/');
  const play = page.getByTestId('video-play');
  await play.tap();
  await expect(page.getByTestId('video-player')).toHaveCount(1);
  await expect(page.getByTestId('video-player')).toBeFocused();
  await expect(page.getByTestId('video-play')).toHaveCount(0);
  await expect(page.getByTestId('video-player').locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
});

for (const { before, loader } of holds) {
  test(`send pressed first, before ${before}: the form says what is missing, and once its code runs it checks once`, async ({ page }) => {
    const release = await openHeld(page, '/es/contact/', { loader });
    const form = page.getByTestId('contact-form');
    const send = form.getByRole('button', { name: 'Enviar Mensaje' });
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await send.tap();
    await expect(send).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    // react-hook-form's check: every required field marked, focus on the first, nothing sent.
    await expect(form.getByRole('textbox', { name: 'Nombre completo', exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('textbox', { name: 'Nombre completo', exact: true })).toBeFocused();
    await expect(send).not.toHaveAttribute('aria-busy');
    expect(alerts).toEqual([]);
  });
}

test('the search field is in its panel at the first press, before Pagefind has arrived', async ({ page }) => {
  let releaseSearch!: () => void;
  const gate = new Promise<void>((resolve) => (releaseSearch = resolve));
  await page.route(/\/pagefind\/pagefind-component-ui\.js/, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/es/stages/');
  const button = page.getByRole('button', { name: 'Buscar en el sitio' });
  await button.tap();
  const panel = await menuPanel(button);
  const field = panel.getByRole('searchbox');
  await expect(field).toBeVisible();
  await expect(field).toBeFocused();
  await page.keyboard.type(searchedCamp.name.es);
  releaseSearch();
  await expect(panel.locator('.pf-result-link').first()).toHaveAttribute('href', `/es/camps/${searchedCamp.slug}/`);
  await expect(field).toHaveValue(searchedCamp.name.es);
});

test("an island's modules are all requested at once, not one level of imports after another", async ({ page }) => {
  const requested = new Set<string>();
  page.on('request', (request) => {
    if (request.url().includes('/islands/')) requested.add(new URL(request.url()).pathname);
  });
  // Held, no island's module reaches the browser: whatever is requested was asked for without reading any module's imports.
  const release = await openHeld(page, '/es/');
  const island = page.locator('[data-island="carousel"]').first();
  const source = await island.getAttribute('data-island-src');
  const { modules } = islandBundles().islands.carousel!;
  expect(source).toBe(islandBundles().islands.carousel!.src);
  // React DOM is among them: the renderer, which the loader imports beside the island's component.
  expect(modules.some((module) => /\/islands\/hydrate-[^/]+\.js$/.test(module))).toBe(true);
  // With the islands' loader, the one module that asks for them.
  const expected = [islandBundles().loader, source!, ...modules].sort();
  await expect.poll(() => [...requested].sort()).toEqual(expected);
  release();
  await expect(page.locator('[data-carousel]').first()).toHaveAttribute('data-hydrated', 'true');
  // Nothing beyond them came with the page: the contact form's rules and other islands' code stay away.
  expect([...requested].sort()).toEqual(expected);
});

test('pages without islands load no script file and at most 2 KB (gzip) of inline script', () => {
  const problems: string[] = [];
  for (const file of exportedHtmlFiles()) {
    const html = readFileSync(join(outDir, file), 'utf8');
    const elements = elementsOf(html);
    if (elements.some((element) => attribute(element, 'data-island') !== undefined)) continue;
    const scripts = elements.filter((element) => element.tagName === 'script' && !(attribute(element, 'type') ?? '').includes('json'));
    const files = scripts.filter((script) => attribute(script, 'src') !== undefined);
    const inline = gzipSync(scripts.map((script) => rawText(html, script)).join('')).length;
    if (files.length > 0) problems.push(`${file}: ${files.length} script file(s)`);
    if (inline > 2048) problems.push(`${file}: ${inline} bytes of inline script (gzip)`);
  }
  expect(problems).toEqual([]);
});
