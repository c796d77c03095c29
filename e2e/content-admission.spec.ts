import { expect, test, type Locator, type Page } from '@playwright/test';
import { openDays } from '@/content/admission';
import { charges, feesCopy, feesCourse, lunchIncludedInTuition, tuition, unpricedItems } from '@/content/fees';
import { openDayIso, schoolYear } from '@/tests/support/content-days';
import { notSpecSample, onSpecSample } from '@/tests/support/spec-sample';
import { eurosText, monthText } from './support/content-text';

/**
 * Facts of the Admission, Stages and IB School pages (specification sections
 * 2 and 9), in both languages. The fees and the open days, which the school
 * sets anew each year, as the content gives them; and, while the content is
 * the specification's sample, as the specification gives them, written out
 * here, not read from content/: the test is then an independent oracle.
 */

const expected = {
  es: {
    fees: [
      ['Pre-K 1-2 media jornada (1 año)', '3.950 €'],
      ['Pre-K 1-2 jornada completa', '7.370 €'],
      ['Pre-K 3', '8.470 €'],
      ['Pre-K 4 y Kindergarten', '8.780 €'],
      ['Primaria 1 a 5', '10.860 €'],
      ['Primaria 6, Secundaria 1 y 2', '11.430 €'],
      ['Secundaria 3 y 4', '12.420 €'],
      ['Bachillerato 1', '13.350 €'],
      ['Bachillerato 2 (se factura de septiembre a mayo)', '13.365 €'],
      ['Programa del Diploma año 1', '15.430 €'],
      ['Programa del Diploma año 2 (se factura de septiembre a mayo)', '15.426 €'],
      ['US grades 9 y 10', '19.020 €'],
      ['US grades 11 y 12', '19.330 €'],
    ],
    usEnrolment: ['Matrícula US school', '630 €'],
    course: ['2024/2025', 'de septiembre a junio'],
    lunch: ['Comedor', 'Incluido en la cuota'],
    transport: ['Transporte escolar', 'Ruta completa', '150 € al mes', 'Media ruta', '110 € al mes', 'La ruta de vuelta está incluida para los alumnos de Bachillerato y del Programa del Diploma'],
    insurance: ['Seguro escolar', '44 € al año', 'Se cobra en octubre'],
    materials: ['Material escolar', '52 € por trimestre', 'Se cobra en noviembre, febrero y mayo'],
    digital: ['Recursos digitales', '14 € por trimestre', 'De Pre-K 4 a Kindergarten', '14 € al mes', 'De Primaria 1 a Bachillerato 2'],
    unpriced: ['Reserva de plaza', 'Visitas educativas y actividades', 'Viajes de estudios'],
    enrolment: 'Matrícula abierta todo el curso',
    placeApplication: 'Solicitar plaza',
    steps: [
      ['Paso 1', 'Solicitud de visita'],
      ['Paso 2', 'Entrevista con la dirección técnica de la etapa'],
    ],
    requestVisit: 'Pedir una visita',
    contactUs: 'Contacta con nosotros',
    directors: [
      'Dirección técnica de Early Education',
      'Dirección técnica de IB PEP',
      'Dirección técnica de IB PAI',
      'Dirección técnica de IB PD',
    ],
    openDays: [
      ['Día del Libro', 'abril'],
      ['verano', 'junio'],
    ],
    booking: 'Haz tu reserva',
    stages: [
      ['early', 'Early Education', '1-5 años'],
      ['ibpep', 'IB PEP', '6-10 años'],
      ['ibpai', 'IB PAI', '11-16 años'],
      ['ibpd', 'IB PD', '17-18 años'],
    ],
    programmes: [
      ['PEP', 'Programa de la Escuela Primaria', 'De Pre-K 3 a 5.º de Primaria'],
      ['PAI', 'Programa de los Años Intermedios', 'De 6.º de Primaria a 4.º de Secundaria'],
      ['PD', 'Programa del Diploma', '1.º y 2.º de Bachillerato'],
    ],
    diploma: ['2 años', 'Se imparte en español'],
  },
  en: {
    fees: [
      ['Pre-K 1-2 half day (1 year)', '€3,950'],
      ['Pre-K 1-2 full day', '€7,370'],
      ['Pre-K 3', '€8,470'],
      ['Pre-K 4 and Kindergarten', '€8,780'],
      ['Primary 1 to 5', '€10,860'],
      ['Primary 6, Secondary 1 and 2', '€11,430'],
      ['Secondary 3 and 4', '€12,420'],
      ['Baccalaureate 1', '€13,350'],
      ['Baccalaureate 2 (billed September to May)', '€13,365'],
      ['Diploma Programme year 1', '€15,430'],
      ['Diploma Programme year 2 (billed September to May)', '€15,426'],
      ['US grades 9 and 10', '€19,020'],
      ['US grades 11 and 12', '€19,330'],
    ],
    usEnrolment: ['US school enrolment', '€630'],
    course: ['2024/2025', 'September to June'],
    lunch: ['Lunch', 'Included in tuition'],
    transport: ['School transport', 'Full route', '€150 a month', 'Half route', '€110 a month', 'The return route is included for Baccalaureate and Diploma Programme students'],
    insurance: ['School insurance', '€44 a year', 'Charged in October'],
    materials: ['School materials', '€52 per term', 'Charged in November, February and May'],
    digital: ['Digital resources', '€14 per term', 'Pre-K 4 to Kindergarten', '€14 a month', 'Primary 1 to Baccalaureate 2'],
    unpriced: ['Place reservation', 'Educational visits and activities', 'Study trips'],
    enrolment: 'Enrolment open all year round',
    placeApplication: 'Apply for a place',
    steps: [
      ['Step 1', 'Visit request'],
      ['Step 2', 'Interview with the stage’s technical director'],
    ],
    requestVisit: 'Request a visit',
    contactUs: 'Contact us',
    directors: [
      'Technical director, Early Education',
      'Technical director, IB PYP',
      'Technical director, IB MYP',
      'Technical director, IB DP',
    ],
    openDays: [
      ['Book Day', 'April'],
      ['Summer', 'June'],
    ],
    booking: 'Make your booking',
    stages: [
      ['early', 'Early Education', 'ages 1-5'],
      ['ibpep', 'IB PYP', 'ages 6-10'],
      ['ibpai', 'IB MYP', 'ages 11-16'],
      ['ibpd', 'IB DP', 'ages 17-18'],
    ],
    programmes: [
      ['PYP', 'Primary Years Programme', 'From Pre-K 3 to Primary 5'],
      ['MYP', 'Middle Years Programme', 'From Primary 6 to Secondary 4'],
      ['DP', 'Diploma Programme', 'Baccalaureate 1 and 2'],
    ],
    diploma: ['2 years', 'Taught in Spanish'],
  },
} as const;

