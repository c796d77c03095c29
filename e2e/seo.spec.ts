import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { openDays } from '@/content/admission';
import { schoolYearStart } from '@/content/calendar';
import { campOf, camps } from '@/content/camps';
import { articleRoutes, localizedPath, routes } from '@/content/navigation';
import { site } from '@/content/site';
import { routing } from '@/i18n/routing';
import { iso, openDayIso } from '@/tests/support/content-days';
import { notSpecSample, onSpecSample } from '@/tests/support/spec-sample';
import { localizedPages, outDir } from './support/site';

// Search engines and link previews, on the built pages. Absolute URLs are on
// the site address the export was built for: run with the same SITE_URL.
const origin = site.url;
const ogLocales = { es: 'es_ES', en: 'en_GB' } as const;

type JsonLdNode = Record<string, unknown> & { '@type': string };
type Head = {
  url: string;
  locale: 'es' | 'en';
  key: string;
  title: string;
  description: string | null;
  canonical: string | null;
  alternates: Record<string, string>;
  meta: Record<string, string[]>;
  links: { rel: string; href: string; type: string | null; sizes: string | null }[];
  jsonLd: string[];
};

async function readHead(page: Page): Promise<Omit<Head, 'url' | 'locale' | 'key'>> {
  return page.evaluate(() => {
    const meta: Record<string, string[]> = {};
    for (const element of document.querySelectorAll('meta[property], meta[name]')) {
      const name = element.getAttribute('property') ?? element.getAttribute('name')!;
      (meta[name] ??= []).push(element.getAttribute('content') ?? '');
    }
    const alternates = Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang')!,
        link.getAttribute('href')!,
      ]),
    );
    return {
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      alternates,
      meta,
      links: [...document.querySelectorAll('link[rel]')].map((link) => ({
        rel: link.getAttribute('rel')!,
        href: link.getAttribute('href')!,
        type: link.getAttribute('type'),
        sizes: link.getAttribute('sizes'),
      })),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ''),
    };
  });
}

/** The exported file behind an absolute URL on the site address. */
function exportedFile(url: string): string {
  expect(url.startsWith(`${origin}/`), url).toBe(true);
  return join(outDir, decodeURIComponent(new URL(url).pathname));
}

const first = (head: Head, name: string) => head.meta[name]?.[0];

