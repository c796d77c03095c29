import { readdirSync, readFileSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
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
const partners = 'public/images/partners';

const repository = {
  [feesPath]: readFileSync(feesPath, 'utf8'),
  ...Object.fromEntries(readdirSync(partners).map((file) => [`${partners}/${file}`, readFileSync(`${partners}/${file}`, 'utf8')])),
};

async function save(page: Page, file: string) {
  const png = await page.screenshot({ animations: 'disabled' });
  await sharp(png).png({ palette: true, quality: 90, compressionLevel: 9 }).toFile(file);
  console.log(file);
}

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
  await page.getByRole('textbox', { name: 'Identificador' }).first().hover();
  while ((await amounts.count()) < 5) await page.mouse.wheel(0, 400);
  await page.getByRole('textbox', { name: 'Identificador' }).nth(4).scrollIntoViewIfNeeded();
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
  // The thumbnails are drawn once read from the folder.
  await page.waitForFunction(() => document.images.length >= 6 && [...document.images].every((image) => image.complete && image.naturalWidth > 0));
  await save(page, 'docs/staff-logos.png');
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
