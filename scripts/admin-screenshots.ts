import { readdirSync, readFileSync } from 'node:fs';
import { chromium, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { openLocalRepository } from '../e2e/support/editor';
import chromiumFlags from './chromium-flags.json';

/**
 * Redraws the staff guide's pictures of the editor (docs/staff-*.png) from a
 * served out-admin/, with Debian's Chromium in Spanish (as the school's staff
 * see it), offline:
 *   npm run build:admin && npx tsx scripts/serve.ts --dir out-admin --port 4301 &
 *   npx tsx scripts/admin-screenshots.ts http://localhost:4301/
 * The sign-in screen is the real one. Past it, the pictures are of the editor
 * working on a copy of the repository's files (its "Work with Local
 * Repository" mode, e2e/support/editor.ts): signed in with GitHub, the same
 * screens show, with the pull-request status beside the Save button.
 */

const base = process.argv[2] ?? 'http://localhost:4301/';
const feesPath = 'content/data/fees.json';
const partners = 'content/pictures/partners';
const news = 'content/data/news';
const facilitiesPath = 'content/data/facilities.json';

/** The files of a folder of the repository, by their path from its root. */
const filesOf = (folder: string, read: (path: string) => string | Buffer = (path) => readFileSync(path, 'utf8')) =>
  Object.fromEntries(readdirSync(folder).map((file) => [`${folder}/${file}`, read(`${folder}/${file}`)]));

const facilities = JSON.parse(readFileSync(facilitiesPath, 'utf8')) as { facilities: { image: { src: string } }[] };
/** The photos the news and the facilities show, so that the editor draws them. */
const photos = [...new Set([...Object.values(filesOf(news)).map((text) => (JSON.parse(String(text)) as { image: { src: string } }).image.src), ...facilities.facilities.map(({ image }) => image.src)])];

const repository = {
  [feesPath]: readFileSync(feesPath, 'utf8'),
  [facilitiesPath]: readFileSync(facilitiesPath, 'utf8'),
  ...filesOf(partners),
  ...filesOf('content/data/partners'),
  ...filesOf('content/data/camps'),
  ...filesOf('content/data/open-days'),
  ...filesOf(news),
  ...Object.fromEntries(photos.map((src) => [`content/pictures/${src.replace(/^\/images\//, '')}`, new Uint8Array(readFileSync(`content/pictures/${src.replace(/^\/images\//, '')}`))])),
};

/** A photo as a phone names it, for the guide's upload: one of the site's own. */
const phonePhoto = { name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: readFileSync('content/pictures/camp-village.jpg') };

/** A field's group, as the editor names it in Spanish. */
const field = (page: Page, label: string) => page.getByRole('group', { name: `Campo “\u2068${label}\u2069”`, exact: true });

/** A control of a form, once the editor has drawn it: it draws the fields as they scroll into view. */
async function drawn(page: Page, control: Locator) {
  await page.mouse.move(300, 400);
  for (let turn = 0; (await control.count()) === 0; turn++) {
    if (turn > 60) throw new Error(`never drawn: ${control.toString()}`);
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(100);
  }
  return control;
}

async function save(page: Page, file: string) {
  const png = await page.screenshot({ animations: 'disabled' });
  await sharp(png).png({ palette: true, quality: 90, compressionLevel: 9 }).toFile(file);
  console.log(file);
}

/** The thumbnails in view, drawn once read from the folder (those further down load when scrolled to). */
const drawnPictures = (page: Page, least: number) =>
  page.waitForFunction((count) => {
    const inView = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.width > 0 && box.bottom > 0 && box.top < innerHeight;
    });
    return inView.length >= count && inView.every((image) => image.complete && image.naturalWidth > 0);
  }, least);

