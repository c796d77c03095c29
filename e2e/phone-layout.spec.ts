import { expect, test, type Page } from '@playwright/test';
import { hrefFor } from '@/content/navigation';
import { channels, contrastRatio } from './support/contrast';
import { localizedPages } from './support/site';
import { exampleCamp } from './support/example-camps';

/*
 * What a family sees on a phone (390 × 844), with and without JavaScript:
 * a bar legible over the page, floating buttons over nothing of the page,
 * a hero that says the page goes on, each level's total in view, and pages
 * that print as their content.
 */

const phone = { width: 390, height: 844 };

/** The contrast of an element of the bar against the bar's background, and how opaque that background is. */
async function contrastOf(page: Page, selector: string) {
  const { foreground, background } = await page.locator(selector).evaluate((element) => ({
    foreground: getComputedStyle(element).color,
    background: getComputedStyle(element.closest('header')!).backgroundColor,
  }));
  return { ratio: contrastRatio(foreground, background), backgroundAlpha: channels(background)[3] ?? 1 };
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`on a phone, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ viewport: phone, javaScriptEnabled, hasTouch: true });

    for (const key of ['fees', 'contact'] as const) {
      test(`the bar is solid and its logo and icons legible far down the ${key} page`, async ({ page }) => {
        await page.goto(hrefFor('es', key));
        await page.evaluate(() => window.scrollTo(0, 2000));
        await expect
          .poll(async () => (await contrastOf(page, 'header a[href="/es/"]')).backgroundAlpha, { message: 'the bar is opaque' })
          .toBe(1);
        for (const control of ['header a[href="/es/"]', 'header a[aria-label="Contacto"]']) {
          const { ratio } = await contrastOf(page, control);
          expect(ratio, control).toBeGreaterThanOrEqual(3);
        }
      });
    }

    test('no text or control of the page lies beneath a floating button, at any scroll position, and the page ends above them', async ({ page }) => {
      for (const key of ['home', 'fees', 'contact', 'camps', exampleCamp.key] as const) {
        await page.goto(hrefFor('es', key));
        const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
        for (const share of [0, 0.25, 0.5, 0.75, 1]) {
          await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), Math.round(height * share));
          const covered = await page.evaluate(() => {
            const floating = [...document.querySelectorAll<HTMLElement>('[data-testid="widget"] > *, [data-scroll-arrow="up"]')].filter(
              (element) => element.getClientRects().length > 0,
            );
            const strip = document.querySelector('[data-testid="widget"]')!;
            return floating.flatMap((button) => {
              const box = button.getBoundingClientRect();
              const inset = 1;
              const points = [
                [box.left + inset, box.top + inset],
                [box.right - inset, box.top + inset],
                [box.left + inset, box.bottom - inset],
                [box.right - inset, box.bottom - inset],
                [box.left + box.width / 2, box.top + box.height / 2],
              ];
              // What shows at each point of the button's box is the button or the strip behind it, never the page.
              return points.flatMap(([x, y]) => {
                const top = document.elementFromPoint(x!, y!);
                return top && (button.contains(top) || top === strip) ? [] : [`${button.textContent?.trim() || button.getAttribute('href')} over ${top?.tagName} "${top?.textContent?.trim().slice(0, 40)}"`];
              });
            });
          });
          expect(covered, `${key} at ${share * 100}%`).toEqual([]);
          const stripBackground = await page.locator('[data-testid="widget"]').evaluate((strip) => {
            return getComputedStyle(strip).backgroundColor;
          });
          expect(channels(stripBackground)[3] ?? 1, 'the strip behind the buttons is opaque').toBe(1);
        }
        // At the end of the page, its last line is above the strip.
        const [lastLine, stripTop] = await page.evaluate(() => {
          const texts = [...document.querySelectorAll('footer *')].filter((element) => element.children.length === 0 && element.textContent?.trim());
          return [Math.max(...texts.map((element) => element.getBoundingClientRect().bottom)), document.querySelector('[data-testid="widget"]')!.getBoundingClientRect().top];
        });
        // Less than a pixel of rounding aside.
        expect(lastLine, `${key}: the footer's last line ends above the buttons`).toBeLessThanOrEqual(stripTop + 1);
      }
    });

    for (const key of ['fees', 'contact', exampleCamp.key, 'calendar'] as const) {
      test(`the ${key} page's hero shows a cue that leads to its content`, async ({ page }) => {
        await page.goto(hrefFor('es', key));
        const cue = page.getByRole('link', { name: 'Bajar al contenido' });
        await expect(cue).toBeInViewport({ ratio: 1 });
        await expect(cue).toHaveAttribute('href', '#page-content');
        await cue.focus();
        await expect(cue).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(page.locator('#page-content')).toBeInViewport();
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      });
    }

    test('every level of the fee table shows its yearly total on screen, without scrolling sideways', async ({ page }) => {
      await page.goto(hrefFor('es', 'fees'));
      const rows = page.locator('tbody tr[id]');
      const count = await rows.count();
      expect(count).toBeGreaterThan(10);
      for (let index = 0; index < count; index++) {
        const row = rows.nth(index);
        // Down the page to the row, never sideways.
        await row.evaluate((element) => window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - 200, behavior: 'instant' }));
        const total = await row.locator('td').nth(4).innerText();
        const amount = total.split('\n')[0]!.trim();
        const shown = row.getByText(amount, { exact: false }).filter({ visible: true });
        const boxes = await shown.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()).map(({ left, right }) => ({ left, right })));
        expect(
          boxes.some(({ left, right }) => left >= 0 && right <= phone.width),
          `${await row.getAttribute('id')}: ${amount} on screen`,
        ).toBe(true);
      }
      // The yearly cost table's region (the calculator's tables come after it).
      expect(await page.locator('[role="region"]:has(table)').first().evaluate((region) => region.scrollLeft)).toBe(0);
    });
  });
}

