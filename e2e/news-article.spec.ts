// A news article added in the staff editor (issue 37), from a photo straight
// from a phone, built into the real site. The editor (out-admin/) runs in its
// local-repository mode, as in e2e/admin.spec.ts: the article is typed in,
// the photo uploaded with its alt text in both languages, and the files the
// editor saves are copied beside the site's sources (a dotted folder: neither
// tsc nor the lint reads it). There the content check runs, then the picture
// step and `next build` of the whole site (Next's --debug-build-paths leaves
// out the sitemap, a metadata route), and the built pages, sitemap and feed
// are read in Chromium in both languages.
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { newsArticle } from '@/content/schemas/news';
import { openLocalRepository, savedBytes, savedFile, savedNames, serveEditor } from './support/editor';
import { serveExport, type ServedExport } from './support/serve-export';
import { fixtureCopyDir, siteSources as sources, testBuildDate } from './support/site-copy';

const root = process.cwd();
const copy = fixtureCopyDir('.news-article');
const tsx = join(root, 'node_modules/.bin/tsx');

const article = {
  title: { es: 'Un huerto nuevo en el patio de primaria', en: 'A new vegetable garden in the primary playground' },
  // Later than every sample article: the list shows it first.
  date: '2024-06-20',
  summary: {
    es: 'Los alumnos de primaria plantaron tomates, lechugas y fresas en el patio del colegio, y cada clase cuidará su propia parcela del huerto hasta el verano.',
    en: 'Primary pupils planted tomatoes, lettuces and strawberries in the school playground, and each class will look after its own garden plot until the summer.',
  },
  alt: { es: 'Alumnos de primaria plantando en un huerto del patio', en: 'Primary pupils planting in a playground vegetable garden' },
  body: {
    es: ['Cada clase tiene su parcela y un calendario de riego.', 'Qué se ha plantado', 'Tomates, lechugas y fresas, elegidos por los propios alumnos.'],
    en: ['Each class has its own plot and a watering rota.', 'What was planted', 'Tomatoes, lettuces and strawberries, chosen by the pupils themselves.'],
  },
};
const slug = 'un-huerto-nuevo-en-el-patio-de-primaria';
const articleFile = `content/data/news/${slug}.json`;

/**
 * A photo as a phone writes it: 4032 × 3024 pixels stored sideways, EXIF
 * orientation 6 (turn 90° clockwise to show it: the phone was held upright),
 * with the place it was taken. A red band along the stored top edge lies
 * along the right edge once the photo is the right way up.
 */
async function phonePhoto(): Promise<Buffer> {
  const top = await sharp({ create: { width: 4032, height: 1000, channels: 3, background: { r: 210, g: 40, b: 40 } } }).png().toBuffer();
  return sharp({ create: { width: 4032, height: 3024, channels: 3, background: { r: 40, g: 60, b: 200 } } })
    .composite([{ input: top, left: 0, top: 0 }])
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'Phone', Model: 'Camera' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 25/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '3/1 42/1 0/1' } })
    .toBuffer();
}

/** Whether a file's metadata holds anything of the camera's: EXIF (with its GPS block), XMP or IPTC. */
async function cameraMetadata(file: string) {
  const { exif, xmp, iptc, orientation } = await sharp(file).metadata();
  return { exif: exif !== undefined, xmp: xmp !== undefined, iptc: iptc !== undefined, orientation };
}

let stopEditor = () => {};
let editorBase = '';
let photo: Buffer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  photo = await phonePhoto();
  ({ base: editorBase, stop: stopEditor } = await serveEditor());
});

test.afterAll(() => stopEditor());

