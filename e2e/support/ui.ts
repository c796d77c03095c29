import type { Locator, Page } from '@playwright/test';

/**
 * The islands' code loads on its own once a page with islands has painted
 * (browser/inline/islands-loader.ts); a near island's is fetched once it
 * comes into view and runs once the visitor reaches into it. Waits until
 * every island on the page answers (`data-island-state="ready"`); a page
 * without islands has nothing to wait for. A near island whose code has not
 * started is brought into view, and reached into as a visitor's first focus
 * would (a focusin event, which neither moves the focus nor marks a field
 * visited); the page then scrolls back, so that what a test sees next (a
 * screenshot) is as before the wait.
 */
export async function waitForIslands(page: Page) {
  const scrolledFrom = await page.evaluate(() => {
    const near = [...document.querySelectorAll<HTMLElement>('[data-island-load="near"]:not([data-island-state])')];
    const top = window.scrollY;
    for (const island of near) {
      island.firstElementChild?.scrollIntoView({ block: 'nearest' });
      const field = island.querySelector('input, select, textarea, button') ?? island;
      field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    }
    return near.length > 0 ? top : null;
  });
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-island]')].every((island) => island.getAttribute('data-island-state') === 'ready'),
  );
  if (scrolledFrom !== null) await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), scrolledFrom);
}

/**
 * Waits until the islands run and every carousel's engine has started: until
 * then a fading carousel lays out only its active slide (see carousel-step.ts).
 */
export async function waitForCarousels(page: Page) {
  await waitForIslands(page);
  await page.waitForFunction(() => [...document.querySelectorAll('[data-carousel]')].every((carousel) => carousel.getAttribute('data-hydrated') === 'true'));
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

/**
 * The contact form's errors the browser's own checks show before the form
 * runs (form-fields.tsx, NativeError), by field name: each shown one's words
 * (its generated text). Fields showing none are left out.
 */
export const shownNativeErrors = (form: Locator) =>
  form.locator('.native-error').evaluateAll((errors) =>
    Object.fromEntries(
      errors
        .filter((error) => getComputedStyle(error).display !== 'none')
        .map((error) => [error.id.replace(/-native-error$/, ''), JSON.parse(getComputedStyle(error, '::after').content) as string]),
    ),
  );

/**
 * The description Chromium itself gives a control (what assistive technology
 * is told), read from its accessibility tree: unlike Playwright's own
 * computation, it leaves out the generated text of a hidden element.
 */
export async function chromiumDescription(page: Page, selector: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    return (nodes[0]?.description?.value as string | undefined) ?? '';
  } finally {
    await cdp.detach();
  }
}