/** The fees file open in the editor, working on a fresh copy of the files. */
async function openFees(page: Page, shot?: string) {
  await openLocalRepository(page, base, repository);
  await page.getByRole('treeitem', { name: 'Honorarios' }).click();
  if (shot) await save(page, shot);
  await page.getByRole('row', { name: 'Honorarios' }).click();
}

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumFlags });
  /** A new browser profile each time: the editor remembers the folder it was given. */
  const freshPage = async () => {
    const fresh = await (await browser.newContext({ viewport: { width: 1280, height: 760 }, locale: 'es-ES' })).newPage();
    // GitHub's status page, answered as when all is well: this machine has no network.
    await fresh.route('https://www.githubstatus.com/**', (route) => route.fulfill({ json: { status: { indicator: 'none' } } }));
    return fresh;
  };
  let page = await freshPage();
  await page.goto(base);
  await page.getByRole('button', { name: /Iniciar sesión con\W*GitHub/ }).waitFor();
  await save(page, 'docs/staff-sign-in.png');

  await openFees(page, 'docs/staff-collections.png');
  const amounts = page.getByRole('spinbutton', { name: 'Cuota anual (euros)' });
  await (await drawn(page, amounts.first())).hover();
  while ((await amounts.count()) < 5) await page.mouse.wheel(0, 400);
  await field(page, 'Curso (como lo ven las familias)').nth(4).scrollIntoViewIfNeeded();
  await amounts.nth(4).fill('10990');
  await save(page, 'docs/staff-fee-edit.png');

  page = await freshPage();
  await openFees(page);
  await page.getByRole('spinbutton', { name: 'Primer mes' }).fill('13');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await page.getByText('El valor debe ser menor o igual que 12.').waitFor();
  await save(page, 'docs/staff-field-error.png');

  page = await freshPage();
  await openLocalRepository(page, base, repository);
  await page.getByRole('radio', { name: 'Recursos' }).click();
  await page.getByText('aula-viva-idiomas.svg').first().waitFor();
  await drawnPictures(page, 6);
  await save(page, 'docs/staff-logos.png');

  // Publicar una noticia: the list of news, then a new one being written.
  page = await freshPage();
  await openLocalRepository(page, base, repository);
  await page.getByRole('treeitem', { name: 'Noticias', exact: true }).click();
  await page.getByText('Entrega de diplomas de idiomas').first().waitFor();
  await save(page, 'docs/staff-news-list.png');
  await page.getByRole('button', { name: 'Crear una nueva entrada' }).first().click();
  await field(page, 'Titular').getByRole('textbox', { name: 'Español' }).fill('Un huerto nuevo en el patio de primaria');
  await field(page, 'Titular').getByRole('textbox', { name: 'English' }).fill('A new vegetable garden in the primary playground');
  await field(page, 'Fecha').getByRole('textbox').first().fill('2024-06-20');
  await field(page, 'Resumen').getByRole('textbox', { name: 'Español' }).fill('Los alumnos de primaria plantaron tomates, lechugas y fresas en el patio.');
  await field(page, 'Resumen').getByRole('textbox', { name: 'English' }).fill('Primary pupils planted tomatoes, lettuces and strawberries in the playground.');
  await save(page, 'docs/staff-news-new.png');
  await (await drawn(page, field(page, 'Foto').locator('input[type=file]').first())).setInputFiles(phonePhoto);
  const alt = field(page, 'Texto alternativo');
  await (await drawn(page, alt.getByRole('textbox', { name: 'Español' }))).fill('Alumnos de primaria plantando en un huerto del patio');
  await alt.getByRole('textbox', { name: 'English' }).fill('Primary pupils planting in a playground vegetable garden');
  await field(page, 'Foto').scrollIntoViewIfNeeded();
  await drawnPictures(page, 1);
  await save(page, 'docs/staff-news-photo.png');

  // Cambiar una foto: a facility's photo, with its alt text in both languages beside it.
  page = await freshPage();
  await openLocalRepository(page, base, repository);
  await page.getByRole('treeitem', { name: 'Instalaciones', exact: true }).click();
  await page.getByRole('row', { name: 'Instalaciones' }).click();
  await (await drawn(page, field(page, 'Foto').first())).scrollIntoViewIfNeeded();
  await drawnPictures(page, 1);
  await save(page, 'docs/staff-photo-change.png');
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
