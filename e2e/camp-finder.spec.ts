import { expect, test, type Page } from '@playwright/test';
import { campAges, campFinderText, camps } from '@/content/camps';
import { site } from '@/content/site';
import { birthDatesForAge, campsForAge } from '@/lib/camp-finder';
import { formatTemplate } from '@/lib/text';
import { notSpecSample, onSpecSample } from '@/tests/support/spec-sample';
import { agesText, campDatesText, dayWithYearText } from './support/content-text';

/*
 * Which camp fits: the ages on the camps home, and a page per age that
 * answers, in both languages and without JavaScript. The expected camps
 * are those of the content; and, while the content is the specification's
 * sample, the specification's camp table (section 9), written out here.
 */

const words = {
  es: {
    chooser: 'Edad de tu hijo o hija',
    nine: '9 años',
    title: 'Campamentos para 9 años',
    born: 'Con 9 años el primer día (30 de junio de 2024): nacidos del 1 de julio de 2014 al 30 de junio de 2015.',
    fits: [
      ['Beachescolas', 'beachescolas', 'Galicia', '8-14 años', '30 jun'],
      ['La Espuela', 'laespuela', 'Ávila', '6-12 años', '30 jun'],
      ['Sport Village Camp', 'village', 'entidad colaboradora externa', '5-12 años', '26 ago'],
      ['Independent Lake Camp', 'eeuu', 'EE. UU. (Pensilvania)', '9-16 años', '22 jun'],
    ],
    others: ['English Immersion in Summer', 'Antibes', 'Buckswood'],
    dayCamp: 'Campamento School & Sports',
  },
  en: {
    chooser: 'Your child’s age',
    nine: '9 years old',
    title: 'Camps for 9-year-olds',
    born: 'Aged 9 on the first day (30 June 2024): born 1 July 2014 to 30 June 2015.',
    fits: [
      ['Beachescolas', 'beachescolas', 'Galicia', 'ages 8-14', '30 Jun'],
      ['La Espuela', 'laespuela', 'Ávila', 'ages 6-12', '30 Jun'],
      ['Sport Village Camp', 'village', 'outside partner', 'ages 5-12', '26 Aug'],
      ['Independent Lake Camp', 'eeuu', 'USA (Pennsylvania)', 'ages 9-16', '22 Jun'],
    ],
    others: ['English Immersion in Summer', 'Antibes', 'Buckswood'],
    dayCamp: 'School & Sports camp',
  },
} as const;

const ages = campAges.map(String);

/** The age the tests ask about: 9, the specification's example, where a camp takes it. */
const age = campAges.includes(9) ? 9 : campAges[Math.floor(campAges.length / 2)]!;
const oldest = campAges.at(-1)!;
const ageWords = {
  es: { link: (years: number) => `${years} años`, title: (years: number) => `Campamentos para ${years} años` },
  en: { link: (years: number) => `${years} years old`, title: (years: number) => `Camps for ${years}-year-olds` },
} as const;

/** The answer for `years` on its page: exactly the camps that take it, each with its facts, and the birth dates it covers on the first's first day. */
async function expectAnswer(page: Page, locale: 'es' | 'en', years: number) {
  const text = words[locale];
  await expect(page.locator('h1')).toHaveText(ageWords[locale].title(years));
  const fits = campsForAge(camps, years);
  const answer = page.getByTestId('camp-age-answer').getByRole('listitem').filter({ has: page.getByRole('heading') });
  await expect(answer.getByRole('heading')).toHaveText(fits.map((camp) => camp.name[locale]));
  for (const camp of fits) {
    const name = camp.name[locale];
    const item = answer.filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(item.getByRole('link', { name, exact: true })).toHaveAttribute('href', `/${locale}/camps/${camp.slug}/`);
    for (const fact of [camp.place[locale], agesText(locale, camp.ages), campDatesText(locale, camp.dates)]) await expect.soft(item, name).toContainText(fact);
  }
  for (const camp of camps.filter((candidate) => !fits.includes(candidate))) await expect(page.getByTestId('camp-age-answer')).not.toContainText(camp.name[locale]);
  // The birth dates the age covers on a camp's first day.
  const first = fits[0]!;
  const firstDay = first.dates.start;
  const born = birthDatesForAge(years, firstDay);
  const day = (date: typeof firstDay) => dayWithYearText(locale, date);
  await expect(answer.filter({ has: page.getByRole('heading', { name: first.name[locale], exact: true }) }).getByTestId('camp-birth-dates')).toHaveText(
    formatTemplate(campFinderText.bornBetween[locale], { age: years, day: day(firstDay), from: day(born.from), to: day(born.to) }, locale),
  );
  // The day camp has no age range: beside the answer, not in it.
  const dayCamp = page.getByRole('complementary', { name: text.dayCamp });
  await expect(dayCamp.getByRole('link')).toHaveAttribute('href', `/${locale}/camps/sports/#page-content`);
}

