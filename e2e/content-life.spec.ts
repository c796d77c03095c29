import { expect, test, type Page } from '@playwright/test';
import { calendarPage, schoolYearStart, type CalendarEntry } from '@/content/calendar';
import { inSchoolYear, iso, schoolYear } from '@/tests/support/content-days';
import { notSpecSample, onSpecSample } from '@/tests/support/spec-sample';
import { dayText } from './support/content-text';
import { contrastRatio } from './support/contrast';
import { waitForCarousels } from './support/ui';

/*
 * School life and media pages: the facts of the specification (section 2,
 * "School life pages" and "Media pages"; section 9), in both languages.
 * Expected values are written out here from the specification, not read
 * from content/, so that the test is an independent check; the school
 * calendar, which the school sets anew each year, is checked against the
 * content, and against the specification's dates while the content is its
 * sample.
 */

/** The days an entry of the calendar names, in its school year. */
const daysOf = (entry: CalendarEntry) =>
  ({ day: () => (entry.kind === 'day' ? [entry.date] : []), range: () => (entry.kind === 'range' ? [entry.start, entry.end] : []), days: () => (entry.kind === 'days' ? entry.dates : []), announced: () => [] })
    [entry.kind]()
    .map((day) => inSchoolYear(schoolYearStart, day));

const content = (page: Page) => page.locator('#page-content');

const expected = {
  es: {
    terms: ['Primer trimestre', 'Segundo trimestre', 'Tercer trimestre'],
    termDates: [
      ['5 de septiembre', '25 de diciembre – 5 de enero', '8 de enero'],
      ['22–23 de febrero', '22 de marzo – 1 de abril', '2 de abril'],
      ['1, 2, 3 y 15 de mayo'],
    ],
    family: ['Un miércoles al mes', '17:30–18:30', 'Padres', 'familias de fuera del colegio'],
    alumni: 'Antiguos alumnos',
    seeMore: 'Ver más',
    shareIn: 'Compartir en',
    magazine: ['The Liceo Times', 'Número 1', 'diciembre de 2023'],
    download: 'Descargar revista',
    mediaButton: 'Liceo en los medios',
  },
  en: {
    terms: ['First term', 'Second term', 'Third term'],
    termDates: [
      ['5 September', '25 December – 5 January', '8 January'],
      ['22 – 23 February', '22 March – 1 April', '2 April'],
      ['1, 2, 3 and 15 May'],
    ],
    family: ['Once a month, on a Wednesday', '17:30–18:30', 'Parents', 'families from outside the school'],
    alumni: 'Alumni',
    seeMore: 'See more',
    shareIn: 'Share on',
    magazine: ['The Liceo Times', 'Issue 1', 'December 2023'],
    download: 'Download the magazine',
    mediaButton: 'Liceo in the media',
  },
} as const;

// The school year the specification's dates fit (2023/2024): see content/calendar.ts.
const isoDates = [
  '2023-09-05',
  '2023-12-25',
  '2024-01-05',
  '2024-01-08',
  '2024-02-22',
  '2024-02-23',
  '2024-03-22',
  '2024-04-01',
  '2024-04-02',
  '2024-05-01',
  '2024-05-02',
  '2024-05-03',
  '2024-05-15',
];

const lifeCards = ['calendar', 'activities', 'news', 'family', 'multimedia', 'partners'];
// By name (content/partners.ts).
const partners = [
  'Aula Viva Idiomas',
  'Ciencia Joven Lab',
  'Deporte Base Madrid',
  'Música en Ruta',
  'Robótica Kids Studio',
  'Teatro Escuela Abierta',
];