/** The editor offline, on the news and the pictures it already has. */
async function openEditor(page: Page) {
  // The Git host's status page, as GitHub answers when all is well; nothing else leaves the machine.
  await page.route(
    (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
    (route) => (route.request().url().includes('githubstatus.com') ? route.fulfill({ json: { status: { indicator: 'none', description: 'All Systems Operational' } } }) : route.abort('blockedbyclient')),
  );
  const files: Record<string, string> = {};
  for (const name of readdirSync('content/data/news')) files[`content/data/news/${name}`] = readFileSync(`content/data/news/${name}`, 'utf8');
  await openLocalRepository(page, editorBase, files);
  await page.getByRole('treeitem', { name: 'Noticias', exact: true }).click();
  await page.getByRole('button', { name: 'Create New Entry' }).click();
  await expect(page.getByText(/^Creating .noticia.$/)).toBeVisible();
}

const field = (page: Page, label: string) => page.getByRole('group', { name: `“\u2068${label}\u2069” Field`, exact: true });

/** A control inside a field, once the editor has drawn it: it draws a form's fields as they scroll into view. */
async function drawn(page: Page, label: string, inner: (group: ReturnType<typeof field>) => ReturnType<Page['locator']>) {
  const control = inner(field(page, label));
  await expect(async () => {
    await field(page, label).first().scrollIntoViewIfNeeded();
    if ((await control.count()) === 0) await page.mouse.wheel(0, 300);
    expect(await control.count()).toBeGreaterThan(0);
  }).toPass({ timeout: 30_000 });
  // A file input is hidden behind its "Browse" button.
  if (await control.isVisible()) await control.scrollIntoViewIfNeeded();
  return control;
}

const language = (name: 'Español' | 'English') => (group: ReturnType<typeof field>) => group.getByRole('textbox', { name, exact: true });

/** Fills in the article, the alt texts as given. */
async function writeArticle(page: Page, alt: { es: string; en: string }) {
  await (await drawn(page, 'Titular', language('Español'))).fill(article.title.es);
  await (await drawn(page, 'Titular', language('English'))).fill(article.title.en);
  await (await drawn(page, 'Fecha', (group) => group.getByRole('textbox', { name: 'Fecha' }))).fill(article.date);
  await (await drawn(page, 'Resumen', language('Español'))).fill(article.summary.es);
  await (await drawn(page, 'Resumen', language('English'))).fill(article.summary.en);
  await (await drawn(page, 'Foto', (group) => group.locator('input[type=file]').first())).setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
  if (alt.es) await (await drawn(page, 'Texto alternativo', language('Español'))).fill(alt.es);
  if (alt.en) await (await drawn(page, 'Texto alternativo', language('English'))).fill(alt.en);
  for (const language of ['es', 'en'] as const) {
    const name = language === 'es' ? 'Español' : 'English';
    const text = await drawn(page, 'Texto', (group) => group.getByRole('group', { name: `“\u2068${name}\u2069” Field` }).getByRole('textbox'));
    // Focused, not clicked: a click is aimed where the box was, and the editor, still drawing the fields
    // above it, can move it first; the keys would then go elsewhere.
    await text.focus();
    await expect(text).toBeFocused();
    const [first, heading, last] = article.body[language];
    // The editor's Markdown shortcuts: "## " starts a subheading.
    await page.keyboard.type(`${first}\n## ${heading}\n${last}`);
  }
}

test('an article with an alt text left empty is refused by the editor before it saves', async ({ page }) => {
  await openEditor(page);
  await writeArticle(page, { es: article.alt.es, en: '' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(field(page, 'Texto alternativo').getByRole('group', { name: /English/ })).toContainText('This field is required.');
  expect(await savedNames(page, 'content/data/news')).not.toContain(`${slug}.json`);
});

test.describe('an article added in the editor, from a phone photo, built into the site', () => {
  let served: ServedExport | undefined;
  let saved: { article: string; picture: string; pictureBytes: Buffer };

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(900_000);
    const page = await browser.newPage();
    await openEditor(page);
    await writeArticle(page, article.alt);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => savedNames(page, 'content/data/news'), { timeout: 30_000 }).toContain(`${slug}.json`);
    const pictures = await savedNames(page, 'content/pictures');
    expect(pictures).toHaveLength(1);
    saved = { article: await savedFile(page, articleFile), picture: pictures[0]!, pictureBytes: await savedBytes(page, `content/pictures/${pictures[0]}`) };
    await page.close();

    rmSync(copy, { recursive: true, force: true });
    for (const source of sources) cpSync(join(root, source), join(copy, source), { recursive: true });
    writeFileSync(join(copy, articleFile), saved.article);
    writeFileSync(join(copy, 'content/pictures', saved.picture), saved.pictureBytes);
  });

  test.afterAll(() => {
    served?.stop();
    rmSync(copy, { recursive: true, force: true });
  });

  test('the editor saves the article in the shape its schema takes, the photo as uploaded, in the media library', () => {
    const saved_ = JSON.parse(saved.article) as { image: { src: string; alt: unknown }; body: { es: string } };
    expect(newsArticle.safeParse(saved_).success).toBe(true);
    expect(saved_.image).toEqual({ src: `/images/${saved.picture}`, alt: article.alt });
    expect(saved_.body.es).toContain(`## ${article.body.es[1]}`);
    expect(saved.pictureBytes.equals(photo)).toBe(true);
  });

  test('the content check refuses the article with an alt text left empty, naming the file and the field, and takes it whole', () => {
    const withoutAlt = JSON.parse(saved.article) as { image: { alt: { en: string } } };
    withoutAlt.image.alt.en = '';
    writeFileSync(join(copy, articleFile), `${JSON.stringify(withoutAlt, null, 2)}\n`);
    // Checked on the day the suite builds on, as the build checks it: no date of the content past, so no warning.
    const env = { ...process.env, BUILD_DATE: testBuildDate(join(copy, 'content')) };
    const refused = spawnSync(tsx, ['scripts/content-check/run.ts', '--dir', join(copy, 'content')], { cwd: root, env, encoding: 'utf8' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(new RegExp(`content/data/news/${slug}\\.json, image\\.alt\\.en \\(line \\d+\\): the picture's English alt text is empty`));

    writeFileSync(join(copy, articleFile), saved.article);
    const taken = spawnSync(tsx, ['scripts/content-check/run.ts', '--dir', join(copy, 'content')], { cwd: root, env, encoding: 'utf8' });
    expect(taken.stderr).toBe('');
    expect(taken.status).toBe(0);
  });

  test('is built: the picture step and `next build`', async () => {
    test.setTimeout(900_000);
    const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', BUILD_DATE: testBuildDate(join(copy, 'content')) };
    // The site's own pictures come from the cache; the phone photo is the one encoded.
    const images = spawnSync(tsx, ['scripts/images.ts', '--root', copy, '--cache', join(root, '.cache/images')], { cwd: root, env, encoding: 'utf8' });
    expect(images.status, images.stderr).toBe(0);
    const build = spawnSync(join(root, 'node_modules/.bin/next'), ['build'], { cwd: copy, env, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    served = await serveExport(join(copy, 'out'));
  });

  test('no file published from the photo keeps its EXIF or GPS data, and each is the right way up', async () => {
    const base = saved.picture.replace(/\.[^.]+$/, '');
    const published = [join(copy, 'out/images', saved.picture), ...readdirSync(join(copy, 'out/images/variants')).filter((name) => name.startsWith(`${base}-`)).map((name) => join(copy, 'out/images/variants', name))];
    expect(published.length).toBeGreaterThan(3);
    expect(await cameraMetadata(join(copy, 'content/pictures', saved.picture))).toMatchObject({ exif: true, orientation: 6 });
    for (const file of published) {
      expect(await cameraMetadata(file), file).toEqual({ exif: false, xmp: false, iptc: false, orientation: undefined });
      const { width, height } = await sharp(file).metadata();
      if (!file.includes('-portrait-') && !file.includes('-square-')) expect(height, file).toBeGreaterThan(width!);
    }
  });

  for (const locale of ['es', 'en'] as const) {
    test(`the article's page shows its photo the right way up, in AVIF, with its alt text, and its text (${locale})`, async ({ page }) => {
      await page.goto(`${served!.site}/${locale}/life/news/${slug}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title[locale]);
      const photoOnPage = page.getByRole('img', { name: article.alt[locale], exact: true });
      await photoOnPage.scrollIntoViewIfNeeded();
      await expect.poll(() => photoOnPage.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(new RegExp(`/images/variants/${saved.picture.replace(/\.[^.]+$/, '')}-\\d+\\.avif$`));
      // Drawn the right way up: taller than wide, the red band along the right edge (turned the other way, it would be on the left).
      const drawn = await photoOnPage.evaluate((img: HTMLImageElement) => {
        const canvas = document.createElement('canvas');
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        const context = canvas.getContext('2d')!;
        context.drawImage(img, 0, 0);
        const redder = (x: number) => {
          const [red, , blue] = context.getImageData(x, Math.floor(img.naturalHeight / 2), 1, 1).data;
          return red! > blue!;
        };
        return { width: img.naturalWidth, height: img.naturalHeight, rightIsRed: redder(img.naturalWidth - 3), leftIsRed: redder(2) };
      });
      expect(drawn.height).toBeGreaterThan(drawn.width);
      expect(drawn).toMatchObject({ rightIsRed: true, leftIsRed: false });
      await expect(page.getByRole('heading', { level: 2, name: article.body[locale][1] })).toBeVisible();
      await expect(page.getByRole('article')).toContainText(article.body[locale][2]!);
      await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', new RegExp(`/feeds/news-${locale}\\.xml$`));
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.some((text) => text.includes('"NewsArticle"') && text.includes(article.title[locale]))).toBe(true);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`/og/article-${slug}-${locale}\\.jpg$`));
    });

    test(`the news page lists the article first, linking to it and sharing its own address (${locale})`, async ({ page }) => {
      await page.goto(`${served!.site}/${locale}/life/news/`);
      const cards = page.locator('#page-content article');
      await expect(cards.first().getByRole('heading')).toHaveText(article.title[locale]);
      await expect(cards.first().locator('time')).toHaveAttribute('datetime', article.date);
      const dates = await cards.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
      expect(dates).toEqual([...dates].sort().reverse());
      await expect(cards.first().getByRole('link', { name: new RegExp(article.title[locale]) }).first()).toHaveAttribute('href', `/${locale}/life/news/${slug}/`);
      const share = await cards.first().locator('a[href*="share"], a[href*="intent"], a[href*="sharer"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
      expect(share).toHaveLength(3);
      for (const href of share) expect(decodeURIComponent(href)).toContain(`/${locale}/life/news/${slug}/`);
    });

    test(`the sitemap and the ${locale} feed list the article`, async ({ request }) => {
      const sitemap = await (await request.get(`${served!.site}/sitemap.xml`)).text();
      expect(sitemap).toContain(`/${locale}/life/news/${slug}/</loc>`);
      const feed = await request.get(`${served!.site}/feeds/news-${locale}.xml`);
      expect(feed.status()).toBe(200);
      const xml = await feed.text();
      expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
      const titles = [...xml.matchAll(/<entry>\s*<title type="html"><!\[CDATA\[(.*?)\]\]><\/title>/g)].map((match) => match[1]);
      expect(titles[0]).toBe(article.title[locale]);
      expect(xml).toContain(`/${locale}/life/news/${slug}/`);
    });
  }
});
