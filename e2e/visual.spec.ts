import { expect, test, type Page } from '@playwright/test';
import { hrefFor, type RouteKey } from '@/content/navigation';
import type { Locale } from '@/i18n/routing';
import es from '@/messages/es.json';
import { notSpecSample, onSpecSample } from '@/tests/support/spec-sample';
import { waitForCarousels } from './support/ui';

/*
 * What a family sees, as approved screenshots (e2e/__screenshots__/, Debian's
 * Chromium on Linux, as in CI). A change to the look fails here until its
 * baselines are redrawn on purpose, in the same commit:
 *   npx playwright test e2e/visual.spec.ts --update-snapshots
 *
 * Every shot is made still: the visitor asks for less motion, so carousels
 * stay on their first slide and animations end at once; the caret is hidden
 * and the fonts have loaded. Pictures are served as one transparent pixel:
 * their place is in the shot, their pixels are not (the picture tests check
 * those), which keeps the baselines small.
 */

const pages: { key: RouteKey; locale: Locale }[] = [
  ...(['home', 'fees', 'contact', 'camps', 'camp-antibes', 'calendar', 'stages'] as const).map((key) => ({ key, locale: 'es' as const })),
  { key: 'home', locale: 'en' },
  { key: 'fees', locale: 'en' },
];
const notFound = '/es/no-such-page/';

const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 800 };

async function settle(page: Page, javaScript: boolean) {
  // Every carousel running with all its slides in place, and nothing left to arrive.
  if (javaScript) await waitForCarousels(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() => [...document.images].filter((image) => image.loading !== 'lazy').every((image) => image.complete));
}

async function scrollOneScreen(page: Page, javaScript: boolean) {
  await page.evaluate((height) => window.scrollTo({ top: height, behavior: 'instant' }), phone.height);
  // With script, the scroll event's work (the bar, the arrows) is done by the next frame; without, CSS alone follows the scroll.
  if (javaScript) await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

// Animations stay as the visitor who asks for less motion gets them (finished at once): Playwright's
// 'disabled' would also stop the scroll-driven animation that turns the bar solid.
const shot = { animations: 'allow', caret: 'hide', maxDiffPixelRatio: 0.001 } as const;

/** A transparent 1 × 1 PNG: every picture keeps its box and shows what is behind it. */
const transparentPixel = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADUlEQVQImWNgYGBgAAAABQABh6FO1AAAAABJRU5ErkJggg==', 'base64');

// The approved screenshots are of the specification's sample: other content draws other pages.
test.skip(!onSpecSample, notSpecSample);

test.beforeEach(async ({ page }) => {
  await page.route(/\/images\//, (route) => route.fulfill({ contentType: 'image/png', body: transparentPixel }));
});

for (const javaScript of [true, false]) {
  test.describe(`phone, JavaScript ${javaScript ? 'on' : 'off'}`, () => {
    test.use({ viewport: phone, javaScriptEnabled: javaScript, reducedMotion: 'reduce', hasTouch: true });

    for (const { key, locale } of pages) {
      test(`${key} (${locale})`, async ({ page }) => {
        await page.goto(hrefFor(locale, key));
        await settle(page, javaScript);
        await expect(page).toHaveScreenshot(`phone-js-${javaScript ? 'on' : 'off'}-${key}-${locale}-top.png`, shot);
        await scrollOneScreen(page, javaScript);
        await expect(page).toHaveScreenshot(`phone-js-${javaScript ? 'on' : 'off'}-${key}-${locale}-screen-down.png`, shot);
      });
    }
  });
}

test.describe('phone, the 404 page', () => {
  // With JavaScript it replaces itself with the home page at once (specification section 2), shot above.
  test.use({ viewport: phone, javaScriptEnabled: false, reducedMotion: 'reduce' });

  test('not found (es), JavaScript off', async ({ page }) => {
    await page.goto(notFound);
    await settle(page, false);
    await expect(page).toHaveScreenshot('phone-js-off-404-top.png', shot);
  });
});

test.describe('desktop, JavaScript on', () => {
  test.use({ viewport: desktop, reducedMotion: 'reduce' });

  for (const { key, locale } of pages) {
    test(`${key} (${locale})`, async ({ page }) => {
      await page.goto(hrefFor(locale, key));
      await settle(page, true);
      await expect(page).toHaveScreenshot(`desktop-${key}-${locale}-top.png`, shot);
    });
  }
});

test.describe('print', () => {
  // A4 less its margins, about 680 CSS pixels wide.
  test.use({ viewport: { width: 680, height: 1000 }, reducedMotion: 'reduce' });

  test('the fees page (es)', async ({ page }) => {
    await page.goto(hrefFor('es', 'fees'));
    await page.emulateMedia({ media: 'print' });
    await settle(page, true);
    await expect(page).toHaveScreenshot('print-fees-es.png', shot);
  });
});

test.describe('forced colours (a Windows contrast theme), desktop', () => {
  // Every colour is the theme's: the bar and its icons, each control and its focus ring, the calculator's answer (forced-colors.ts checks them on every page).
  test.use({ viewport: desktop, reducedMotion: 'reduce', forcedColors: 'active' });

  test('home (es): the bar and its icons, the focus ring on its first link', async ({ page }) => {
    await page.goto(hrefFor('es', 'home'));
    await settle(page, true);
    // From a known place, the skip link (the page's first stop), one Tab to the bar's first link: where a Tab
    // from nowhere starts is the browser's choice.
    await page.getByRole('link', { name: es.layout.skipToContent }).focus();
    await page.keyboard.press('Tab');
    await expect(page).toHaveScreenshot('forced-colors-home-es.png', shot);
  });

  test("fees (es): the calculator's answer", async ({ page }) => {
    await page.goto(hrefFor('es', 'fees'));
    await settle(page, true);
    const calculator = page.getByTestId('cost-calculator');
    await calculator.getByRole('combobox').selectOption({ index: 2 });
    await calculator.getByRole('radio').nth(1).check();
    await calculator.evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await expect(page).toHaveScreenshot('forced-colors-fees-es.png', shot);
  });

  test('contact (es): the form after an empty send, its first field focused', async ({ page }) => {
    await page.goto(hrefFor('es', 'contact'));
    await settle(page, true);
    // By keyboard, so that no pointer hovers anything in the shot.
    await page.getByTestId('contact-form').getByRole('button', { name: 'Enviar Mensaje' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#completeName')).toBeFocused();
    await expect(page).toHaveScreenshot('forced-colors-contact-es.png', shot);
  });
});