async function expectNineAnswer(page: Page, locale: 'es' | 'en') {
  const text = words[locale];
  await expect(page.locator('h1')).toHaveText(text.title);
  const answer = page.getByTestId('camp-age-answer').getByRole('listitem').filter({ has: page.getByRole('heading') });
  await expect(answer.getByRole('heading')).toHaveText(text.fits.map(([name]) => name));
  for (const [name, path, place, range, start] of text.fits) {
    const item = answer.filter({ has: page.getByRole('heading', { name }) });
    await expect(item.getByRole('link', { name })).toHaveAttribute('href', `/${locale}/camps/${path}/`);
    for (const fact of [place, range, start]) await expect.soft(item, name).toContainText(fact);
  }
  for (const name of text.others) await expect(page.getByTestId('camp-age-answer')).not.toContainText(name);
  // The birth dates the age covers on a camp's first day (Beachescolas: 30 June).
  await expect(answer.filter({ has: page.getByRole('heading', { name: 'Beachescolas' }) }).getByTestId('camp-birth-dates')).toHaveText(text.born);
  // The day camp has no age range: beside the answer, not in it.
  const dayCamp = page.getByRole('complementary', { name: text.dayCamp });
  await expect(dayCamp.getByRole('link')).toHaveAttribute('href', `/${locale}/camps/sports/#page-content`);
}

for (const locale of ['es', 'en'] as const) {
  const text = words[locale];

  test.describe(`camp finder (${locale})`, () => {
    test('the camps home offers every age a camp takes; an age gives exactly the camps that take it', async ({ page }) => {
      await page.goto(`/${locale}/camps/`);
      const chooser = page.getByRole('navigation', { name: text.chooser });
      await expect(chooser.getByRole('link')).toHaveText(ages.map((years) => new RegExp(`^${years}\\b`)));
      await chooser.getByRole('link', { name: ageWords[locale].link(age), exact: true }).click();
      await expect(page).toHaveURL(`/${locale}/camps/age/${age}/#page-content`);
      await expectAnswer(page, locale, age);
      await expect(page.getByRole('navigation', { name: text.chooser }).getByRole('link', { name: ageWords[locale].link(age), exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });

    test('a page per age works without JavaScript, with its own canonical address and languages', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`/${locale}/camps/`);
      await page.getByRole('navigation', { name: text.chooser }).getByRole('link', { name: ageWords[locale].link(age), exact: true }).click();
      await expect(page).toHaveURL(`/${locale}/camps/age/${age}/#page-content`);
      await expectAnswer(page, locale, age);

      const canonical = `${site.url}/${locale}/camps/age/${age}/`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
      for (const language of ['es', 'en']) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${language}"]`)).toHaveAttribute('href', `${site.url}/${language}/camps/age/${age}/`);
      }
      await expect(page).toHaveTitle(new RegExp(`^${ageWords[locale].title(age)} · `));

      // Another age, from the same row: the oldest any camp takes.
      await page.getByRole('navigation', { name: text.chooser }).getByRole('link', { name: new RegExp(`^${oldest} `) }).click();
      await expect(page.getByTestId('camp-age-answer').getByRole('heading')).toHaveText(campsForAge(camps, oldest).map((camp) => camp.name[locale]));
      await context.close();
    });

    test('the specification\'s camp table: 5 to 18, and 9 gives exactly the four camps that take it; 18 English Immersion only', async ({ page }) => {
      test.skip(!onSpecSample, notSpecSample);
      await page.goto(`/${locale}/camps/`);
      const chooser = page.getByRole('navigation', { name: text.chooser });
      await expect(chooser.getByRole('link')).toHaveText(Array.from({ length: 14 }, (_, index) => new RegExp(`^${index + 5}\\b`)));
      await page.goto(`/${locale}/camps/age/9/`);
      await expectNineAnswer(page, locale);
      await expect(page).toHaveTitle(new RegExp(`^${text.title} · `));
      await page.goto(`/${locale}/camps/age/18/`);
      await expect(page.getByTestId('camp-age-answer').getByRole('heading')).toHaveText(['English Immersion in Summer']);
    });
  });
}

test('the sitemap lists every age page in both languages, with its alternates', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(ages.length).toBeGreaterThan(0);
  for (const years of ages) {
    for (const locale of ['es', 'en']) expect(sitemap, `${locale} ${years}`).toContain(`<loc>${site.url}/${locale}/camps/age/${years}/</loc>`);
    expect(sitemap).toContain(`hreflang="en" href="${site.url}/en/camps/age/${years}/"`);
  }
});
