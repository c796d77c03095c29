import type { Locator, Page } from '@playwright/test';

/**
 * The islands' code loads on its own once a page with islands has painted
 * (browser/inline/islands-loader.ts). Waits, without touching the page,
 * until every island on it answers (`data-island-state="ready"`); a page
 * without islands has nothing to wait for.
 */
export async function waitForIslands(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-island]')].every((island) => island.getAttribute('data-island-state') === 'ready'),
  );
}

/**
 * Waits until the islands run and every carousel slide shows its content:
 * until a carousel runs, its later slides hold theirs in a template (see carousel-frame.tsx).
 */
export async function waitForCarousels(page: Page) {
  await waitForIslands(page);
  await page.waitForFunction(() => [...document.querySelectorAll('[aria-roledescription="slide"]')].every((slide) => !slide.querySelector(':scope > template')));
}

/** The panel a menu button opens (its popovertarget). */
export async function menuPanel(button: Locator): Promise<Locator> {
  const id = await button.getAttribute('popovertarget');
  if (!id) throw new Error('not a menu button: no popovertarget');
  return button.page().locator(`[id="${id}"]`);
}

/** Whether a popover panel is open (in the top layer), as opposed to shown by hovering or closed. */
export const isPopoverOpen = (panel: Locator) => panel.evaluate((element) => element.matches(':popover-open'));

/** Holds the islands' code back until `release()`: what a visitor on a slow phone does first happens before the islands run. */
export async function holdIslandCode(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/islands\/[^?]+\.js(\?|$)/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}
