import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import chromiumFlags from './chromium-flags.json';

/**
 * Redraws the README's pictures of the family features (docs/*.png) from a
 * served export, with Debian's Chromium:
 *   npm run build && npm run serve -- --port 4300 &
 *   npx tsx scripts/screenshots.ts http://localhost:4300
 * Each picture is cropped to its feature and stored as a palette PNG.
 */

const base = process.argv[2] ?? 'http://localhost:3000';
/** Room around the feature, in CSS pixels. */
const margin = 16;

type Shot = { file: string; path: string; element: string; prepare?: (page: Page) => Promise<void> };

const shots: Shot[] = [
  { file: 'docs/families-fees-table.png', path: '/en/admission/fees/#primary-1-5', element: '#page-content table >> xpath=..' },
  {
    file: 'docs/families-fees-calculator.png',
    path: '/en/admission/fees/',
    element: '#cost-calculator',
    async prepare(page) {
      // CSS shows the answer as soon as the controls change: nothing to wait for.
      await page.getByTestId('cost-calculator').getByRole('combobox').selectOption({ label: 'Primary 1 to 5' });
      await page.getByRole('radio', { name: 'Half route' }).check();
    },
  },
  { file: 'docs/families-camp-finder.png', path: '/en/camps/age/9/', element: '#page-content' },
  { file: 'docs/families-year-group.png', path: '/en/admission/year-group/2018/', element: '#page-content' },
  {
    file: 'docs/families-family-total.png',
    path: '/en/admission/fees/',
    element: '#family-total',
    async prepare(page) {
      // The page's script answers each choice at once: nothing to wait for but the second child's row.
      const family = page.locator('#family-total');
      await family.getByRole('group', { name: 'Child 1', exact: true }).getByLabel('Year group or year of birth').selectOption({ label: 'Primary 1 to 5' });
      await family.getByRole('group', { name: 'Child 1', exact: true }).getByLabel('School transport').selectOption({ label: 'Half route' });
      await family.getByRole('button', { name: 'Add another child' }).click();
      await family.getByRole('group', { name: 'Child 2', exact: true }).getByLabel('Year group or year of birth').selectOption({ label: 'Born in 2021: Pre-K 3' });
    },
  },
];

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumFlags });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  for (const shot of shots) {
    await page.goto(`${base}${shot.path}`);
    // The fixed navbar and the widget menu would sit over a cropped picture.
    await page.addStyleTag({ content: 'header, [data-testid="widget-menu"], .fixed { visibility: hidden !important; }' });
    await shot.prepare?.(page);
    // From the top of the page, the element's box is where it is in the document.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    const box = (await page.locator(shot.element).first().boundingBox())!;
    const clip = { x: Math.max(0, box.x - margin), y: Math.max(0, box.y - margin), width: box.width + 2 * margin, height: box.height + 2 * margin };
    const png = await page.screenshot({ clip, fullPage: true, animations: 'disabled' });
    await sharp(png).png({ palette: true, quality: 90, compressionLevel: 9 }).toFile(shot.file);
    console.log(shot.file);
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