test.describe('search engines and link previews', () => {
  // One pass over every page (without JavaScript: all of this is in the HTML), then the checks.
  test.describe.configure({ mode: 'serial' });
  const heads: Head[] = [];

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { route, locale, url } of localizedPages) {
      const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
      expect(response?.status(), url).toBe(200);
      heads.push({ url, locale, key: route.key, ...(await readHead(page)) });
    }
    await context.close();
  });

  test('every page has a title and a 140-160 character description, all different', () => {
    expect(heads.length).toBe(routes.length * routing.locales.length);
    for (const head of heads) {
      expect.soft(head.title.length, head.url).toBeGreaterThan(5);
      expect.soft(head.description?.length ?? 0, `${head.url} description`).toBeGreaterThanOrEqual(140);
      expect.soft(head.description?.length ?? 0, `${head.url} description`).toBeLessThanOrEqual(160);
    }
    const duplicates = (values: (string | null)[]) => values.filter((value, index) => values.indexOf(value) !== index);
    expect(duplicates(heads.map((head) => head.title)), 'repeated titles').toEqual([]);
    expect(duplicates(heads.map((head) => head.description)), 'repeated descriptions').toEqual([]);
  });

  test('canonical is the page itself; hreflang es, en and x-default on the Spanish page', () => {
    for (const head of heads) {
      const route = routes.find((candidate) => candidate.key === head.key)!;
      expect.soft(head.canonical, head.url).toBe(`${origin}${head.url}`);
      expect.soft(head.alternates, head.url).toEqual({
        es: `${origin}${localizedPath('es', route.path)}`,
        en: `${origin}${localizedPath('en', route.path)}`,
        'x-default': `${origin}${localizedPath('es', route.path)}`,
      });
    }
  });

  test('Open Graph and Twitter card on every page, with 1200×630 images that exist', async () => {
    const images = new Set<string>();
    for (const head of heads) {
      const other = head.locale === 'es' ? 'en' : 'es';
      expect.soft(first(head, 'og:title'), head.url).toBe(head.title);
      expect.soft(first(head, 'og:description'), head.url).toBe(head.description);
      expect.soft(first(head, 'og:url'), head.url).toBe(`${origin}${head.url}`);
      expect.soft(first(head, 'og:type'), head.url).toBe('website');
      expect.soft(first(head, 'og:site_name'), head.url).toBe('Liceo');
      expect.soft(first(head, 'og:locale'), head.url).toBe(ogLocales[head.locale]);
      expect.soft(head.meta['og:locale:alternate'], head.url).toEqual([ogLocales[other]]);
      expect.soft(first(head, 'og:image:width'), head.url).toBe('1200');
      expect.soft(first(head, 'og:image:height'), head.url).toBe('630');
      expect.soft(first(head, 'og:image:alt')?.length ?? 0, head.url).toBeGreaterThan(3);
      expect.soft(first(head, 'twitter:card'), head.url).toBe('summary_large_image');
      expect.soft(first(head, 'twitter:title'), head.url).toBe(head.title);
      expect.soft(first(head, 'twitter:description'), head.url).toBe(head.description);
      const image = first(head, 'og:image');
      expect.soft(first(head, 'twitter:image'), head.url).toBe(image);
      // Each language has its own picture (the title on it is translated).
      expect.soft(image, head.url).toMatch(new RegExp(`-${head.locale}\\.(jpg|png)$`));
      if (image) images.add(image);
    }
    for (const image of images) {
      const file = exportedFile(image);
      expect(existsSync(file), image).toBe(true);
      const { width, height, format } = await sharp(file).metadata();
      expect({ width, height, format }, image).toEqual({ width: 1200, height: 630, format: 'jpeg' });
    }
    // Home, each top-level section and each news article (its own picture, from its photo), in both languages.
    expect(images.size).toBe((routes.filter((route) => route.parent === 'home' || route.key === 'home').length + articleRoutes.length) * 2);
  });

  test('every JSON-LD block parses and has the fields its type needs', () => {
    const required: Record<string, string[]> = {
      School: ['name', 'url', 'foundingDate', 'address', 'telephone', 'email', 'logo'],
      BreadcrumbList: ['itemListElement'],
      Event: ['name', 'startDate', 'endDate', 'location', 'organizer', 'url'],
      NGO: ['name', 'url'],
      NewsArticle: ['headline', 'description', 'datePublished', 'image', 'author', 'publisher'],
    };
    for (const head of heads) {
      expect.soft(head.jsonLd.length, head.url).toBeGreaterThan(0);
      for (const block of head.jsonLd) {
        const node = JSON.parse(block) as JsonLdNode;
        expect.soft(node['@context'], head.url).toBe('https://schema.org');
        expect.soft(Object.keys(required), `${head.url} type`).toContain(node['@type']);
        for (const field of required[node['@type']] ?? []) expect.soft(node[field], `${head.url} ${node['@type']}.${field}`).toBeTruthy();
      }
    }
  });

  const nodes = (url: string, type: string) =>
    heads
      .find((head) => head.url === url)!
      .jsonLd.map((block) => JSON.parse(block) as JsonLdNode)
      .filter((node) => node['@type'] === type);

  test('home describes the school, founded in 1982, in both languages', () => {
    for (const locale of routing.locales) {
      const [school] = nodes(`/${locale}/`, 'School');
      expect(school).toMatchObject({ '@type': 'School', name: 'Liceo', foundingDate: '1982', url: `${origin}/${locale}/` });
      expect(school!.address).toMatchObject({ postalCode: '28109', addressLocality: 'Alcobendas' });
      expect(existsSync(exportedFile(String(school!.logo))), 'logo file').toBe(true);
    }
  });

  test('a section page has its breadcrumb trail', () => {
    const [trail] = nodes('/en/admission/fees/', 'BreadcrumbList');
    expect(trail!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/en/` },
      { '@type': 'ListItem', position: 2, name: 'Admissions', item: `${origin}/en/admission/` },
      { '@type': 'ListItem', position: 3, name: 'Fees', item: `${origin}/en/admission/fees/` },
    ]);
  });

  test('each camp page has its event: dates, place and ages from its entry', () => {
    expect(camps.length).toBeGreaterThan(0);
    for (const locale of routing.locales)
      for (const camp of camps) {
        const { start, end } = camp.dates;
        expect(nodes(`/${locale}/camps/${camp.slug}/`, 'Event'), camp.slug).toEqual([
          expect.objectContaining({
            name: camp.name[locale],
            startDate: iso(start),
            endDate: iso(end),
            typicalAgeRange: `${camp.ages.from}-${camp.ages.to}`,
            location: expect.objectContaining({ '@type': 'Place', name: camp.place[locale] }),
          }),
        ]);
      }
  });

  test('a camp page has its event: dates, place and ages from the specification\'s camp table', () => {
    test.skip(!onSpecSample, notSpecSample);
    // Buckswood: England, 10-17, 30 Jun-13 Jul (specification section 9).
    for (const locale of routing.locales) {
      const [camp] = nodes(`/${locale}/camps/buckswood/`, 'Event');
      expect(camp).toMatchObject({
        name: 'Buckswood',
        startDate: `${campOf('camp-buckswood').dates.start.year}-06-30`,
        endDate: `${campOf('camp-buckswood').dates.end.year}-07-13`,
        typicalAgeRange: '10-17',
        location: { '@type': 'Place', name: locale === 'es' ? 'Inglaterra' : 'England' },
      });
    }
  });

  test('the open days page has an event per open day, on its day or in its month', () => {
    for (const locale of routing.locales) {
      const events = nodes(`/${locale}/admission/opendoors/`, 'Event');
      expect(events.map((event) => event.startDate)).toEqual(
        openDays.map(openDayIso),
      );
      for (const event of events) {
        expect(event.endDate).toBe(event.startDate);
        expect(event.location).toMatchObject({ '@type': 'Place', address: { addressLocality: 'Alcobendas' } });
      }
    }
  });

  test('the open days page has the specification\'s two events: April (World Book Day) and June', () => {
    test.skip(!onSpecSample, notSpecSample);
    const year = schoolYearStart + 1;
    for (const locale of routing.locales) {
      const events = nodes(`/${locale}/admission/opendoors/`, 'Event');
      expect(events.map((event) => event.startDate)).toEqual([`${year}-04-23`, `${year}-06`]);
      for (const event of events) {
        expect(event.endDate).toBe(event.startDate);
        expect(event.location).toMatchObject({ '@type': 'Place', address: { addressLocality: 'Alcobendas' } });
      }
    }
  });

  test('the foundation pages describe the foundation', () => {
    for (const url of ['/es/foundation/', '/en/foundation/social/']) expect(nodes(url, 'NGO'), url).toHaveLength(1);
    expect(nodes('/es/admission/', 'NGO')).toHaveLength(0);
  });

  test('every page links its icons and the web app manifest', () => {
    for (const head of heads) {
      const links = head.links.map((link) => `${link.rel} ${link.href}`);
      expect.soft(links, head.url).toEqual(
        expect.arrayContaining(['icon /favicon.ico', 'icon /icon.svg', 'apple-touch-icon /apple-touch-icon.png', 'manifest /manifest.webmanifest']),
      );
    }
  });
});

test('sitemap.xml lists exactly every route in every language, with its alternates', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: body!.match(/<loc>([^<]+)<\/loc>/)![1]!,
    alternates: Object.fromEntries(
      [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, href]),
    ),
  }));
  const expected = localizedPages.map((page) => `${origin}${page.url}`);
  expect(entries.map((entry) => entry.loc).sort()).toEqual([...expected].sort());
  for (const entry of entries) {
    const path = new URL(entry.loc).pathname;
    const route = routes.find((candidate) => localizedPath(path.split('/')[1]!, candidate.path) === path)!;
    expect.soft(entry.alternates, entry.loc).toEqual({
      es: `${origin}${localizedPath('es', route.path)}`,
      en: `${origin}${localizedPath('en', route.path)}`,
      'x-default': `${origin}${localizedPath('es', route.path)}`,
    });
    // A real page, not a redirect page or the 404.
    expect.soft(existsSync(join(outDir, path, 'index.html')), entry.loc).toBe(true);
  }
});

test('robots.txt allows crawling and points at the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^User-Agent: \*$/im);
  expect(text).toMatch(/^Allow: \/$/m);
  expect(text).not.toMatch(/^Disallow: \/\s*$/m);
  expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
});

test('favicon, touch icon and web app manifest', async ({ request }) => {
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  // An .ico file: reserved 0, type 1, then the image count.
  const ico = await favicon.body();
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
  expect(ico[6 + 16], 'second image is 32 px').toBe(32);

  const touch = await request.get('/apple-touch-icon.png');
  expect(touch.status()).toBe(200);
  expect(await sharp(await touch.body()).metadata()).toMatchObject({ width: 180, height: 180, format: 'png' });

  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: expect.stringContaining('Liceo'),
    short_name: 'Liceo',
    start_url: '/es/',
    theme_color: '#0d1c36',
    background_color: '#faf7f1',
  });
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    if (icon.sizes !== 'any') {
      const { width, height } = await sharp(await response.body()).metadata();
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  }
});
