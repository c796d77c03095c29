import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
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

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;
type Element = DefaultTreeAdapterTypes.Element;
const htmlNamespace = 'http://www.w3.org/1999/xhtml';

/** The document's elements in order, as `querySelectorAll` finds them (a template's content is not in the document). */
function elementsOf(node: Node, found: Element[] = []): Element[] {
  if ('tagName' in node) found.push(node);
  if ('childNodes' in node) for (const child of node.childNodes) elementsOf(child, found);
  return found;
}

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value ?? null;
/** `querySelector('<tag>[name="value"]')?.getAttribute(wanted) ?? null` over `elements`. */
function firstWith(elements: Element[], name: string, value: string, wanted: string): string | null {
  const element = elements.find((candidate) => attribute(candidate, name) === value);
  return element ? attribute(element, wanted) : null;
}
const textOf = (element: Element): string =>
  element.childNodes.map((child) => ('value' in child ? child.value : 'tagName' in child ? textOf(child) : '')).join('');

/** The page's head as search engines and link previews read it: from its exported HTML, which needs no browser. */
function readHead(source: string): Omit<Head, 'url' | 'locale' | 'key'> {
  const elements = elementsOf(parse(source));
  // HTML's own elements: an icon's SVG <title> is not the page's.
  const named = (tag: string) => elements.filter((element) => element.tagName === tag && element.namespaceURI === htmlNamespace);
  const meta: Record<string, string[]> = {};
  for (const element of named('meta')) {
    const name = attribute(element, 'property') ?? attribute(element, 'name');
    if (name !== null) (meta[name] ??= []).push(attribute(element, 'content') ?? '');
  }
  const links = named('link').filter((link) => attribute(link, 'rel') !== null);
  const title = named('title')[0];
  return {
    // document.title: the first <title>'s text, its white space stripped and collapsed.
    title: title ? textOf(title).replace(/[\t\n\f\r ]+/g, ' ').trim() : '',
    description: firstWith(named('meta'), 'name', 'description', 'content'),
    canonical: firstWith(links, 'rel', 'canonical', 'href'),
    alternates: Object.fromEntries(
      links
        .filter((link) => attribute(link, 'rel') === 'alternate' && attribute(link, 'hreflang') !== null)
        .map((link) => [attribute(link, 'hreflang')!, attribute(link, 'href')!]),
    ),
    meta,
    links: links.map((link) => ({
      rel: attribute(link, 'rel')!,
      href: attribute(link, 'href')!,
      type: attribute(link, 'type'),
      sizes: attribute(link, 'sizes'),
    })),
    jsonLd: named('script').filter((script) => attribute(script, 'type') === 'application/ld+json').map(textOf),
  };
}

/** The exported file behind an absolute URL on the site address. */
function exportedFile(url: string): string {
  expect(url.startsWith(`${origin}/`), url).toBe(true);
  return join(outDir, decodeURIComponent(new URL(url).pathname));
}

const first = (head: Head, name: string) => head.meta[name]?.[0];

test.describe('search engines and link previews', () => {
  // One read of every page's exported HTML, without a browser (all of this is in the HTML the server sends), then the checks.
  const heads: Head[] = [];
  test.beforeAll(() => {
    for (const { route, locale, url } of localizedPages)
      heads.push({ url, locale, key: route.key, ...readHead(readFileSync(join(outDir, url, 'index.html'), 'utf8')) });
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
