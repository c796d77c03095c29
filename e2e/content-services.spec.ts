import { expect, test, type Page } from '@playwright/test';

// Expected values come from the specification (sections 2, 3 and 9), written
// out here as an independent oracle: they are not read from content/.

const sportsPath = (locale: string) => `/${locale}/services/sports/`;

const expected = {
  es: {
    cards: ['Horario ampliado', 'Orientación', 'Enfermería', 'Comedor', 'Rutas', 'Actividades extraescolares', 'Escuelas deportivas'],
    extracurricularCard: 'Actividades extraescolares',
    schoolHours: ['Horario lectivo', '9:00–17:00'],
    extendedHours: ['Horario ampliado', '7:30–18:00', 'De lunes a viernes, sin coste adicional'],
    supportGroups: ['Grupos de apoyo', '8:00'],
    julyOption: ['Opción de julio', '15 días', 'Programa del Diploma del IB'],
    lunchIncluded: 'La comida está incluida en los honorarios',
    meals: {
      Infantil: ['Desayuno', 'Comida', 'Tentempié', 'Merienda'],
      Primaria: ['Comida', 'Merienda'],
      Secundaria: ['Comida'],
      Bachillerato: ['Comida'],
    },
    routes: ['Rutas de autobús', '18', '15 de ellas'],
    reach: ['Distancia máxima aproximada', '30-40 km'],
    specialRoutes: ['Rutas especiales', 'Bachillerato'],
    morning: 'Mañana',
    afternoon: 'Tarde',
    groups: ['Novedades', 'Actividades Deportivas', 'Ampliación de Idiomas', 'Otras Actividades'],
    smartick: '15 minutos al día',
    brochure: 'secretaría',
    swimming: ['Natación', 'De lunes a sábado'],
    padel: ['Pádel y pistas', 'De lunes a domingo'],
    ski: ['Esquí', 'Fines de semana'],
    bookingTitle: 'Reserva tu clase',
    bookingButton: 'Haz tu reserva',
  },
  en: {
    cards: ['Extended hours', 'Guidance', 'School nurse', 'Dining room', 'Bus routes', 'Extracurricular activities', 'Sports schools'],
    extracurricularCard: 'Extracurricular activities',
    schoolHours: ['School hours', '9:00–17:00'],
    extendedHours: ['Extended hours', '7:30–18:00', 'Monday to Friday, at no extra cost'],
    supportGroups: ['Support groups', '8:00'],
    julyOption: ['July option', '15 days', 'IB Diploma Programme'],
    lunchIncluded: 'Lunch is included in tuition',
    meals: {
      'Early years': ['Breakfast', 'Lunch', 'Snack', 'Afternoon snack'],
      Primary: ['Lunch', 'Afternoon snack'],
      Secondary: ['Lunch'],
      Baccalaureate: ['Lunch'],
    },
    routes: ['Bus routes', '18', '15 of them'],
    reach: ['Approximate maximum distance', '30–40 km'],
    specialRoutes: ['Special routes', 'Baccalaureate'],
    morning: 'Morning',
    afternoon: 'Afternoon',
    groups: ['New', 'Sports activities', 'Language extension', 'Other activities'],
    smartick: '15 minutes a day',
    brochure: 'school office',
    swimming: ['Swimming', 'Monday to Saturday'],
    padel: ['Padel and courts', 'Monday to Sunday'],
    ski: ['Skiing', 'Weekends'],
    bookingTitle: 'Book your class',
    bookingButton: 'Make your booking',
  },
} as const;

const content = (page: Page) => page.locator('#page-content');

/** A figure tile (label, value, note) found by its label. */
const fact = (page: Page, label: string) => content(page).locator('dl > div').filter({ has: page.locator('dt', { hasText: label }) });

async function expectFact(page: Page, [label, ...values]: readonly [string, ...string[]]) {
  const tile = fact(page, label);
  await expect(tile).toHaveCount(1);
  for (const value of values) await expect(tile).toContainText(value);
}

