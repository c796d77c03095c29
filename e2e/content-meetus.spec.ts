import { expect, test, type Page } from '@playwright/test';
import { waitForCarousels } from './support/ui';

/*
 * The "Meet us" section against the specification (sections 1 and 2). Every
 * expected value is written out here, independently of content/.
 */

const expected = {
  es: {
    facts: [
      '1982',
      'más de 40 años',
      '30.000 m² de jardines',
      '5 idiomas: inglés, francés, alemán, italiano y chino mandarín',
      '1 año',
      'más de 400 deportistas federados',
      '11.000 m² de instalaciones deportivas',
      'Matrícula abierta durante todo el curso escolar',
    ],
    principles: [
      'ILE',
      'Derechos Humanos',
      'Educación Internacional',
      'Idiomas',
      'Valores',
      'Ciencia',
      'Futuro',
      'Deporte',
      'Juego',
      'Tecnología',
      'Clima y trabajo en equipo',
      'Felicidad',
    ],
    panels: ['Ideario y valores', 'Resultados', 'Clima afectivo', 'Flexibilidad', 'Enseñanza activa', 'Proyecto educativo'],
    results: ['Resultados académicos', 'Idiomas', 'Deporte', 'Rankings'],
    athletes: 'más de 400 deportistas federados',
    gardens: '30.000 m²',
    sports: '11.000 m²',
    foundation: 'Descubre la Fundación',
    seeFacilities: 'Ver instalaciones',
    virtualVisit: 'Visita virtual',
  },
  en: {
    facts: [
      '1982',
      'over 40 years',
      '30,000 m² of gardens',
      '5 languages: English, French, German, Italian and Mandarin Chinese',
      'Age 1',
      'over 400 federated athletes',
      '11,000 m² of sports facilities',
      'Open enrolment throughout the school year',
    ],
    principles: [
      'ILE',
      'Human Rights',
      'International Education',
      'Languages',
      'Values',
      'Science',
      'Future',
      'Sport',
      'Play',
      'Technology',
      'Climate and teamwork',
      'Happiness',
    ],
    panels: ['Ethos and values', 'Results', 'A caring climate', 'Flexibility', 'Active teaching', 'Educational project'],
    results: ['Academic results', 'Languages', 'Sport', 'Rankings'],
    athletes: 'over 400 federated athletes',
    gardens: '30,000 m²',
    sports: '11,000 m²',
    foundation: 'Discover the Foundation',
    seeFacilities: 'See our facilities',
    virtualVisit: 'Virtual visit',
  },
} as const;

const paths = [
  'meetus',
  'meetus/founder',
  'meetus/manifiesto',
  'meetus/students',
  'meetus/education',
  'meetus/facilities',
  'meetus/seefacilities',
  'meetus/virtualvisit',
  'meetus/results',
  'meetus/values',
];

const content = (page: Page) => page.locator('#page-content');
const numbers = (count: number) => Array.from({ length: count }, (_, index) => String(index + 1).padStart(2, '0'));

