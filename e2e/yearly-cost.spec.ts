import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { holdIslandCode, waitForIslands } from './support/ui';

/*
 * What a year costs (/admission/fees): the server-rendered table, its row
 * anchors, and the calculator, in both languages. Expected figures are the
 * specification's (section 9) added up by hand, not read from content/.
 */

type Locale = 'es' | 'en';

/** Each level's anchor, its yearly total without transport, and with a half and a full route (null: return route included). */
const levels: [anchor: string, total: number, half: number | null, full: number | null][] = [
  ['pre-k-1-2-half-day', 4150, 5250, 5650],
  ['pre-k-1-2-full-day', 7570, 8670, 9070],
  ['pre-k-3', 8670, 9770, 10170],
  ['pre-k-4-kindergarten', 9022, 10122, 10522],
  ['primary-1-5', 11200, 12300, 12700],
  ['primary-6-secondary-1-2', 11770, 12870, 13270],
  ['secondary-3-4', 12760, 13860, 14260],
  ['baccalaureate-1', 13690, null, null],
  ['baccalaureate-2', 13705, null, null],
  ['diploma-programme-1', 15770, null, null],
  ['diploma-programme-2', 15766, null, null],
  ['us-grades-9-10', 19850, 20950, 21350],
  ['us-grades-11-12', 20160, 21260, 21660],
];

