import { expect, test, type Page } from '@playwright/test';
import { camps, campsIn, campsText, dayCamp } from '@/content/camps';
import { iso } from '@/tests/support/content-days';
import { notSpecSample, onSpecSample } from '@/tests/support/spec-sample';
import { agesText, campDatesText, dayWithYearText, percentText } from './support/content-text';

/*
 * The camps and foundation pages: the camps as the content gives them (each
 * camp's place, ages and dates, the lists, the early-bird offer), and, while
 * the content is the specification's sample, the specification's facts
 * (sections 2, 3 and 9), written out here, not read from content/, so that a
 * wrong fact in the module fails the test.
 */

type Locale = 'es' | 'en';
const locales: Locale[] = ['es', 'en'];

type CampFacts = { path: string; place: Record<Locale, string>; ages: Record<Locale, string>; dates: Record<Locale, [string, string]> };

const campFacts: CampFacts[] = [
  { path: 'beachescolas', place: { es: 'Galicia', en: 'Galicia' }, ages: { es: '8-14 años', en: 'ages 8-14' }, dates: { es: ['30 jun', '13 jul'], en: ['30 Jun', '13 Jul'] } },
  { path: 'laespuela', place: { es: 'Ávila', en: 'Ávila' }, ages: { es: '6-12 años', en: 'ages 6-12' }, dates: { es: ['30 jun', '13 jul'], en: ['30 Jun', '13 Jul'] } },
  { path: 'immersion', place: { es: 'Madrid', en: 'Madrid' }, ages: { es: '13-18 años', en: 'ages 13-18' }, dates: { es: ['24 jun', '12 jul'], en: ['24 Jun', '12 Jul'] } },
  { path: 'village', place: { es: 'entidad colaboradora externa', en: 'outside partner' }, ages: { es: '5-12 años', en: 'ages 5-12' }, dates: { es: ['26 ago', '1 sept'], en: ['26 Aug', '1 Sept'] } },
  { path: 'eeuu', place: { es: 'EE. UU. (Pensilvania)', en: 'USA (Pennsylvania)' }, ages: { es: '9-16 años', en: 'ages 9-16' }, dates: { es: ['22 jun', '14 jul'], en: ['22 Jun', '14 Jul'] } },
  { path: 'antibes', place: { es: 'Francia', en: 'France' }, ages: { es: '11-14 años', en: 'ages 11-14' }, dates: { es: ['30 jun', '13 jul'], en: ['30 Jun', '13 Jul'] } },
  { path: 'buckswood', place: { es: 'Inglaterra', en: 'England' }, ages: { es: '10-17 años', en: 'ages 10-17' }, dates: { es: ['30 jun', '13 jul'], en: ['30 Jun', '13 Jul'] } },
];

const campNotes: Record<string, Record<Locale, string[]>> = {
  beachescolas: { es: ['Todo en inglés'], en: ['All in English'] },
  immersion: { es: ['Inglés intensivo', 'Innovación y emprendimiento'], en: ['Intensive English', 'Innovation and entrepreneurship'] },
  antibes: {
    es: ['4 h de francés al día', '20 clases a la semana', 'Grupos de 15 alumnos como máximo', 'Diploma'],
    en: ['4 h of French a day', '20 lessons a week', 'Groups of at most 15', 'diploma'],
  },
  buckswood: {
    es: ['4 h de inglés al día', '20 clases a la semana', 'Grupos de 16 alumnos como máximo', 'Examen ESOL opcional'],
    en: ['4 h of English a day', '20 lessons a week', 'Groups of at most 16', 'Optional ESOL exam'],
  },
};

const rules = {
  es: ['armas', 'bebidas energéticas', 'alcohol', 'tabaco', 'vapeadores', 'expulsión inmediata', 'gastos del regreso', 'familia'],
  en: ['weapons', 'energy drinks', 'alcohol', 'tobacco', 'vapes', 'immediate expulsion', 'family pays the costs of the journey home'],
};
const earlyBird = { es: ['5 % de descuento', '29 de febrero'], en: ['5% discount', '29 February'] };

const content = (page: Page) => page.locator('#page-content');

/** Every link that leaves the site opens in a new tab, without access to this page. */
async function expectExternalLinksSafe(page: Page) {
  const external = content(page).locator('a[href^="http"]');
  expect(await external.count()).toBeGreaterThan(0);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
}

