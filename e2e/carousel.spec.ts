import { expect, test, type Page } from '@playwright/test';
import { holdIslandCode, waitForIslands } from './support/ui';

const heroCarousel = (page: Page) => page.locator('[data-carousel="hero"]');
const slides = (page: Page) => heroCarousel(page).locator('[aria-roledescription="slide"]');
const activeLabel = (page: Page) => heroCarousel(page).locator('[data-active="true"]').getAttribute('aria-label');

/** Pointer over the navbar (outside the carousel) and focus nowhere. */
async function leave(page: Page) {
  await page.mouse.move(640, 10);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

async function hydrated(page: Page) {
  await waitForIslands(page);
  // The island has hydrated once embla has positioned the slides, and the carousel says its engine runs.
  await expect(slides(page).nth(1)).toHaveAttribute('style', /transform/);
  await expect(heroCarousel(page)).toHaveAttribute('data-hydrated', 'true');
}

/** The slides' live region: 'off' while they rotate by themselves, 'polite' while the autoplay stands still. */
const liveRegion = (page: Page) => heroCarousel(page).locator('[aria-live]');
const slideLabels = ['1 de 3', '2 de 3', '3 de 3'];
/** The label of the slide `steps` after the one labelled `label`. */
const after = (label: string, steps: number) => slideLabels[(slideLabels.indexOf(label) + steps) % slideLabels.length];

/**
 * Hands the page's clock to the test: from here no timer fires but those the test's clock reaches, so
 * that no step of the test races the page's own time (a slow load would otherwise let the first slide's
 * six seconds pass while the test is still getting ready). The pointer rests on the carousel meanwhile:
 * once it leaves, the slide in view gets its full time again, counted on the paused clock.
 */
async function pauseClock(page: Page) {
  await heroCarousel(page).hover();
  await expect(liveRegion(page)).toHaveAttribute('aria-live', 'polite');
  // pauseAt takes a time still to come: a moment ahead of the page's clock, which runs until then.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await leave(page);
  await expect(liveRegion(page)).toHaveAttribute('aria-live', 'off');
}

/**
 * Waits for what the autoplay waits for once a slide's time is up (carousel-frame.tsx): the next
 * slide's pictures, fetched as soon as it is next. Then a step of the clock moves the slides at once.
 */
async function nextPicturesReady(page: Page) {
  await expect
    .poll(() =>
      heroCarousel(page).evaluate((carousel) => {
        const all = [...carousel.querySelectorAll('[aria-roledescription="slide"]')];
        const next = all[(all.findIndex((slide) => slide.getAttribute('data-active') === 'true') + 1) % all.length]!;
        return [...next.querySelectorAll('img')].every((img) => img.complete);
      }),
    )
    .toBe(true);
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
    // Every slide's picture is in the server HTML, but until the carousel runs only the first slide is
    // laid out, so the others' lazy pictures are not fetched.
    const loading = () => heroCarousel(page).locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('loading')));
    const serverPictures = await page.evaluate(
      (text) => new DOMParser().parseFromString(text, 'text/html').querySelectorAll('[data-carousel="hero"] img').length,
      html,
    );
    expect(serverPictures).toBe(3);
    const release = await holdIslandCode(page);
    await page.goto('/es/');
    await page.waitForLoadState('load');
    const fetched = () => heroCarousel(page).locator('img').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc !== ''));
    expect(await fetched()).toEqual([true, false, false]);
    release();
    await waitForIslands(page);
    // The next slide's picture is fetched ahead of its turn.
    await expect.poll(loading).toEqual(['eager', 'eager', 'lazy']);
  });

  test('changes by itself with no input at all, its first slide shown its full time', async ({ page }) => {
    await page.goto('/es/');
    await expect(slides(page).nth(0)).toHaveAttribute('data-active', 'true');
    // The page starts its own code: no pointer, key or scroll here.
    await expect(slides(page).nth(1)).toHaveAttribute('data-active', 'true', { timeout: 15_000 });
    // Six seconds from the page's start, not from when the code arrived.
    expect(await page.evaluate(() => performance.now())).toBeGreaterThan(5_900);
  });

  test('fades in 300 ms, loops and moves by itself until paused', async ({ page }) => {
    await page.clock.install();
    await page.goto('/es/');
    await hydrated(page);
    const transition = await slides(page).nth(0).evaluate((slide) => getComputedStyle(slide).transitionDuration);
    expect(transition).toBe('0.3s');
    await pauseClock(page);
    const first = (await activeLabel(page))!;
    // Each slide stays six seconds, then the next comes (its pictures have arrived: the clock does not
    // hurry them), and after the last the first again.
    await nextPicturesReady(page);
    await page.clock.fastForward(5_900);
    expect(await activeLabel(page)).toBe(first);
    await page.clock.fastForward(200);
    await expect.poll(() => activeLabel(page)).toBe(after(first, 1));
    await nextPicturesReady(page);
    await page.clock.fastForward(6_100);
    await expect.poll(() => activeLabel(page)).toBe(after(first, 2));
    await nextPicturesReady(page);
    await page.clock.fastForward(6_100);
    await expect.poll(() => activeLabel(page)).toBe(first);
    await expect(heroCarousel(page).locator('[data-active="true"]')).not.toHaveAttribute('inert');
    await expect(heroCarousel(page).locator('[aria-roledescription="slide"][inert]')).toHaveCount(2);

    const toggle = heroCarousel(page).getByTestId('carousel-toggle');
    await expect(toggle).toHaveAccessibleName('Pausar');
    await toggle.click();
    await expect(toggle).toHaveAccessibleName('Reproducir');
    await leave(page);
    await page.clock.fastForward(20_000);
    expect(await activeLabel(page)).toBe(first);
  });

  test('stops while the pointer or keyboard focus is inside', async ({ page }) => {
    await page.clock.install();
    await page.goto('/es/');
    await hydrated(page);
    await heroCarousel(page).hover();
    // Still before the clock moves (a slow load may have let the first slide's time pass already).
    await expect(liveRegion(page)).toHaveAttribute('aria-live', 'polite');
    const shown = (await activeLabel(page))!;
    await page.clock.fastForward(20_000);
    expect(await activeLabel(page)).toBe(shown);
    await leave(page);
    await heroCarousel(page).getByRole('button', { name: 'Siguiente' }).focus();
    await expect(liveRegion(page)).toHaveAttribute('aria-live', 'polite');
    await page.keyboard.press('Enter');
    expect(await activeLabel(page)).toBe(after(shown, 1));
    await page.clock.fastForward(20_000);
    expect(await activeLabel(page)).toBe(after(shown, 1));
    await heroCarousel(page).getByRole('button', { name: 'Anterior' }).click();
    expect(await activeLabel(page)).toBe(shown);
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

test.describe('section hero carousels (admission, foundation)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  const sections = [
    {
      label: 'Imágenes de admisiones',
      pages: [
        ['/es/admission/', 'Admisiones'],
        ['/es/admission/application/', 'Solicitud de plaza'],
        ['/es/admission/visit/', 'Visita'],
        ['/es/admission/fees/', 'Honorarios'],
        ['/es/admission/opendoors/', 'Puertas abiertas'],
      ],
    },
    {
      label: 'Imágenes de la Fundación',
      pages: [
        ['/es/foundation/', 'Fundación'],
        ['/es/foundation/reason/', 'Razón de ser'],
        ['/es/foundation/president/', 'Carta del Presidente'],
        ['/es/foundation/foundational/', 'Fines Fundacionales'],
        ['/es/foundation/social/', 'Obra social'],
      ],
    },
  ] as const;

  for (const { label, pages } of sections) {
    test(`${label}: three fading slides under the page's only h1`, async ({ page }) => {
      for (const [path, title] of pages) {
        await page.goto(path);
        await expect(page.locator('h1'), path).toHaveText(title);
        await expect(heroCarousel(page), path).toHaveAttribute('aria-label', label);
        await expect(slides(page), path).toHaveCount(3);
        for (const index of [0, 1, 2]) await expect(slides(page).nth(index), path).toHaveAttribute('aria-label', `${index + 1} de 3`);
        await hydrated(page);
        const transition = await slides(page).nth(0).evaluate((slide) => getComputedStyle(slide).transitionDuration);
        expect(transition, path).toBe('0.3s');
      }
    });
  }

  test('the foundation hero keeps the foundation emblem above its title', async ({ page }) => {
    await page.goto('/es/foundation/');
    const hero = page.locator('div', { has: heroCarousel(page) }).filter({ has: page.locator('h1') }).last();
    await expect(hero.locator('svg[viewBox="0 0 64 64"]')).toBeVisible();
  });
});

