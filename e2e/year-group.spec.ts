import { expect, test, type Page } from '@playwright/test';
import { feeRules, feesCourse } from '@/content/fees';
import { site } from '@/content/site';
import { transportChoices, yearlyCost } from '@/lib/yearly-cost';
import { schoolYear } from '@/tests/support/content-days';
import { notSpecSample, onSpecSample } from '@/tests/support/spec-sample';
import { monthText } from './support/content-text';

/*
 * "Which year will my child join?": a page per year of birth, in both
 * languages, with and without JavaScript. Each total is read from the year's
 * page and from the fee table's row it names, and the two must agree, and
 * agree with the content's fees; the expected levels are Spain's rule
 * (Primary starts in the calendar year a child turns six), written out here,
 * by the age a child turns in the fee year's first calendar year. While the
 * content is the specification's sample, the totals are also its fee table
 * (section 9) added up by hand.
 */

/** The fee year's first calendar year: a child born in it minus 6 turns 6 in it. */
const { startYear } = feesCourse;

type Locale = 'es' | 'en';

/** A path into a year: the fee table's row (its anchor and name), the Spanish school year, the stage page, and the totals (null: return route included). */
type Path = { anchor: string; level: Record<Locale, string>; schooling: Record<Locale, string>; stage: string | null; totals: [none: number, half: number | null, full: number | null] };

/** The fee table's row of each path, by its anchor. */
const levelOf: Record<string, string> = { 'pre-k-3': 'prek3', 'primary-1-5': 'primary1-5', 'baccalaureate-1': 'bachillerato1', 'diploma-programme-1': 'diploma1', 'us-grades-11-12': 'us11-12' };

/** A row's totals from the content's fees: without transport, with a half and with a full route (null where the row lists no route's price). */
const contentTotals = (anchor: string): Path['totals'] => {
  const [none, half, full] = transportChoices.map((transport) => yearlyCost(feeRules, levelOf[anchor]!, transport));
  return half!.notListed.includes('transport') ? [none!.total, null, null] : [none!.total, half!.total, full!.total];
};

/** The specification's years of birth in its fee year; the content's are as many years on as its fee year. */
const specYears: { birthYear: number; age: number; paths: Path[] }[] = [
  {
    birthYear: 2021,
    age: 3,
    paths: [{ anchor: 'pre-k-3', level: { es: 'Pre-K 3', en: 'Pre-K 3' }, schooling: { es: '1.º del segundo ciclo de Educación Infantil (3 años)', en: 'Infantil, year 1 of the second cycle (1.º del segundo ciclo de Educación Infantil, 3 años)' }, stage: 'early', totals: [8670, 9770, 10170] }],
  },
  {
    birthYear: 2018,
    age: 6,
    paths: [{ anchor: 'primary-1-5', level: { es: 'Primaria 1 a 5', en: 'Primary 1 to 5' }, schooling: { es: '1.º de Educación Primaria', en: 'Primary, year 1 (1.º de Educación Primaria)' }, stage: 'ibpep', totals: [11200, 12300, 12700] }],
  },
  {
    birthYear: 2008,
    age: 16,
    paths: [
      { anchor: 'baccalaureate-1', level: { es: 'Bachillerato 1', en: 'Baccalaureate 1' }, schooling: { es: '1.º de Bachillerato', en: 'Bachillerato, year 1 (1.º de Bachillerato)' }, stage: 'ibpd', totals: [13690, null, null] },
      { anchor: 'diploma-programme-1', level: { es: 'Programa del Diploma año 1', en: 'Diploma Programme year 1' }, schooling: { es: '1.º de Bachillerato con el Programa del Diploma del IB', en: 'Bachillerato year 1 with the IB Diploma Programme (1.º de Bachillerato)' }, stage: 'ibpd', totals: [15770, null, null] },
      { anchor: 'us-grades-11-12', level: { es: 'US grades 11 y 12', en: 'US grades 11 and 12' }, schooling: { es: 'Grado 11 de Estados Unidos', en: 'US grade 11' }, stage: null, totals: [20160, 21260, 21660] },
    ],
  },
];

const years = specYears.map(({ age, paths }) => ({ birthYear: startYear - age, age, paths }));
/** The year of birth of a child who turns 6 in the fee year: the first of Primary. */
const primaryOne = startYear - 6;

