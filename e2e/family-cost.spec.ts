import { expect, test, type Locator, type Page } from '@playwright/test';
import { feeRules, feesCourse } from '@/content/fees';
import { yearlyCost } from '@/lib/yearly-cost';
import { eurosText } from './support/content-text';
import { HeldPage } from './support/held-page';

/*
 * The fees page's family total: children added by year group or by year of
 * birth, each with its transport, summed for the year and each month. The
 * sum is checked against the fee table's own rows, read from the page, and
 * against the content's fees.
 */

/** The year of birth of a child who turns 3 in the fee year: Pre-K 3. */
const preK3 = feesCourse.startYear - 3;
/** The two children's totals from the content's fees: Primary 1 to 5 with a half route, and Pre-K 3 without transport. */
const [primaryHalf, preK3None] = [yearlyCost(feeRules, 'primary1-5', 'half').total, yearlyCost(feeRules, 'prek3', 'none').total];

type Locale = 'es' | 'en';

const words = {
  es: { add: 'Añadir otro hijo', child: (n: number) => `Hijo o hija ${n}`, level: 'Curso o año de nacimiento', transport: 'Transporte escolar', half: 'Media ruta', none: 'Sin transporte', primary: 'Primaria 1 a 5', born2021: `Nacidos en ${preK3}: Pre-K 3`, total: 'Total de la familia en el curso:', prompt: 'Elige el curso de cada hijo para ver el total de la familia.', noDiscount: 'El colegio no publica ningún descuento por hermanos.', ask: 'Pregúntanos por los hermanos', remove: 'Quitar' },
  en: { add: 'Add another child', child: (n: number) => `Child ${n}`, level: 'Year group or year of birth', transport: 'School transport', half: 'Half route', none: 'No transport', primary: 'Primary 1 to 5', born2021: `Born in ${preK3}: Pre-K 3`, total: 'The family’s total for the year:', prompt: 'Choose each child’s year group to see the family’s total.', noDiscount: 'The school publishes no discount for siblings.', ask: 'Ask us about siblings', remove: 'Remove' },
} as const;

/** The whole euros in a text: "12.300 €" and "€12,300" are both 12300. */
const amount = (text: string) => Number(text.replace(/[^\d]/g, ''));

const family = (page: Page) => page.locator('#family-total');
const child = (page: Page, locale: Locale, n: number) => family(page).getByRole('group', { name: words[locale].child(n), exact: true });
const familyTotal = (page: Page) => family(page).getByRole('status');

/** A row's total in the fee table: without transport (column 4) or with a half route (column 5). */
async function tableTotal(page: Page, anchor: string, column: 4 | 5) {
  return amount((await page.locator(`#page-content table`).first().locator(`tbody tr[id="${anchor}"] td`).nth(column).innerText()).split('\n')[0]!);
}

async function chooseTwoChildren(page: Page, locale: Locale, add: Locator) {
  const text = words[locale];
  await child(page, locale, 1).getByLabel(text.level).selectOption({ label: text.primary });
  await child(page, locale, 1).getByLabel(text.transport).selectOption({ label: text.half });
  await add.click();
  await expect(child(page, locale, 2)).toBeVisible();
  await expect(child(page, locale, 2).getByLabel(text.level)).toBeFocused();
  await child(page, locale, 2).getByLabel(text.level).selectOption({ label: text.born2021 });
}