const euros = (amount: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'es' ? 'es-ES' : 'en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, useGrouping: 'always' }).format(amount);

const words = {
  es: {
    primary: 'Primaria 1 a 5',
    baccalaureate2: 'Bachillerato 2',
    half: 'Media ruta',
    full: 'Ruta completa',
    returnIncluded: 'Ruta de vuelta incluida',
    notListed: 'Sin importe publicado',
    enrolment: 'Matrícula US school',
    calculate: 'Calcula el coste de tu curso',
    months: ['Septiembre', 'Octubre', 'Noviembre', 'Diciembre', 'Enero', 'Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio'],
    total: 'Total',
    noMonth: 'Mes sin publicar',
    noScript: 'Sin JavaScript',
  },
  en: {
    primary: 'Primary 1 to 5',
    baccalaureate2: 'Baccalaureate 2',
    half: 'Half route',
    full: 'Full route',
    returnIncluded: 'Return route included',
    notListed: 'Not listed',
    enrolment: 'US school enrolment',
    calculate: 'Work out the cost of your year',
    months: ['September', 'October', 'November', 'December', 'January', 'February', 'March', 'April', 'May', 'June'],
    total: 'Total',
    noMonth: 'Month not listed',
    noScript: 'Without JavaScript',
  },
} as const;

const content = (page: Page) => page.locator('#page-content');
const row = (page: Page, anchor: string) => content(page).locator(`tbody tr[id="${anchor}"]`);

for (const locale of ['es', 'en'] as const) {
  const text = words[locale];
  const url = `/${locale}/admission/fees/`;

  test.describe(`what a year costs (${locale})`, () => {
    test('the table gives every level its yearly total, with a half and a full route, in the locale\'s format', async ({ page }) => {
      await page.goto(url);
      const rows = content(page).locator('table').first().locator('tbody tr');
      await expect(rows).toHaveCount(levels.length);
      for (const [index, [anchor, total, half, full]] of levels.entries()) {
        await expect.soft(rows.nth(index)).toHaveAttribute('id', anchor);
        const cells = rows.nth(index).locator('td');
        await expect.soft(cells.nth(4), anchor).toContainText(euros(total, locale));
        if (half === null) await expect.soft(cells.nth(5), anchor).toContainText(text.returnIncluded);
        else {
          await expect.soft(cells.nth(5), anchor).toHaveText(euros(half, locale));
          await expect.soft(cells.nth(6), anchor).toHaveText(euros(full!, locale));
        }
      }
      // The worked example: 10,860 + 44 + 156 + 140 = 11,200.
      const primary = row(page, 'primary-1-5');
      await expect(primary.locator('th a')).toHaveText(text.primary);
      for (const amount of [10860, 44, 156, 140, 11200, 12300, 12700]) await expect(primary).toContainText(euros(amount, locale));
      await expect(rows.first().locator('td').nth(3)).toHaveText(text.notListed);
      await expect(row(page, 'us-grades-9-10')).toContainText(`${euros(630, locale)} ${text.enrolment}`);
      await expect(row(page, 'baccalaureate-2')).toContainText(euros(1485, locale));
    });

    test('a shared link opens on its row and marks it, without script', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${url}#primary-1-5`);
      const target = row(page, 'primary-1-5');
      await expect(target).toBeInViewport();
      expect(await target.evaluate((element) => element.matches(':target'))).toBe(true);
      const background = (anchor: string) => row(page, anchor).evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(await background('primary-1-5')).not.toBe(await background('secondary-3-4'));
      // Each level's name links to its own row, so that the link can be copied.
      await row(page, 'secondary-3-4').locator('th a').click();
      await expect(page).toHaveURL(`${url}#secondary-3-4`);
      expect(await row(page, 'secondary-3-4').evaluate((element) => element.matches(':target'))).toBe(true);
      // The calculator needs script: without it, the page says where the totals are.
      await expect(page.getByTestId('cost-calculator')).toContainText(text.noScript);
      await expect(page.getByLabel(text.half)).toBeHidden();
      await context.close();
    });

    test('the calculator gives the total and the month-by-month breakdown, its code loaded on first use', async ({ page }) => {
      const scripts: string[] = [];
      page.on('response', async (response) => {
        if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
      });
      const breakdownLoaded = () => scripts.some((body) => body.includes('"CostBreakdown"'));
      await page.goto(url);
      await waitForIslands(page);
      await page.waitForLoadState('networkidle');
      expect(breakdownLoaded(), 'breakdown code before use').toBe(false);

      const calculator = page.getByTestId('cost-calculator');
      const status = calculator.getByRole('status');
      await expect(status).toHaveAttribute('aria-live', 'polite');
      await calculator.getByRole('combobox').selectOption({ label: text.primary });
      await expect(status).toContainText(euros(11200, locale));
      await expect.poll(breakdownLoaded, { message: 'breakdown code after use' }).toBe(true);

      // Keyboard: the radio group moves with the arrow keys.
      await calculator.getByRole('radio').first().focus();
      await page.keyboard.press('ArrowRight');
      await expect(calculator.getByRole('radio', { name: text.half })).toBeChecked();
      await expect(status).toContainText(euros(12300, locale));

      const table = calculator.getByRole('table');
      const months = table.locator('tbody tr');
      await expect(months).toHaveCount(10);
      await expect(months.locator('th')).toHaveText([...text.months]);
      const monthTotals = [1210, 1254, 1262, 1210, 1210, 1262, 1210, 1210, 1262, 1210];
      for (const [index, amount] of monthTotals.entries()) await expect.soft(months.nth(index).locator('td').last()).toHaveText(euros(amount, locale));
      await expect(table.locator('tfoot td').last()).toHaveText(euros(12300, locale));

      await calculator.getByRole('radio', { name: text.full }).check();
      await expect(status).toContainText(euros(12700, locale));
      expect(await seriousViolations(page), 'axe with the breakdown shown').toEqual([]);
    });

    test('a choice made before the calculator runs counts once it does', async ({ page }) => {
      const release = await holdIslandCode(page);
      await page.goto(url, { waitUntil: 'commit' });
      const calculator = page.getByTestId('cost-calculator');
      await calculator.getByRole('combobox').selectOption({ label: text.primary });
      await calculator.getByRole('radio', { name: text.full }).check();
      await expect(calculator).toHaveAttribute('data-hydrated', 'false');
      release();
      await waitForIslands(page);
      await expect(calculator.getByRole('status')).toContainText(euros(12700, locale));
    });

    test('the calculator says what it leaves out: the return route, the months not listed', async ({ page }) => {
      await page.goto(url);
      await waitForIslands(page);
      const calculator = page.getByTestId('cost-calculator');
      const status = calculator.getByRole('status');
      await calculator.getByRole('radio', { name: text.half }).check();
      await calculator.getByRole('combobox').selectOption({ label: text.baccalaureate2 });
      await expect(status).toContainText(euros(13705, locale));
      await expect(status).toContainText(locale === 'es' ? 'ruta de vuelta está incluida' : 'return route is included');
      // Baccalaureate 2 is billed September to May: no tuition in June.
      const june = calculator.locator('tbody tr').last();
      await expect(june.locator('th')).toHaveText(text.months[9]);
      await expect(june.locator('td').first()).toHaveText('');

      await calculator.getByRole('combobox').selectOption({ label: locale === 'es' ? 'Pre-K 4 y Kindergarten' : 'Pre-K 4 and Kindergarten' });
      await expect(status).toContainText(euros(10122, locale));
      const noMonth = calculator.locator('tbody tr').last();
      await expect(noMonth.locator('th')).toHaveText(text.noMonth);
      await expect(noMonth.locator('td').last()).toHaveText(euros(42, locale));
    });

    test('the closing block leads to the calculator', async ({ page }) => {
      await page.goto(url);
      await expect(content(page).getByRole('link', { name: text.calculate })).toHaveAttribute('href', '#cost-calculator');
    });
  });
}
