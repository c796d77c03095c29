import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The framework's scripts arrive at the visitor's first interaction
 * (scripts/postbuild/deferred-scripts.ts): move the pointer, as a visitor
 * would, and wait until React owns the page.
 */
export async function startIslands(page: Page) {
  await page.mouse.move(1, 1);
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith('__reactProps')));
}

/**
 * Starts the islands and waits until every carousel slide holds its content:
 * until a carousel runs, only its first slide has any (see carousel-frame.tsx).
 */
export async function startCarousels(page: Page) {
  await startIslands(page);
  await page.waitForFunction(() => [...document.querySelectorAll('[aria-roledescription="slide"]')].every((slide) => slide.childElementCount > 0));
}

/**
 * Opens a disclosure button. A click that lands before React has hydrated the
 * page does nothing, so retry until the button reports itself expanded.
 */
export async function openDisclosure(button: Locator) {
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** Hovers `target` until the disclosure `button` beside it reports itself expanded. */
export async function hoverOpen(target: Locator, button: Locator) {
  await expect(async () => {
    await target.page().mouse.move(0, 400);
    await target.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