for (const locale of ['es', 'en'] as const) {
  const text = words[locale];

  test(`two children: the family total is the sum of their two rows of the fee table, for the year and month by month (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}/admission/fees/`);
    await expect(family(page)).toContainText(text.noDiscount);
    await expect(family(page).getByRole('link', { name: text.ask })).toHaveAttribute('href', `/${locale}/contact/?topic=fees#page-content`);
    await expect(familyTotal(page)).toHaveText(text.prompt);
    await chooseTwoChildren(page, locale, family(page).getByRole('button', { name: text.add }));

    const expected = (await tableTotal(page, 'primary-1-5', 5)) + (await tableTotal(page, 'pre-k-3', 4));
    expect(expected).toBe(primaryHalf + preK3None);
    await expect(familyTotal(page)).toContainText(text.total);
    expect(amount(await familyTotal(page).innerText())).toBe(expected);
    // Each child's own total, and the months adding up to the year.
    expect(amount(await child(page, locale, 1).locator('[data-family-child-total]').innerText())).toBe(primaryHalf);
    expect(amount(await child(page, locale, 2).locator('[data-family-child-total]').innerText())).toBe(preK3None);
    const schedule = family(page).getByRole('table');
    const months = await schedule.locator('tbody tr:not([hidden]) td').allInnerTexts();
    expect(months).toHaveLength(10);
    expect(months.map(amount).reduce((sum, month) => sum + month, 0)).toBe(expected);
    expect(amount(await schedule.locator('tfoot td').innerText())).toBe(expected);

    // A child removed: the total is the other's alone, and the first child can no longer be removed.
    await child(page, locale, 1).getByRole('button', { name: `${text.remove}: ${text.child(1)}` }).click();
    await expect(child(page, locale, 2)).toHaveCount(0);
    expect(amount(await familyTotal(page).innerText())).toBe(preK3None);
    await expect(child(page, locale, 1).getByRole('button', { name: new RegExp(text.remove) })).toBeHidden();
  });
}

test('without JavaScript, the page says where each level\'s total is, and shows none of the controls no script would answer', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/es/admission/fees/');
  await expect(family(page).locator('noscript p')).toBeVisible();
  await expect(family(page).locator('noscript p')).toContainText('Para sumar varios hijos, esta página necesita JavaScript.');
  await expect(family(page).getByRole('button', { name: words.es.add })).toBeHidden();
  await expect(family(page).getByRole('group')).toHaveCount(0);
  // Each level's answer is there as before: the calculator, on CSS alone.
  await page.getByTestId('cost-calculator').getByRole('combobox').selectOption({ label: 'Primaria 1 a 5' });
  await expect(page.getByTestId('cost-calculator').getByRole('status')).toContainText(`Total del curso, Primaria 1 a 5: ${eurosText('es', yearlyCost(feeRules, 'primary1-5', 'none').total)}`);
  await context.close();
});

test.describe('the first touch, while the page is still arriving', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the script comes before every control it answers; touches before the rest of the page are answered at once, and once', async ({ page, baseURL }) => {
    // The page stops right after the family total's controls: the rest (the charges, the footer, the islands' loader) is held back.
    const held = new HeldPage(baseURL!, '/es/admission/fees/', 'data-family-year=""');
    const origin = await held.start();
    try {
      await page.goto(`${origin}/es/admission/fees/`, { waitUntil: 'commit' });
      const add = family(page).getByRole('button', { name: words.es.add });
      // The first part is long (the fee table, the calculators): on a busy machine parsing it takes a while.
      await expect(add).toBeVisible({ timeout: 30_000 });
      // No control of the family total comes before its script in the page.
      expect(
        await page.evaluate(() => {
          const script = document.getElementById('family-cost')!;
          return [...document.querySelectorAll('[data-family-cost] :is(select, button)')].every((control) => script.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING);
        }),
      ).toBe(true);
      expect(await page.evaluate(() => document.readyState)).toBe('loading');

      await child(page, 'es', 1).getByLabel(words.es.level).selectOption({ label: words.es.primary });
      await add.tap();
      await expect(child(page, 'es', 2)).toBeVisible();
      await child(page, 'es', 2).getByLabel(words.es.level).selectOption({ label: words.es.born2021 });
      expect(amount(await familyTotal(page).innerText())).toBe(yearlyCost(feeRules, 'primary1-5', 'none').total + preK3None);
      expect(await page.evaluate(() => document.readyState)).toBe('loading');

      held.release();
      await page.waitForFunction(() => document.readyState === 'complete');
      // Honoured once: still two children and the same total once the page is whole.
      await expect(family(page).getByRole('group')).toHaveCount(2);
      expect(amount(await familyTotal(page).innerText())).toBe(yearlyCost(feeRules, 'primary1-5', 'none').total + preK3None);
      await expect(page.locator('footer')).toBeAttached();
    } finally {
      await held.stop();
    }
  });
});
