import { expect, test, type Page } from '@playwright/test';
import { site } from '@/content/site';

/*
 * Which camp fits: the ages on the camps home, and a page per age that
 * answers, in both languages and without JavaScript. The expected camps
 * are the specification's camp table (section 9), written out here.
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

const ages = Array.from({ length: 14 }, (_, index) => String(index + 5));

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
    test('the camps home offers every age from 5 to 18; 9 gives exactly the four camps that take it', async ({ page }) => {
      await page.goto(`/${locale}/camps/`);
      const chooser = page.getByRole('navigation', { name: text.chooser });
      await expect(chooser.getByRole('link')).toHaveText(ages.map((age) => new RegExp(`^${age}\\b`)));
      await chooser.getByRole('link', { name: text.nine, exact: true }).click();
      await expect(page).toHaveURL(`/${locale}/camps/age/9/#page-content`);
      await expectNineAnswer(page, locale);
      await expect(page.getByRole('navigation', { name: text.chooser }).getByRole('link', { name: text.nine, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });

    test('a page per age works without JavaScript, with its own canonical address and languages', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`/${locale}/camps/`);
      await page.getByRole('navigation', { name: text.chooser }).getByRole('link', { name: text.nine, exact: true }).click();
      await expect(page).toHaveURL(`/${locale}/camps/age/9/#page-content`);
      await expectNineAnswer(page, locale);

      const canonical = `${site.url}/${locale}/camps/age/9/`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
      for (const language of ['es', 'en']) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${language}"]`)).toHaveAttribute('href', `${site.url}/${language}/camps/age/9/`);
      }
      await expect(page).toHaveTitle(new RegExp(`^${text.title} · `));

      // Another age, from the same row: 18 gives English Immersion only.
      await page.getByRole('navigation', { name: text.chooser }).getByRole('link', { name: new RegExp(`^18 `) }).click();
      await expect(page.getByTestId('camp-age-answer').getByRole('heading')).toHaveText(['English Immersion in Summer']);
      await context.close();
    });
  });
}

test('the sitemap lists every age page in both languages, with its alternates', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const age of ages) {
    for (const locale of ['es', 'en']) expect(sitemap, `${locale} ${age}`).toContain(`<loc>${site.url}/${locale}/camps/age/${age}/</loc>`);
    expect(sitemap).toContain(`hreflang="en" href="${site.url}/en/camps/age/${age}/"`);
  }
});