test.describe('on a phone, with less motion', () => {
  test.use({ viewport: phone, reducedMotion: 'reduce' });

  test('the hero cue stands still', async ({ page }) => {
    await page.goto(hrefFor('es', 'fees'));
    const cue = page.getByRole('link', { name: 'Bajar al contenido' });
    const moving = await cue.evaluate((element) => element.getAnimations().some((animation) => animation.playState === 'running' && (animation.effect?.getComputedTiming().duration as number) > 1));
    expect(moving).toBe(false);
  });
});

test.describe('printed on A4', () => {
  // A4 less 15 mm margins each side: 180 mm, about 680 CSS px.
  test.use({ viewport: { width: 680, height: 1000 } });

  for (const key of ['fees', exampleCamp.key, 'calendar'] as const) {
    test(`the ${key} page prints its content only, within the page's width`, async ({ page }) => {
      await page.goto(hrefFor('es', key));
      // A family prints the fees with its calculator's answer: the chosen level's month-by-month table prints too.
      if (key === 'fees') {
        await page.getByRole('combobox', { name: 'Curso', exact: true }).selectOption({ label: 'Primaria 1 a 5' });
        await page.getByRole('radio', { name: 'Ruta completa' }).check();
      }
      await page.emulateMedia({ media: 'print' });
      for (const hidden of ['header[data-mode]', '[data-testid="widget"]', '[data-testid="hero-cue"]', 'footer nav', 'main img[fetchpriority="high"]']) {
        const shown = await page.locator(hidden).evaluateAll((elements) => elements.filter((element) => element.getClientRects().length > 0).length);
        expect(shown, hidden).toBe(0);
      }
      await expect(page.locator('h1')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(680);
      // Every table shown (the calculator's other levels are not).
      const tables = page.locator('main table:visible');
      if (key === 'fees') await expect(tables).toHaveCount(2);
      for (const table of await tables.all()) {
        const { width, right } = await table.evaluate((element) => element.getBoundingClientRect());
        expect(width).toBeGreaterThan(0);
        expect(right).toBeLessThanOrEqual(680);
      }
    });
  }
});

test.describe('reflow (WCAG 1.4.10)', () => {
  // A phone at 320 px (the page itself never scrolls sideways; the sub-menu strip is a row of its own that does), and a
  // desktop window of 1280 × 800 zoomed to 200 %: a 640 × 400 px viewport, where nothing scrolls sideways but a table.
  const phone = { width: 320, height: 640 };
  const zoomed = { width: 640, height: 400 };
  test.use({ viewport: phone, javaScriptEnabled: false });

  test('no page of either language scrolls sideways at 320 px, nor anything in it at 200 % zoom on a desktop but a table, in its own region', async ({ page }) => {
    test.setTimeout(300_000);
    const wide: string[] = [];
    for (const { url } of localizedPages) {
      await page.setViewportSize(phone);
      // Loaded: without script, DOMContentLoaded can come before the stylesheet, and an unstyled page is wide.
      await page.goto(url, { waitUntil: 'load' });
      for (const size of [phone, zoomed]) {
        await page.setViewportSize(size);
        const sideways = await page.evaluate((boxesToo) => {
          const whole = document.documentElement.scrollWidth > innerWidth ? [`the page, ${document.documentElement.scrollWidth} px wide`] : [];
          if (!boxesToo) return whole;
          const boxes = [...document.body.querySelectorAll('*')].filter((element) => {
            const { overflowX } = getComputedStyle(element);
            return (overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1 && element.checkVisibility();
          });
          // A data table keeps its columns and scrolls in a region of its own, named and reachable by keyboard (WCAG's exception).
          const others = boxes.filter((box) => !(box.matches('[role="region"][aria-labelledby], [role="region"][aria-label]') && box.querySelector('table')));
          const name = (box: Element) => `${box.tagName.toLowerCase()}${box.closest('[data-testid]') ? ` in [data-testid="${box.closest('[data-testid]')!.getAttribute('data-testid')}"]` : ''}`;
          return [...whole, ...others.map((box) => `${name(box)}, ${box.scrollWidth} px in ${box.clientWidth}`)];
        }, size === zoomed);
        wide.push(...sideways.map((what) => `${url} at ${size.width} px: ${what}`));
      }
    }
    expect(wide).toEqual([]);
  });
});