test.describe('extracurricular card slider', () => {
  const group = (page: Page, key: string) => page.locator(`section[data-group="${key}"] [data-carousel="cards"]`);

  for (const [width, inView] of [
    [390, 1],
    [700, 2],
    [1000, 3],
  ] as const) {
    test(`shows ${inView} card${inView > 1 ? 's' : ''} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/es/services/extracurricular/');
      const sports = group(page, 'sports');
      await sports.scrollIntoViewIfNeeded();
      await expect(sports.locator('[aria-roledescription="slide"]')).toHaveCount(4);
      await expect(sports.locator('[aria-roledescription="slide"][data-active="true"]')).toHaveCount(inView);
      await expect(sports.locator('[aria-roledescription="slide"][inert]')).toHaveCount(4 - inView);
      // Three cards need no controls where three fit.
      await expect(group(page, 'new').getByRole('button', { name: 'Siguiente' })).toBeVisible({ visible: width < 768 });
    });
  }

  test('moves one card at a time', async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 900 });
    await page.clock.install();
    await page.goto('/es/services/extracurricular/');
    const sports = group(page, 'sports');
    await sports.getByTestId('carousel-toggle').click();
    await expect(sports.getByTestId('carousel-toggle')).toHaveAccessibleName('Reproducir');
    const active = sports.locator('[aria-roledescription="slide"][data-active="true"]');
    await expect(active).toHaveCount(2);
    await expect(active.first()).toHaveAttribute('aria-label', '1 de 4');
    await sports.getByRole('button', { name: 'Siguiente' }).click();
    await page.clock.runFor(2_000);
    await expect(active.first()).toHaveAttribute('aria-label', '2 de 4');
    await expect(active).toHaveCount(2);
  });
});