for (const locale of ['es', 'en'] as const) {
  const t = expected[locale];

  test.describe(`services content in ${locale}`, () => {
    test('index: seven cards, each linking to its page content but the extracurricular one', async ({ page }) => {
      await page.goto(`/${locale}/services/`);
      const cards = content(page).locator('article');
      await expect(cards).toHaveCount(7);
      await expect(cards.locator('h3')).toHaveText([...t.cards]);

      const hrefs = await cards.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual(
        ['extended', 'orientation', 'nursing', 'diningroom', 'routes', 'sports'].map((path) => `/${locale}/services/${path}/#page-content`),
      );
      const extracurricular = cards.filter({ hasText: t.extracurricularCard });
      await expect(extracurricular.locator('a, button, [role="link"], [tabindex]')).toHaveCount(0);
      await expect(extracurricular).toHaveCSS('cursor', 'auto');
    });

    test('extended hours: times, days, cost and the July option', async ({ page }) => {
      await page.goto(`/${locale}/services/extended/`);
      await expectFact(page, t.schoolHours);
      await expectFact(page, t.extendedHours);
      await expectFact(page, t.supportGroups);
      await expectFact(page, t.julyOption);
      await expect(content(page).locator('time[datetime="07:30"]')).toHaveText('7:30');
    });

    test('orientation and nursing: what the service does and a way to get in touch', async ({ page }) => {
      for (const path of ['orientation', 'nursing']) {
        await page.goto(`/${locale}/services/${path}/`);
        await expect(content(page).locator('h2').first()).not.toBeEmpty();
        await expect(content(page).locator('ul > li h3')).toHaveCount(4);
        await expect(content(page).locator(`a[href="/${locale}/contact/"]`)).toHaveCount(1);
      }
    });

    test('dining room: lunch included and the meals of each stage', async ({ page }) => {
      await page.goto(`/${locale}/services/diningroom/`);
      await expect(content(page)).toContainText(t.lunchIncluded);
      const rows = content(page).locator('table tbody tr');
      await expect(rows.locator('th')).toHaveText(Object.keys(t.meals));
      for (const [stage, meals] of Object.entries(t.meals)) {
        const row = rows.filter({ has: page.locator('th', { hasText: new RegExp(`^${stage}$`) }) });
        await expect(row.locator('li')).toHaveText([...meals]);
      }
      await expect(content(page).locator('table caption')).not.toBeEmpty();
    });

    test('routes: figures and fifteen panels with morning and afternoon stops', async ({ page }) => {
      await page.goto(`/${locale}/services/routes/`);
      await expectFact(page, t.routes);
      await expectFact(page, t.reach);
      await expectFact(page, t.specialRoutes);

      const panels = content(page).locator('details');
      await expect(panels).toHaveCount(15);
      const ids = await panels.evaluateAll((elements) => elements.map((element) => element.id));
      expect(ids).toEqual(Array.from({ length: 15 }, (_, index) => `route${String(index + 1).padStart(2, '0')}`));

      for (const id of ids) {
        const panel = page.locator(`details#${id}`);
        await expect(panel.locator('ol').first()).toBeHidden();
        await panel.locator('summary').click();
        await expect(panel).toHaveAttribute('open', '');
        await expect(panel.locator('h4')).toHaveText([t.morning, t.afternoon]);
        const [morning = [], afternoon = []] = await panel.locator('ol').evaluateAll((lists) =>
          lists.map((list) => [...list.querySelectorAll('time')].map((time) => time.getAttribute('datetime') ?? '')),
        );
        expect(morning.length, id).toBeGreaterThanOrEqual(4);
        expect(afternoon.length, id).toBe(morning.length);
        expect(morning.every((time) => /^\d\d:\d\d$/.test(time) && time < '09:00'), id).toBe(true);
        expect(afternoon.every((time) => /^\d\d:\d\d$/.test(time) && time > '17:00'), id).toBe(true);
        await expect(panel.locator('ol').first().locator('li').first()).not.toBeEmpty();
      }
    });

    test('extracurricular: four groups, Smartick 15 minutes a day, cards to /services', async ({ page }) => {
      await page.goto(`/${locale}/services/extracurricular/`);
      await expect(content(page).locator('section[data-group] h2')).toHaveText([...t.groups]);
      const novedades = content(page).locator('section[data-group]').first();
      await expect(novedades.locator('article', { hasText: 'Smartick' })).toContainText(t.smartick);

      const hrefs = await content(page)
        .locator('section[data-group] article a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs.length).toBeGreaterThanOrEqual(8);
      expect(new Set(hrefs)).toEqual(new Set([`/${locale}/services/`]));
      for (const group of await content(page).locator('section[data-group]').all()) {
        expect(await group.locator('article').count()).toBeGreaterThan(0);
      }
      await expect(content(page)).toContainText(t.brochure);
      await expect(content(page).locator('a[href$=".pdf"], a[href="#"], a:not([href])')).toHaveCount(0);
    });

    test('sports schools: swimming, padel, skiing and the booking banner', async ({ page }) => {
      await page.goto(sportsPath(locale));
      for (const [title, days] of [t.swimming, t.padel, t.ski]) {
        const card = content(page).locator('article').filter({ has: page.locator('h3', { hasText: title }) });
        await expect(card).toHaveCount(1);
        await expect(card).toContainText(days);
      }
      const banner = content(page).locator('section', { has: page.getByRole('heading', { name: t.bookingTitle }) });
      await expect(banner.getByRole('link', { name: t.bookingButton })).toHaveAttribute('href', `/${locale}/contact/`);
    });
  });
}