for (const locale of locales) {
  // The School & Sports early-bird offer as the content sets it: its discount, and its deadline with its year.
  const { discountPercent, deadline } = dayCamp.earlyBird;
  const earlyBirdText = [campsText.earlyBird.discount[locale].replace('{discount}', percentText(locale, discountPercent)), dayWithYearText(locale, deadline)];

  test.describe(`camps and foundation content (${locale})`, () => {
    test('camp detail pages: place, ages, dates in their summer, buttons', async ({ page }) => {
      for (const camp of camps) {
        const { start, end } = camp.dates;
        await page.goto(`/${locale}/camps/${camp.slug}/`);
        const body = content(page);
        const facts = body.locator('article ul').first();
        await expect.soft(facts, camp.slug).toContainText(camp.place[locale]);
        await expect.soft(facts, camp.slug).toContainText(agesText(locale, camp.ages));
        await expect.soft(facts, camp.slug).toContainText(campDatesText(locale, camp.dates));
        for (const date of [start, end]) await expect.soft(facts.locator(`time[datetime="${iso(date)}"]`), camp.slug).toHaveCount(1);
        // The dates say which summer they belong to: the one that ends the school year.
        await expect.soft(facts, camp.slug).toContainText(String(end.year));
        await expect.soft(facts.locator('time[datetime]'), camp.slug).toHaveCount(2);
        await expectExternalLinksSafe(page);
      }
    });

    test('the specification\'s camp detail pages: place, ages, dates, notes', async ({ page }) => {
      test.skip(!onSpecSample, notSpecSample);
      for (const camp of campFacts) {
        await page.goto(`/${locale}/camps/${camp.path}/`);
        const body = content(page);
        const facts = body.locator('article ul').first();
        await expect.soft(facts, camp.path).toContainText(camp.place[locale]);
        await expect.soft(facts, camp.path).toContainText(camp.ages[locale]);
        for (const date of camp.dates[locale]) await expect.soft(facts, camp.path).toContainText(date);
        // The dates say which summer they belong to (2024: the one that ends the 2023/2024 school year).
        await expect.soft(facts, camp.path).toContainText('2024');
        await expect.soft(facts.locator('time[datetime]'), camp.path).toHaveCount(2);
        for (const note of campNotes[camp.path]?.[locale] ?? []) await expect.soft(body, camp.path).toContainText(note);
      }
    });

    test('camps home: day camp offer, rules, both lists', async ({ page }) => {
      await page.goto(`/${locale}/camps/`);
      const body = content(page);
      for (const text of earlyBirdText) await expect.soft(body).toContainText(text);
      await expect.soft(body.locator(`time[datetime="${iso(deadline)}"]`)).toHaveCount(1);
      const rulesSection = body.locator('section[aria-labelledby="camp-rules"]');
      for (const text of rules[locale]) await expect.soft(rulesSection).toContainText(text);

      const spain = body.locator('section[aria-labelledby="camps-spain"] > ul > li');
      const abroad = body.locator('section[aria-labelledby="camps-abroad"] > ul > li');
      await expect(spain).toHaveCount(campsIn('spain').length);
      await expect(abroad).toHaveCount(campsIn('abroad').length);
      for (const [index, camp] of campsIn('spain').entries())
        await expect.soft(spain.nth(index).locator('a')).toHaveAttribute('href', `/${locale}/camps/${camp.slug}/`);
      for (const [index, camp] of campsIn('abroad').entries())
        await expect.soft(abroad.nth(index).locator('a')).toHaveAttribute('href', `/${locale}/camps/${camp.slug}/`);
      await expect.soft(body.locator(`a[href^="/${locale}/camps/sports/"]`)).toHaveCount(1);
      await expectExternalLinksSafe(page);
    });

    test('the specification\'s camps home: the early-bird offer and both lists', async ({ page }) => {
      test.skip(!onSpecSample, notSpecSample);
      await page.goto(`/${locale}/camps/`);
      const body = content(page);
      for (const text of earlyBird[locale]) await expect.soft(body).toContainText(text);
      await expect.soft(body.locator('time[datetime$="-02-29"]')).toHaveCount(1);
      const spain = body.locator('section[aria-labelledby="camps-spain"] > ul > li');
      const abroad = body.locator('section[aria-labelledby="camps-abroad"] > ul > li');
      await expect(spain).toHaveCount(4);
      await expect(abroad).toHaveCount(3);
      const spainPaths = ['beachescolas', 'laespuela', 'immersion', 'village'];
      const abroadPaths = ['eeuu', 'antibes', 'buckswood'];
      for (const [index, path] of spainPaths.entries())
        await expect.soft(spain.nth(index).locator('a')).toHaveAttribute('href', `/${locale}/camps/${path}/`);
      for (const [index, path] of abroadPaths.entries())
        await expect.soft(abroad.nth(index).locator('a')).toHaveAttribute('href', `/${locale}/camps/${path}/`);
    });

    test('camp list pages and the School & Sports page', async ({ page }) => {
      for (const [list, region] of [['spain', 'spain'], ['foreign', 'abroad']] as const) {
        await page.goto(`/${locale}/camps/${list}/`);
        const cards = content(page).locator('ul > li:has(article)');
        await expect(cards).toHaveCount(campsIn(region).length);
        for (const [index, camp] of campsIn(region).entries()) {
          const card = cards.nth(index);
          await expect.soft(card.locator('a')).toHaveAttribute('href', `/${locale}/camps/${camp.slug}/`);
          await expect.soft(card).toContainText(agesText(locale, camp.ages));
          await expect.soft(card).toContainText(campDatesText(locale, camp.dates));
        }
      }

      await page.goto(`/${locale}/camps/sports/`);
      const body = content(page);
      for (const text of earlyBirdText) await expect.soft(body).toContainText(text);
      await expect.soft(body).toContainText(locale === 'es' ? 'inglés' : 'English');
      await expect.soft(body.locator('a[href^="https://example.org/"]')).toHaveCount(1);
      await expectExternalLinksSafe(page);
    });

    test('the specification\'s camp list pages', async ({ page }) => {
      test.skip(!onSpecSample, notSpecSample);
      const lists = { spain: ['beachescolas', 'laespuela', 'immersion', 'village'], foreign: ['eeuu', 'antibes', 'buckswood'] };
      for (const [list, paths] of Object.entries(lists)) {
        await page.goto(`/${locale}/camps/${list}/`);
        const cards = content(page).locator('ul > li:has(article)');
        await expect(cards).toHaveCount(paths.length);
        for (const [index, path] of paths.entries()) {
          const card = cards.nth(index);
          await expect.soft(card.locator('a')).toHaveAttribute('href', `/${locale}/camps/${path}/`);
          const facts = campFacts.find((camp) => camp.path === path)!;
          await expect.soft(card).toContainText(facts.ages[locale]);
          await expect.soft(card).toContainText(facts.dates[locale][0]);
        }
      }
    });

    test('foundation pages: home link, 11 purposes, president, 4 organisations', async ({ page }) => {
      await page.goto(`/${locale}/foundation/`);
      await expect(content(page).locator(`a[href="/${locale}/foundation/reason/"]`)).toHaveCount(1);
      await expect.soft(content(page)).toContainText(locale === 'es' ? '¿Te unes?' : 'Will you join us?');
      await expect.soft(page.locator('h1')).toHaveCount(1);

      await page.goto(`/${locale}/foundation/foundational/`);
      const purposes = content(page).locator('ol > li');
      await expect(purposes).toHaveCount(11);
      for (let index = 0; index < 11; index++) {
        const purpose = purposes.nth(index);
        await expect.soft(purpose).toContainText(String(index + 1).padStart(3, '0'));
        await expect.soft(purpose.locator('h2')).toHaveCount(1);
        await expect.soft(purpose.locator('p')).not.toBeEmpty();
      }

      await page.goto(`/${locale}/foundation/president/`);
      await expect.soft(content(page)).toContainText(locale === 'es' ? 'El Presidente de la Fundación' : 'The President of the Foundation');
      await expect.soft(content(page)).toContainText('1982');

      await page.goto(`/${locale}/foundation/social/`);
      const organisations = content(page).locator('ul > li');
      await expect(organisations).toHaveCount(4);
      for (const organisation of await organisations.all()) {
        await expect.soft(organisation.locator('h2')).not.toBeEmpty();
        await expect.soft(organisation.locator('a[href^="https://"]')).toHaveCount(1);
      }
      await expectExternalLinksSafe(page);

      await page.goto(`/${locale}/foundation/reason/`);
      await expect.soft(page.locator('h1')).toHaveCount(1);
      await expect.soft(content(page).locator('h2').first()).toBeVisible();
    });
  });
}