const content = (page: Page) => page.locator('#page-content');

/** The card (list item) whose heading is `title`. */
const card = (page: Page, title: string) =>
  content(page).locator('li').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function expectAll(scope: Locator, texts: readonly string[]) {
  for (const text of texts) await expect(scope, text).toContainText(text);
}

for (const locale of ['es', 'en'] as const) {
  const facts = expected[locale];

  test.describe(`admission content in ${locale}`, () => {
    test('intro and application: enrolment all year, the two numbered steps, their buttons', async ({ page }) => {
      await page.goto(`/${locale}/admission/`);
      await expect(content(page)).toContainText(facts.enrolment);
      await expect(content(page).getByRole('link', { name: facts.placeApplication })).toHaveAttribute(
        'href',
        `/${locale}/admission/application/#page-content`,
      );

      await page.goto(`/${locale}/admission/application/`);
      const steps = content(page).locator('ol > li');
      await expect(steps).toHaveCount(2);
      for (const [index, [label, title]] of facts.steps.entries()) {
        await expect(steps.nth(index)).toContainText(label);
        await expect(steps.nth(index).getByRole('heading', { level: 3 })).toHaveText(title);
      }
      await expect(content(page).getByRole('link', { name: facts.requestVisit })).toHaveAttribute(
        'href',
        `/${locale}/admission/visit/#page-content`,
      );
      await expect(content(page).getByRole('link', { name: facts.contactUs })).toHaveAttribute('href', `/${locale}/contact/`);
    });

    test('visit and open days: four directors by stage; each open day on its day, or in its month', async ({ page }) => {
      await page.goto(`/${locale}/admission/visit/`);
      const directors = content(page).getByRole('heading', { level: 3 });
      await expect(directors).toHaveText([...facts.directors]);
      await expect(content(page).getByRole('link', { name: facts.contactUs })).toHaveAttribute('href', `/${locale}/contact/`);

      await page.goto(`/${locale}/admission/opendoors/`);
      // The open days are those of a school year (the first one's), soonest first.
      const first = openDays[0]!;
      await expect(content(page)).toContainText(schoolYear(first.month >= 9 ? first.year : first.year - 1));
      const days = content(page).locator('article');
      await expect(days).toHaveCount(openDays.length);
      for (const [index, openDay] of openDays.entries()) {
        await expect(days.nth(index).getByRole('heading', { level: 3 })).toContainText(openDay.name[locale]);
        await expect(days.nth(index)).toContainText(monthText(locale, openDay.month));
        const time = days.nth(index).locator(`time[datetime="${openDayIso(openDay)}"]`);
        await expect(time).toHaveText(openDay.day === undefined ? new RegExp(`^${monthText(locale, openDay.month)}$`, 'i') : String(openDay.day));
        await expect(days.nth(index).getByRole('link', { name: facts.booking })).toHaveAttribute('href', `/${locale}/contact/`);
      }
    });

    test('the specification\'s open days: April and June', async ({ page }) => {
      test.skip(!onSpecSample, notSpecSample);
      await page.goto(`/${locale}/admission/opendoors/`);
      // The open days are those of the 2023/2024 school year; the Book Day one falls on World Book Day.
      await expect(content(page)).toContainText('2023/2024');
      await expect(content(page).locator('time[datetime="2024-04-23"]')).toHaveText('23');
      await expect(content(page).locator('time[datetime="2024-06"]')).toHaveCount(1);
      const days = content(page).locator('article');
      await expect(days).toHaveCount(2);
      for (const [index, [name, month]] of facts.openDays.entries()) {
        await expect(days.nth(index).getByRole('heading', { level: 3 })).toContainText(name);
        await expect(days.nth(index)).toContainText(month);
        await expect(days.nth(index).getByRole('link', { name: facts.booking })).toHaveAttribute('href', `/${locale}/contact/`);
      }
    });

    test('fees: every level with its tuition, the US enrolment with the US grades, and every other charge', async ({ page }) => {
      await page.goto(`/${locale}/admission/fees/`);
      // The fee year, from its first month to its last.
      await expectAll(content(page), [schoolYear(feesCourse.startYear), monthText(locale, feesCourse.firstMonth), monthText(locale, feesCourse.lastMonth)]);

      const table = content(page).locator('table').first();
      await expect(table.locator('caption')).toContainText(schoolYear(feesCourse.startYear));
      const levels = tuition.filter((row) => row.id !== 'us-enrolment');
      const enrolment = tuition.find((row) => row.id === 'us-enrolment')!;
      const rows = table.locator('tbody tr');
      await expect(rows).toHaveCount(levels.length);
      for (const [index, row] of levels.entries()) {
        await expect(rows.nth(index).locator('th[scope="row"]')).toContainText(row.level[locale], { useInnerText: true });
        await expect(rows.nth(index).locator('td').first()).toContainText(eurosText(locale, row.amount));
      }
      // The US school enrolment is itemized with each US grade.
      for (const id of ['us9-10', 'us11-12'])
        await expect(rows.nth(levels.findIndex((row) => row.id === id)).locator('td').first()).toContainText(`${eurosText(locale, enrolment.amount)} ${enrolment.level[locale]}`);
      await expect(content(page).locator('[role="region"]').filter({ has: page.locator('table') }).first()).toHaveAccessibleName(new RegExp(schoolYear(feesCourse.startYear)));

      // Every other charge: its title, each line's amount and period, and the months it is charged in.
      for (const charge of charges) {
        const chargeCard = card(page, charge.title[locale]);
        for (const line of charge.lines) {
          await expect(chargeCard).toContainText(`${eurosText(locale, line.amount)} ${feesCopy.period[line.period][locale]}`);
          if (line.label) await expect(chargeCard).toContainText(line.label[locale]);
        }
        for (const month of charge.chargedIn ?? []) await expect(chargeCard).toContainText(monthText(locale, month));
      }
      if (lunchIncludedInTuition) await expectAll(card(page, feesCopy.lunch.title[locale]), [feesCopy.lunch.text[locale]]);
      for (const item of unpricedItems) await expect(content(page).getByRole('listitem').filter({ hasText: item[locale] }).last()).toHaveText(item[locale]);
      const region = content(page).locator('[role="region"]').filter({ has: page.locator('table') }).first();
      await expect(region).toHaveAttribute('tabindex', '0');
    });

    test('the specification\'s fees: every level with its tuition, the US enrolment with the US grades, and every other charge', async ({ page }) => {
      test.skip(!onSpecSample, notSpecSample);
      await page.goto(`/${locale}/admission/fees/`);
      await expectAll(content(page), facts.course);

      // The yearly cost table: the calculator's month-by-month tables come after it.
      const table = content(page).locator('table').first();
      await expect(table.locator('caption')).toContainText('2024/2025');
      await expect(table.locator('thead th[scope="col"]')).toHaveCount(8);
      const rows = table.locator('tbody tr');
      await expect(rows).toHaveCount(13);
      for (const [index, [level, amount]] of facts.fees.entries()) {
        await expect(rows.nth(index).locator('th[scope="row"]')).toHaveText(level, { useInnerText: true });
        await expect(rows.nth(index).locator('td').first()).toContainText(amount);
      }
      // The US school enrolment is not a level: it is itemized with the two US grades.
      await expect(rows.filter({ hasText: facts.usEnrolment[0] })).toHaveCount(2);
      await expect(rows.nth(11).locator('td').first()).toContainText(`${facts.usEnrolment[1]} ${facts.usEnrolment[0]}`);
      // On a phone the table scrolls inside a region that the keyboard can reach.
      const region = content(page).locator('[role="region"]').filter({ has: page.locator('table') }).first();
      await expect(region).toHaveAttribute('tabindex', '0');
      await expect(region).toHaveAccessibleName(/2024\/2025/);

      await expectAll(card(page, facts.lunch[0]), facts.lunch);
      await expectAll(card(page, facts.transport[0]), facts.transport);
      await expectAll(card(page, facts.insurance[0]), facts.insurance);
      await expectAll(card(page, facts.materials[0]), facts.materials);
      await expectAll(card(page, facts.digital[0]), facts.digital);
      for (const item of facts.unpriced) {
        await expect(content(page).getByRole('listitem').filter({ hasText: item }).last()).toHaveText(item);
      }
    });
  });

  test.describe(`stages and IB School content in ${locale}`, () => {
    test('stages index and the four stage pages state their ages', async ({ page }) => {
      await page.goto(`/${locale}/stages/`);
      const cards = content(page).locator('article');
      await expect(cards).toHaveCount(4);
      for (const [index, [key, name, ages]] of facts.stages.entries()) {
        const link = cards.nth(index).getByRole('link', { name });
        await expect(link).toHaveAttribute('href', `/${locale}/stages/${key}/#page-content`);
        await expect(cards.nth(index)).toContainText(ages);
      }

      for (const [key, , ages] of facts.stages) {
        await page.goto(`/${locale}/stages/${key}/`);
        await expect(content(page).locator('dl dd').first()).toHaveText(ages);
      }
    });

    test('IB School: three programmes with their spans, three PDFs in a new tab', async ({ page }) => {
      await page.goto(`/${locale}/ibschool/`);
      const programmes = content(page).locator('article');
      await expect(programmes).toHaveCount(3);
      for (const [index, [acronym, name, span]] of facts.programmes.entries()) {
        await expectAll(programmes.nth(index), [acronym, name, span]);
      }
      await expectAll(programmes.nth(2), facts.diploma);

      const pdfs = content(page).locator('a[href$=".pdf"]');
      await expect(pdfs).toHaveCount(3);
      for (const pdf of await pdfs.all()) {
        await expect(pdf).toHaveAttribute('target', '_blank');
        await expect(pdf).toHaveAttribute('rel', /\bnoopener\b/);
      }
    });
  });
}
