import { expect, type Locator, type Page } from '@playwright/test';
import { islandBundles } from '@/components/islands/built-code';

/**
 * An island's code loads by its loading rule (browser/islands/rules/): a
 * "visible" island's once a page with islands has painted and the island is
 * within half a screen of view; a "first-use" island's is fetched once it
 * comes into view and runs on the visitor's first use of it. Waits until
 * every island on the page is ready (`data-island-state="ready"`); a page
 * without islands has nothing to wait for, nor an island the page does not
 * show (a hero in print). An island whose code has not started is brought
 * into view, as a visitor scrolling to it would, and a first-use one is used
 * as a visitor's first focus would (a focusin event, which neither moves the
 * focus nor marks a field visited); the page then scrolls back, so that what
 * a test sees next (a screenshot) is as before the wait.
 */
export async function waitForIslands(page: Page) {
  const top = await page.evaluate(() => window.scrollY);
  let scrolled = false;
  for (const island of await page.locator('[data-island]').all()) {
    if ((await island.getAttribute('data-island-state')) !== null || !(await shown(island))) continue;
    scrolled = true;
    await island.evaluate((element) => element.firstElementChild?.scrollIntoView({ block: 'nearest', behavior: 'instant' }));
    if ((await island.getAttribute('data-island-load')) !== 'first-use') {
      // Seen in its place before the page moves on to the next.
      await expect(island).toHaveAttribute('data-island-state', /./);
      continue;
    }
    await island.evaluate((element) => {
      const field = element.querySelector('input, select, textarea, button') ?? element;
      field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
  }
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-island]')].every(
      (island) => island.getAttribute('data-island-state') === 'ready' || (!island.hasAttribute('data-island-state') && !island.firstElementChild?.checkVisibility()),
    ),
  );
  if (scrolled) await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
}

/** Whether an island's content has a box: one the page does not show (a hero in print) is never in view, and never loads. */
const shown = (island: Locator) => island.evaluate((element) => element.firstElementChild?.checkVisibility() ?? false);

/**
 * Waits until the islands run and every carousel's engine has started: until
 * then a fading carousel lays out only its active slide (see carousel-step.ts).
 */
export async function waitForCarousels(page: Page) {
  await waitForIslands(page);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-carousel]')].every((carousel) => carousel.getAttribute('data-hydrated') === 'true' || !carousel.checkVisibility()),
  );
}

/** The panel a menu button opens (its popovertarget). */
export async function menuPanel(button: Locator): Promise<Locator> {
  const id = await button.getAttribute('popovertarget');
  if (!id) throw new Error('not a menu button: no popovertarget');
  return button.page().locator(`[id="${id}"]`);
}

/** Whether a popover panel is open (in the top layer), as opposed to shown by hovering or closed. */
export const isPopoverOpen = (panel: Locator) => panel.evaluate((element) => element.matches(':popover-open'));

/**
 * Holds the islands' code back until `release()`: what a visitor on a slow phone does first happens before
 * the islands run. The islands' loader (a small module their inline early touches ask for once the page
 * has loaded and painted, before any island's code) comes as usual, unless `loader` holds it back too:
 * then only the islands' inline scripts run.
 */
export async function holdIslandCode(page: Page, { loader = false } = {}) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const loaderPath = islandBundles().loader;
  await page.route(/\/islands\/[^?]+\.js(\?|$)/, async (route) => {
    if (loader || new URL(route.request().url()).pathname !== loaderPath) await gate;
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