const [firstMonth, lastMonth] = [feesCourse.firstMonth, feesCourse.lastMonth];
const words = {
  es: {
    title: (year: number) => `Nacidos en ${year}`,
    age: (age: number) => `Cumple ${age} años en ${startYear}`,
    course: `${schoolYear(startYear)}, de ${monthText('es', firstMonth)} a ${monthText('es', lastMonth)}`,
    question: '¿En qué curso entra?',
    years: 'Año de nacimiento',
    ask: 'Pregúntanos por su curso',
    topic: `Nacidos en ${primaryOne}: su curso en ${schoolYear(startYear)}`,
  },
  en: {
    title: (year: number) => `Born in ${year}`,
    age: (age: number) => `Turns ${age} in ${startYear}`,
    course: `${schoolYear(startYear)}, ${monthText('en', firstMonth)} to ${monthText('en', lastMonth)}`,
    question: 'Which year will my child join?',
    years: 'Year of birth',
    ask: 'Ask us about their year group',
    topic: `Born in ${primaryOne}: their year group in ${schoolYear(startYear)}`,
  },
} as const;

const euros = (amount: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'es' ? 'es-ES' : 'en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, useGrouping: 'always' }).format(amount);

/** The three totals of a fee table row as the fees page shows them: without transport, with a half and with a full route (one text when the row lists no route's price). */
async function rowTotals(page: Page, locale: Locale, anchor: string): Promise<string[]> {
  await page.goto(`/${locale}/admission/fees/#${anchor}`);
  const cells = page.locator(`#page-content tbody tr[id="${anchor}"] td`);
  const total = (await cells.nth(4).innerText()).split('\n')[0]!.trim();
  const routes = (await cells.count()) === 6 ? [(await cells.nth(5).innerText()).trim()] : [(await cells.nth(5).innerText()).trim(), (await cells.nth(6).innerText()).trim()];
  return [total, ...routes];
}

async function checkYear(page: Page, locale: Locale, { birthYear, age, paths }: (typeof years)[number]) {
  const text = words[locale];
  const url = `/${locale}/admission/year-group/${birthYear}/`;
  await page.goto(url);
  await expect(page.locator('h1')).toHaveText(text.title(birthYear));
  await expect(page.getByTestId('year-group-course')).toHaveText(text.course);
  await expect(page.getByTestId('year-group-age')).toHaveText(text.age(age));
  const sections = page.getByTestId('year-group-path');
  await expect(sections).toHaveCount(paths.length);
  const fromPage: string[][] = [];
  for (const [index, path] of paths.entries()) {
    const section = sections.nth(index);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(path.schooling[locale]);
    await expect(section.getByTestId('year-group-level')).toHaveText(path.level[locale]);
    // The stage and its page, where the level has one.
    const stage = section.getByTestId('year-group-stage');
    if (path.stage) await expect(stage).toHaveAttribute('href', `/${locale}/stages/${path.stage}/#page-content`);
    else await expect(stage).toHaveCount(0);
    const totals = section.getByTestId('year-group-totals');
    const expected = contentTotals(path.anchor);
    const none = (await totals.locator('dd[data-cost="none"]').innerText()).split('\n')[0]!.trim();
    expect(none, path.anchor).toBe(euros(expected[0], locale));
    // Where the row lists no route's price, one text says so for both, as the row does.
    const routes = expected[1] === null
      ? [(await totals.locator('dd[data-cost="half full"]').innerText()).trim()]
      : [(await totals.locator('dd[data-cost="half"]').innerText()).trim(), (await totals.locator('dd[data-cost="full"]').innerText()).trim()];
    if (expected[1] !== null) expect(routes, path.anchor).toEqual([euros(expected[1], locale), euros(expected[2]!, locale)]);
    fromPage.push([none, ...routes]);
    await expect(section.getByTestId('year-group-row-link')).toHaveAttribute('href', `/${locale}/admission/fees/#${path.anchor}`);
  }
  // The rule, and "ask us" with the question already chosen.
  await expect(page.getByRole('link', { name: text.ask })).toHaveAttribute('href', `/${locale}/contact/?topic=yearGroup${birthYear}#page-content`);

  // The same totals in the fee table's rows, which the links open on.
  for (const [index, path] of paths.entries()) {
    await page.goto(url);
    await page.getByTestId('year-group-path').nth(index).getByTestId('year-group-row-link').click();
    await expect(page).toHaveURL(`/${locale}/admission/fees/#${path.anchor}`);
    await expect(page.locator(`tbody tr[id="${path.anchor}"]`)).toBeInViewport();
    expect(await rowTotals(page, locale, path.anchor), path.anchor).toEqual(fromPage[index]);
  }
}

for (const locale of ['es', 'en'] as const) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`a page per year of birth (${locale}, JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, () => {
      test.use({ javaScriptEnabled });
      for (const year of years)
        test(`born in ${year.birthYear}: the school year, the age, each level's names, stage and totals, as the fee table's row gives them`, async ({ page }) => {
          await checkYear(page, locale, year);
        });

      test('the admissions and fees pages ask "which year?" with every year of birth of the fee year, the 17 before its first, as links', async ({ page }) => {
        for (const from of ['admission', 'admission/fees']) {
          await page.goto(`/${locale}/${from}/`);
          await expect(page.getByRole('heading', { name: words[locale].question })).toBeVisible();
          const chooser = page.getByRole('navigation', { name: words[locale].years });
          await expect(chooser.getByRole('link')).toHaveText(Array.from({ length: 17 }, (_, index) => String(startYear - 17 + index)));
        }
        await page.getByRole('navigation', { name: words[locale].years }).getByRole('link', { name: String(primaryOne), exact: true }).click();
        await expect(page).toHaveURL(`/${locale}/admission/year-group/${primaryOne}/#page-content`);
        await expect(page.locator('h1')).toHaveText(words[locale].title(primaryOne));
        await expect(page.getByRole('navigation', { name: words[locale].years }).getByRole('link', { name: String(primaryOne), exact: true })).toHaveAttribute('aria-current', 'page');
      });
    });
  }

  test(`"ask us" opens the contact form with the year's question chosen (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}/admission/year-group/${primaryOne}/`);
    await page.getByRole('link', { name: words[locale].ask }).click();
    await expect(page.getByTestId('contact-form')).toContainText(words[locale].topic);
  });
}