for (const locale of ['es', 'en'] as const) {
  const facts = expected[locale];

  test.describe(`school life in ${locale}`, () => {
    test('index: six linked cards and an alumni card without a link', async ({ page }) => {
      await page.goto(`/${locale}/life/`);
      const cards = content(page).getByRole('list').first().getByRole('listitem');
      await expect(cards).toHaveCount(7);
      for (const [index, key] of lifeCards.entries()) {
        await expect(cards.nth(index).getByRole('link')).toHaveAttribute('href', `/${locale}/life/${key}/#page-content`);
      }
      const alumni = cards.nth(6);
      await expect(alumni).toContainText(facts.alumni);
      await expect(alumni.locator('a')).toHaveCount(0);
    });

    test('calendar: its school year, each term and every entry on its days', async ({ page }) => {
      await page.goto(`/${locale}/life/calendar/`);
      await expect(content(page).getByRole('heading', { level: 2 }).first()).toContainText(schoolYear(schoolYearStart));
      for (const term of calendarPage.terms) {
        await expect(content(page).getByRole('heading', { level: 3, name: term.title[locale] })).toBeVisible();
        const region = content(page).getByRole('region', { name: term.title[locale] });
        for (const entry of term.entries) {
          await expect(region).toContainText(entry.label[locale]);
          const days = daysOf(entry);
          // Each day is a <time>; the last is written in full, day and month, the ones before it may leave out a month they share with it.
          for (const day of days) await expect(region.locator(`time[datetime="${iso(day)}"]`), entry.id).toHaveCount(1);
          if (days.length > 0) await expect(region.locator(`time[datetime="${iso(days.at(-1)!)}"]`), entry.id).toHaveText(dayText(locale, days.at(-1)!));
        }
      }
    });

    test('calendar: the specification\'s three terms and every date', async ({ page }) => {
      test.skip(!onSpecSample, notSpecSample);
      await page.goto(`/${locale}/life/calendar/`);
      // The calendar says which school year it is: the fees and the camps may be of another.
      await expect(content(page).getByRole('heading', { level: 2 }).first()).toContainText('2023/2024');
      for (const [index, term] of facts.terms.entries()) {
        await expect(content(page).getByRole('heading', { level: 3, name: term })).toBeVisible();
        const region = content(page).getByRole('region', { name: term });
        for (const date of facts.termDates[index]!) await expect(region).toContainText(date);
      }
      for (const iso of isoDates) await expect(content(page).locator(`time[datetime="${iso}"]`)).toHaveCount(1);
    });

    test('calendar: the terms\' numerals stand out from their card at 3:1 or more, though only decorative', async ({ page }) => {
      await page.goto(`/${locale}/life/calendar/`);
      const numerals = content(page).locator('section[aria-labelledby] > div > span[aria-hidden="true"]');
      await expect(numerals).toHaveCount(3);
      for (const numeral of await numerals.all()) {
        const { foreground, background } = await numeral.evaluate((element) => ({
          foreground: getComputedStyle(element).color,
          background: getComputedStyle(element.closest('section')!).backgroundColor,
        }));
        expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(3);
      }
    });

    test('activities: trips, visits, exchanges, ski trip and a slider', async ({ page }) => {
      await page.goto(`/${locale}/life/activities/`);
      await waitForCarousels(page);
      await expect(content(page).getByRole('heading', { level: 3 })).toHaveCount(4);
      await expect(content(page).locator('section[aria-label] figure')).toHaveCount(4);
    });

    test('news: cards with title, date, summary, see more and three share links', async ({ page }) => {
      await page.goto(`/${locale}/life/news/`);
      const cards = content(page).locator('article');
      expect(await cards.count()).toBeGreaterThanOrEqual(3);
      for (const card of await cards.all()) {
        await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty();
        await expect(card.locator('time[datetime]')).toHaveCount(1);
        await expect(card.locator('p').nth(1)).not.toBeEmpty();
        // "See more" leads to the article's own page, whose address the share links share.
        const article = await card.getByRole('link', { name: facts.seeMore }).getAttribute('href');
        expect(article).toMatch(new RegExp(`^/${locale}/life/news/[a-z0-9]+(-[a-z0-9]+)*/$`));
        await expect(card).toContainText(facts.shareIn);
        const shares = card.locator('a[target="_blank"]');
        await expect(shares).toHaveCount(3);
        for (const share of await shares.all()) await expect(share).toHaveAttribute('rel', /\bnoopener\b/);
        const hosts = await shares.evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).hostname));
        expect(new Set(hosts).size).toBe(3);
        for (const share of await shares.all()) expect(decodeURIComponent((await share.getAttribute('href'))!)).toContain(article);
      }
    });

    test('family meetings: one Wednesday a month, 17:30-18:30, parents and outside families', async ({ page }) => {
      await page.goto(`/${locale}/life/family/`);
      for (const fact of facts.family) await expect(content(page)).toContainText(fact);
    });

    test('alumni page, multimedia button and six partners', async ({ page }) => {
      await page.goto(`/${locale}/life/alumns/`);
      await expect(content(page).getByRole('heading', { level: 2 })).toHaveCount(1);

      await page.goto(`/${locale}/life/multimedia/`);
      await expect(content(page).getByRole('link', { name: facts.mediaButton })).toHaveAttribute('href', `/${locale}/media/`);

      await page.goto(`/${locale}/life/partners/`);
      const logos = content(page).getByRole('listitem');
      await expect(logos).toHaveCount(6);
      for (const [index, name] of partners.entries()) {
        await expect(logos.nth(index)).toContainText(name);
        // Each logo is a picture file (content/partners.ts), its alt text the partner's name.
        const logo = logos.nth(index).getByRole('img', { name, exact: true });
        await expect(logo).toHaveAttribute('src', /^\/images\/partners\/[a-z0-9-]+\.(svg|png|jpe?g|webp)$/);
        await logo.scrollIntoViewIfNeeded();
        await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      }
    });
  });

  test.describe(`media in ${locale}`, () => {
    test('index: news list linking to the four media pages, and a slider', async ({ page }) => {
      await page.goto(`/${locale}/media/`);
      await waitForCarousels(page);
      const links = await content(page)
        .locator('article a')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
      for (const key of ['magazine', 'emprende', 'tv', 'radio']) expect(links).toContain(`/${locale}/media/${key}/#page-content`);
      expect(await content(page).locator('section[aria-label] figure').count()).toBeGreaterThanOrEqual(3);
    });

    test('magazine: issue 1, December 2023, download link', async ({ page }) => {
      await page.goto(`/${locale}/media/magazine/`);
      for (const fact of facts.magazine) await expect(content(page)).toContainText(fact);
      const download = content(page).getByRole('link', { name: facts.download });
      await expect(download).toHaveAttribute('href', /\.pdf$/);
      await expect(download).toHaveAttribute('target', '_blank');
      await expect(download).toHaveAttribute('rel', /\bnoopener\b/);
      await expect(content(page).locator('img[src="/images/magazine-cover.jpg"]')).toHaveCount(1);
    });

    test('Emprende, TV and radio: text and a slider each', async ({ page }) => {
      for (const [key, image] of [
        ['emprende', 'media-emprende'],
        ['tv', 'media-tv'],
        ['radio', 'media-radio'],
      ] as const) {
        await page.goto(`/${locale}/media/${key}/`);
        await waitForCarousels(page);
        const slider = content(page).locator('section[aria-label]');
        expect(await slider.locator('figure').count(), key).toBeGreaterThanOrEqual(3);
        await expect(slider.locator(`img[src="/images/${image}.jpg"]`), key).toHaveCount(1);
        await expect(content(page).getByRole('heading', { level: 2 }), key).not.toBeEmpty();
      }
    });
  });
}