for (const locale of ['es', 'en'] as const) {
  const copy = expected[locale];

  test.describe(`Meet us content in ${locale}`, () => {
    test('every page: one h1 and the play-button video in the hero', async ({ page }) => {
      for (const path of paths) {
        await page.goto(`/${locale}/${path}/`);
        await expect(page.locator('h1'), path).toHaveCount(1);
        const hero = page.locator('main > div').first();
        await expect(hero.locator('h1'), path).toBeVisible();
        await expect(hero.getByRole('link', { name: /YouTube/ }), path).toHaveAttribute('target', '_blank');
      }
    });

    test('index: the school facts and cards to the section pages', async ({ page }) => {
      await page.goto(`/${locale}/meetus/`);
      for (const fact of copy.facts) await expect(content(page)).toContainText(fact);
      const cards = content(page).locator('a[href$="#page-content"]');
      await expect(cards).toHaveCount(7);
    });

    test('founder and happy students: text and picture', async ({ page }) => {
      await page.goto(`/${locale}/meetus/founder/`);
      await expect(content(page)).toContainText('1982');
      await expect(content(page).locator('img[src="/images/founder-school.jpg"]')).toHaveCount(1);
      await page.goto(`/${locale}/meetus/students/`);
      await expect(content(page).locator('img[src="/images/students.jpg"]')).toHaveCount(1);
      await expect(content(page).locator('h2').first()).toBeVisible();
    });

    test('manifesto: exactly twelve numbered principles, in order', async ({ page }) => {
      await page.goto(`/${locale}/meetus/manifiesto/`);
      await expect(content(page).locator('h2')).toHaveCount(2);
      await expect(content(page).locator('blockquote')).toHaveCount(1);
      const principles = content(page).locator('ol > li');
      await expect(principles).toHaveCount(12);
      await expect(principles.locator('h3')).toHaveText([...copy.principles]);
      const twelve = numbers(12);
      for (const [index, number] of twelve.entries()) await expect(principles.nth(index)).toContainText(number);
    });

    test('education: six panels, the last with fifteen numbered values', async ({ page }) => {
      await page.goto(`/${locale}/meetus/education/`);
      const panels = content(page).locator('details');
      await expect(panels).toHaveCount(6);
      await expect(panels.locator('summary')).toHaveText([...copy.panels]);
      const values = panels.last().locator('ol > li');
      await expect(values.first()).toBeHidden();
      for (const summary of await panels.locator('summary').all()) await summary.click();
      for (const panel of await panels.all()) await expect(panel).toHaveAttribute('open', '');
      await expect(values).toHaveCount(15);
      for (const [index, number] of numbers(15).entries()) {
        await expect(values.nth(index)).toBeVisible();
        await expect(values.nth(index)).toContainText(number);
      }
      await panels.first().locator('summary').click();
      await expect(panels.first()).not.toHaveAttribute('open', '');
    });

    test('facilities, see facilities and virtual visit', async ({ page }) => {
      await page.goto(`/${locale}/meetus/facilities/`);
      await waitForCarousels(page);
      await expect(content(page)).toContainText(copy.gardens);
      await expect(content(page)).toContainText(copy.sports);
      const sliders = content(page).locator('section[aria-label]');
      await expect(sliders).toHaveCount(2);
      await expect(sliders.nth(0).locator('img')).toHaveCount(6);
      await expect(sliders.nth(1).locator('img')).toHaveCount(4);
      await expect(content(page).getByRole('link', { name: copy.seeFacilities })).toHaveAttribute(
        'href',
        `/${locale}/meetus/seefacilities/#page-content`,
      );
      await expect(content(page).getByRole('link', { name: copy.virtualVisit })).toHaveAttribute(
        'href',
        `/${locale}/meetus/virtualvisit/#page-content`,
      );

      await page.goto(`/${locale}/meetus/seefacilities/`);
      await expect(content(page).locator('article')).toHaveCount(6);
      await expect(content(page).locator('article img')).toHaveCount(6);
      await expect(content(page)).toContainText(copy.gardens);

      await page.goto(`/${locale}/meetus/virtualvisit/`);
      await waitForCarousels(page);
      await expect(content(page).locator('section[aria-label] img')).toHaveCount(4);
      await expect(content(page).locator(`a[href^="/${locale}/admission/visit/"]`)).toHaveCount(1);
    });

    test('results: four blocks and the language-exam link opens safely in a new tab', async ({ page }) => {
      await page.goto(`/${locale}/meetus/results/`);
      await expect(content(page).locator('h2')).toHaveText([...copy.results]);
      await expect(content(page)).toContainText(copy.athletes);
      const exam = content(page).locator('a[href="https://www.cambridgeenglish.org/"]');
      await expect(exam).toHaveCount(1);
      await expect(exam).toHaveAttribute('target', '_blank');
      await expect(exam).toHaveAttribute('rel', /\bnoopener\b/);
    });

    test('values: links to the Foundation', async ({ page }) => {
      await page.goto(`/${locale}/meetus/values/`);
      const foundation = content(page).locator(`a[href="/${locale}/foundation/"]`);
      await expect(foundation).toHaveCount(1);
      await expect(foundation).toHaveText(copy.foundation);
    });
  });
}