test('the 0-3 cycle: half and full day, and the note that nurseries may admit by months', async ({ page }) => {
  await page.goto(`/en/admission/year-group/${startYear - 1}/`);
  await expect(page.getByTestId('year-group-path').getByTestId('year-group-level')).toHaveText(['Pre-K 1-2 half day (1 year)', 'Pre-K 1-2 full day']);
  await expect(page.locator('#page-content')).toContainText('Nurseries may also admit children by their age in months; the school confirms each child’s place.');
  // The table's rows: the 0-3 cycle has no digital resources listed, so its totals leave them out, as the table says.
  for (const [index, total] of ['prek12-half', 'prek12-full'].map((level) => yearlyCost(feeRules, level, 'none').total).entries()) {
    await expect(page.getByTestId('year-group-path').nth(index).locator('dd[data-cost="none"]')).toHaveText(`${euros(total, 'en')}without digital resources`);
  }
});

test('the sitemap lists every year page in both languages, with its alternates', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (let year = startYear - 17; year < startYear; year++) {
    for (const locale of ['es', 'en']) expect(sitemap, `${locale} ${year}`).toContain(`<loc>${site.url}/${locale}/admission/year-group/${year}/</loc>`);
    expect(sitemap).toContain(`hreflang="es" href="${site.url}/es/admission/year-group/${year}/"`);
    expect(sitemap).toContain(`hreflang="en" href="${site.url}/en/admission/year-group/${year}/"`);
  }
});

test('the specification\'s fee table, added up by hand: each year\'s totals', () => {
  test.skip(!onSpecSample, notSpecSample);
  for (const { paths } of specYears) for (const path of paths) expect(contentTotals(path.anchor), path.anchor).toEqual(path.totals);
  // The 0-3 cycle, half and full day.
  expect(['prek12-half', 'prek12-full'].map((level) => yearlyCost(feeRules, level, 'none').total)).toEqual([4150, 7570]);
});
