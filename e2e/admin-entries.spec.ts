// The camps and the open days in the staff editor (issue 37): each an entry
// of its own folder collection. The editor (out-admin/) runs in its
// local-repository mode, offline, as in e2e/admin.spec.ts: it lists the
// camps by name and place in the site's order and finds one by a word; it
// refuses to save a camp with required fields left empty, and tells how its
// search description names its days and ages; and it saves a new open day as
// a file named from its Spanish name, in the shape the schema takes.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openDays } from '@/content/admission';
import { camps } from '@/content/camps';
import { contentDir } from '@/content/data';
import { openDay } from '@/content/schemas/admission';
import { openLocalRepository, savedFile, savedNames, serveEditor } from './support/editor';

let stopEditor = () => {};
let editorBase = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  ({ base: editorBase, stop: stopEditor } = await serveEditor());
});

test.afterAll(() => stopEditor());

/** The editor offline, on the camps' and the open days' files. */
async function openEditor(page: Page, collection: 'Campamentos' | 'Puertas abiertas') {
  // The Git host's status page, as GitHub answers when all is well; nothing else leaves the machine.
  await page.route(
    (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
    (route) => (route.request().url().includes('githubstatus.com') ? route.fulfill({ json: { status: { indicator: 'none', description: 'All Systems Operational' } } }) : route.abort('blockedbyclient')),
  );
  const files: Record<string, string> = {};
  // The content the suite runs on (content/, or the folder CONTENT_DIR names), as the repository holds it.
  for (const folder of ['camps', 'open-days'])
    for (const name of readdirSync(join(contentDir(), 'data', folder))) files[`content/data/${folder}/${name}`] = readFileSync(join(contentDir(), 'data', folder, name), 'utf8');
  await openLocalRepository(page, editorBase, files);
  await page.getByRole('treeitem', { name: collection, exact: true }).click();
  // The list is drawn (its rows), so the toolbar's "New" is the one button that creates an entry.
  await expect(page.getByRole('row').first()).toBeVisible();
}

const field = (page: Page, label: string) => page.getByRole('group', { name: `“\u2068${label}\u2069” Field`, exact: true });
const language = (group: ReturnType<typeof field>, name: 'Español' | 'English') => group.getByRole('textbox', { name, exact: true });

/** Types into a field's text in one language, once the editor has drawn it: it draws a form's fields as they scroll into view. */
async function type(page: Page, label: string, name: 'Español' | 'English', text: string) {
  const box = language(field(page, label), name);
  await expect(async () => {
    await field(page, label).scrollIntoViewIfNeeded();
    await expect(box).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await box.fill(text);
}

/** Types a number into a field until the field holds it. */
async function number(page: Page, label: string, value: string) {
  const box = field(page, label).getByRole('spinbutton');
  await expect(async () => {
    await box.fill(value);
    await expect(box).toHaveValue(value, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

test('lists the camps by name and place, Spain first in the order of the site, and finds one by a word', async ({ page }) => {
  await openEditor(page, 'Campamentos');
  const rows = page.getByRole('row');
  // Each by its name and place, in the site's order (the sample's first: "Beachescolas · Galicia").
  await expect(rows).toHaveCount(camps.length);
  for (const [index, camp] of camps.entries()) for (const text of [camp.name.es, camp.place.es]) await expect(rows.nth(index), camp.slug).toContainText(text);
  // A word of a place only one camp is in (the sample's "Inglaterra": Buckswood).
  const placed = camps.find((camp) => !/\s/.test(camp.place.es) && camps.filter((other) => other.place.es.includes(camp.place.es) || other.name.es.includes(camp.place.es)).length === 1)!;
  await page.getByRole('searchbox').fill(placed.place.es);
  await expect(page.getByRole('row')).toHaveCount(1);
  await expect(page.getByRole('row')).toContainText(placed.name.es);
});

test('refuses to save a new camp with its required fields empty, and says how its search description names its days and ages', async ({ page }) => {
  await openEditor(page, 'Campamentos');
  await page.getByRole('button', { name: 'Create New Entry' }).click();
  await type(page, 'Nombre', 'Español', 'Campamento de Vela');
  await type(page, 'Nombre', 'English', 'Sailing Camp');
  await type(page, 'Descripción para buscadores', 'Español', 'Vela en Cádiz.');
  const search = field(page, 'Descripción para buscadores');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(field(page, 'Orden')).toContainText('This field is required.');
  // Its length is counted once the page fills in {start} and the rest, by the content check: the field's help says so.
  await expect(search).toContainText('{start}');
  await expect(search).toContainText(/140/);
  expect(await savedNames(page, 'content/data/camps')).not.toContain('campamento-de-vela.json');
});

test('saves a new open day as a file named from its Spanish name, in the shape the schema takes', async ({ page }) => {
  // The year of an open day of the content, typed into the new one.
  const { year } = openDays[0]!;
  await openEditor(page, 'Puertas abiertas');
  // By month (the sample's 4, April, before 6, June). The editor writes a number field in the language of its
  // interface, the browser's: "2024" in Spanish, as the office sees it, "2,024" in this test's English.
  const editorNumber = new Intl.NumberFormat(await page.evaluate(() => navigator.language));
  for (const [index, openDay] of openDays.toSorted((a, b) => a.month - b.month).entries())
    await expect(page.getByRole('row').nth(index)).toContainText(`${openDay.name.es} · mes ${openDay.month} de ${editorNumber.format(openDay.year)}`);
  await page.getByRole('button', { name: 'Create New Entry' }).click();
  await type(page, 'Nombre', 'Español', 'Jornada de otoño');
  await type(page, 'Nombre', 'English', 'Autumn open day');
  await type(page, 'Texto', 'Español', 'Una mañana para recorrer el colegio en otoño.');
  await type(page, 'Texto', 'English', 'A morning to walk round the school in autumn.');
  // The numbers come last: on a busy machine the new entry's form, still
  // setting itself up, emptied a month typed at once (1 run in 30), and the
  // editor then rightly refused to save.
  await number(page, 'Año', String(year));
  await number(page, 'Mes', '11');
  await number(page, 'Día (opcional)', '18');
  // The last field leaves its box, so the entry holds it before it is saved.
  await page.keyboard.press('Tab');
  await expect(field(page, 'Mes').getByRole('spinbutton')).toHaveValue('11');
  await expect(language(field(page, 'Nombre'), 'Español')).toHaveValue('Jornada de otoño');
  await expect(language(field(page, 'Texto'), 'English')).toHaveValue('A morning to walk round the school in autumn.');
  await page.getByRole('button', { name: 'Save' }).click();
  const file = 'content/data/open-days/jornada-de-otono.json';
  await expect.poll(() => savedNames(page, 'content/data/open-days'), { timeout: 30_000 }).toContain('jornada-de-otono.json');
  const saved = JSON.parse(await savedFile(page, file)) as unknown;
  // The day staff type is the school's own: its sample mark («Día de ejemplo») is saved unticked.
  expect(openDay.parse(saved)).toEqual({
    year,
    month: 11,
    day: 18,
    daySample: false,
    name: { es: 'Jornada de otoño', en: 'Autumn open day' },
    text: { es: 'Una mañana para recorrer el colegio en otoño.', en: 'A morning to walk round the school in autumn.' },
  });
});
