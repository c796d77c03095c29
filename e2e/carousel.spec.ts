import { expect, test, type Page } from '@playwright/test';

const heroCarousel = (page: Page) => page.locator('[data-carousel="hero"]');
const slides = (page: Page) => heroCarousel(page).locator('[aria-roledescription="slide"]');
const activeLabel = (page: Page) => heroCarousel(page).locator('[data-active="true"]').getAttribute('aria-label');

/** Pointer over the navbar (outside the carousel) and focus nowhere. */
async function leave(page: Page) {
  await page.mouse.move(640, 10);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

async function hydrated(page: Page) {
  // The island has hydrated once embla has positioned the slides.
  await expect(slides(page).nth(1)).toHaveAttribute('style', /transform/);
}

test.describe('hero carousel (home)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('is a labelled carousel of three slides, the first in the server HTML', async ({ page }) => {
    const html = await (await page.request.get('/es/')).text();
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('aria-label="1 de 3"');
    expect(html).toContain('aria-label="3 de 3"');
    await page.goto('/es/');
    await expect(heroCarousel(page)).toHaveAttribute('aria-label', 'Imágenes del colegio');
    await expect(slides(page)).toHaveCount(3);
    await expect(slides(page).nth(0)).toHaveAttribute('aria-label', '1 de 3');
    await expect(slides(page).nth(2)).toHaveAttribute('aria-label', '3 de 3');
    await expect(slides(page).nth(0)).toHaveAttribute('data-active', 'true');
    for (const index of [1, 2]) await expect(slides(page).nth(index)).toHaveAttribute('inert', '');
    // Only the first picture is fetched eagerly.
    const loading = await heroCarousel(page).locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('loading')));
    expect(loading).toEqual(['eager', 'lazy', 'lazy']);
  });

  test('fades in 300 ms, loops and moves by itself until paused', async ({ page }) => {
    await page.clock.install();
    await page.goto('/es/');
    await hydrated(page);
    const transition = await slides(page).nth(0).evaluate((slide) => getComputedStyle(slide).transitionDuration);
    expect(transition).toBe('0.3s');
    await leave(page);
    await page.clock.fastForward(6_100);
    expect(await activeLabel(page)).toBe('2 de 3');
    await page.clock.fastForward(6_100);
    await page.clock.fastForward(6_100);
    expect(await activeLabel(page)).toBe('1 de 3');
    await expect(slides(page).nth(1)).toHaveAttribute('inert', '');

    const toggle = heroCarousel(page).getByTestId('carousel-toggle');
    await expect(toggle).toHaveAccessibleName('Pausar');
    await toggle.click();
    await expect(toggle).toHaveAccessibleName('Reproducir');
    await leave(page);
    await page.clock.fastForward(20_000);
    expect(await activeLabel(page)).toBe('1 de 3');
  });

  test('stops while the pointer or keyboard focus is inside', async ({ page }) => {
    await page.clock.install();
    await page.goto('/es/');
    await hydrated(page);
    await heroCarousel(page).hover();
    await page.clock.fastForward(20_000);
    expect(await activeLabel(page)).toBe('1 de 3');
    await leave(page);
    await heroCarousel(page).getByRole('button', { name: 'Siguiente' }).focus();
    await page.keyboard.press('Enter');
    expect(await activeLabel(page)).toBe('2 de 3');
    await page.clock.fastForward(20_000);
    expect(await activeLabel(page)).toBe('2 de 3');
    await heroCarousel(page).getByRole('button', { name: 'Anterior' }).click();
    expect(await activeLabel(page)).toBe('1 de 3');
  });

  test('never moves by itself with prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/en/');
    await hydrated(page);
    await expect(heroCarousel(page).getByTestId('carousel-toggle')).toHaveAccessibleName('Play');
    await leave(page);
    await page.clock.fastForward(30_000);
    expect(await activeLabel(page)).toBe('1 of 3');
  });

  test('hydrating causes no layout shift', async ({ page }) => {
    await page.goto('/es/');
    await hydrated(page);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shift).toBeLessThan(0.01);
  });
});
