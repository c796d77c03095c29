import { describe, expect, it } from 'vitest';
import { schoolYearStart } from '@/content/calendar';
import { openDays } from '@/content/admission';
import { campKeys, campOf, camps } from '@/content/camps';
import { articleRoutes, localizedPath, routes, type RouteKey } from '@/content/navigation';
import { defaultSiteUrl, site, siteOrigin } from '@/content/site';
import { messages } from '@/i18n/messages';
import { translator } from '@/i18n/request';
import { routing, type Locale } from '@/i18n/routing';
import { breadcrumbTrail, languageAlternates, pageTitle, pageUrl, previewSections, routeText, sitemapPages } from '@/lib/seo';
import { pageDescription } from '@/lib/page-descriptions';
import { serializeJsonLd, structuredDataFor, type JsonLdTexts } from '@/lib/structured-data';
import { iso, openDayIso } from '../support/content-days';
import { specSampleOnly } from '../support/spec-sample';
const routeKeys = routes.map((route) => route.key);

function texts(locale: Locale): JsonLdTexts {
  const nav = translator({ locale, namespace: 'nav' });
  return {
    label: (key) => routeText(nav, key),
    description: (key) => pageDescription(key, locale),
  };
}

/** Every page's description, filled in. */
const descriptions = routing.locales.flatMap((locale) =>
  routes.map((route) => ({ locale, key: route.key, text: texts(locale).description(route.key) })),
);

function titleOf(key: RouteKey, locale: Locale) {
  const { layout } = messages[locale];
  const nav = translator({ locale, namespace: 'nav' });
  return pageTitle(key, {
    label: (routeKey) => routeText(nav, routeKey),
    siteName: layout.siteName,
    tagline: layout.siteTagline,
  });
}

/** Every JSON-LD node of every page, parsed back from the serialised text as a browser would. */
const pages = routes.flatMap((route) =>
  routing.locales.map((locale) => ({
    key: route.key,
    locale,
    nodes: structuredDataFor(route.key, locale, texts(locale)).map(
      (node) => JSON.parse(serializeJsonLd(node)) as Record<string, unknown> & { '@type': string },
    ),
  })),
);
const nodesOf = (key: RouteKey, locale: Locale, type: string) =>
  pages.find((page) => page.key === key && page.locale === locale)!.nodes.filter((node) => node['@type'] === type);

describe('page descriptions (messages meta.<routeKey>)', () => {
  it('exist for every route in both languages, and for nothing else', () => {
    const messageKeys = [...new Set(routes.map((route) => route.message.key))];
    for (const locale of routing.locales) {
      expect(Object.keys(messages[locale].meta).sort(), locale).toEqual(messageKeys.sort());
    }
  });

  it('are 140 to 160 characters long, filled in (an article\'s is the summary staff wrote for it)', () => {
    const outside = descriptions
      .filter(({ key }) => !articleRoutes.some((route) => route.key === key))
      .filter(({ text }) => text.length < 140 || text.length > 160)
      .map(({ locale, key, text }) => `${locale}.${key}: ${text.length}`);
    expect(outside).toEqual([]);
  });

  it('are all different, across pages and languages', () => {
    const all = descriptions.map(({ text }) => text);
    expect(all.every((text) => !text.includes('{'))).toBe(true);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('page titles', () => {
  it('are all different, across pages and languages', () => {
    const titles = routeKeys.flatMap((key) => routing.locales.map((locale) => titleOf(key, locale)));
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('name the page, and its section below the top level', () => {
    expect(titleOf('fees', 'es')).toBe('Honorarios · Admisiones · Liceo');
    expect(titleOf('fees', 'en')).toBe('Fees · Admissions · Liceo');
    expect(titleOf('ibschool', 'en')).toBe('IB School · Liceo · International bilingual school in La Moraleja');
    expect(titleOf('home', 'es')).toBe('Liceo · Colegio bilingüe internacional en La Moraleja');
  });
});

describe('site address (SITE_URL)', () => {
  it('defaults to a reserved domain and keeps only the origin', () => {
    expect(siteOrigin(undefined)).toBe(defaultSiteUrl);
    expect(siteOrigin('')).toBe(defaultSiteUrl);
    expect(siteOrigin(' https://www.colegio.es/ ')).toBe('https://www.colegio.es');
    expect(siteOrigin('https://www.colegio.es/some/path')).toBe('https://www.colegio.es');
    expect(() => siteOrigin('ftp://colegio.es')).toThrow();
    expect(() => siteOrigin('colegio.es')).toThrow();
  });
});

describe('URLs and alternates', () => {
  it('are absolute, on the site address, with the exported trailing slash', () => {
    expect(pageUrl('en', camps[0]!.key)).toBe(`${site.url}/en/camps/${camps[0]!.slug}/`);
    expect(pageUrl('es', 'home')).toBe(`${site.url}/es/`);
  });

  it('give every language and an x-default on the Spanish page', () => {
    expect(languageAlternates('fees')).toEqual({
      es: `${site.url}/es/admission/fees/`,
      en: `${site.url}/en/admission/fees/`,
      'x-default': `${site.url}/es/admission/fees/`,
    });
  });

  it('list every route in every language in the sitemap, once', () => {
    const urls = sitemapPages().map((page) => page.url);
    const expected = routes.flatMap((route) => routing.locales.map((locale) => `${site.url}${localizedPath(locale, route.path)}`));
    expect(urls.sort()).toEqual(expected.sort());
    expect(new Set(urls).size).toBe(routes.length * routing.locales.length);
  });

  it('have a preview image for home and every top-level section', () => {
    expect(previewSections).toContain('home');
    for (const route of routes) expect(previewSections, route.key).toContain(route.section);
  });

  it('trace breadcrumbs from home down to the page', () => {
    expect(breadcrumbTrail('home')).toEqual(['home']);
    expect(breadcrumbTrail('camps')).toEqual(['home', 'camps']);
    expect(breadcrumbTrail(camps[0]!.key)).toEqual(['home', 'camps', camps[0]!.key]);
  });
});

describe('structured data', () => {
  it('escapes "<" so that no text can close the script element', () => {
    const [node] = structuredDataFor('home', 'es', { label: () => '</script>', description: () => '</script><b>' });
    const json = serializeJsonLd(node!);
    expect(json).not.toContain('<');
    expect((JSON.parse(json) as { description: string }).description).toBe('</script><b>');
  });

  it('gives every node a schema.org context and type', () => {
    for (const page of pages) {
      for (const node of page.nodes) {
        expect(node['@context'], page.key).toBe('https://schema.org');
        expect(typeof node['@type'], page.key).toBe('string');
      }
    }
  });

  it('describes the school on home only, founded in 1982, with its contact data', () => {
    for (const locale of routing.locales) {
      const [school] = nodesOf('home', locale, 'School');
      expect(school).toMatchObject({
        name: 'Liceo',
        foundingDate: '1982',
        url: `${site.url}/${locale}/`,
        telephone: site.contact.phones[0],
        email: site.contact.email,
        address: { '@type': 'PostalAddress', postalCode: '28109', addressLocality: 'Alcobendas', addressCountry: 'ES' },
      });
      expect(school!.logo).toMatch(/^https?:\/\/.+\.png$/);
      // No social profile has an address yet: no sameAs until one does.
      expect(school!.sameAs).toBeUndefined();
    }
    const schools = pages.filter((page) => page.nodes.some((node) => node['@type'] === 'School'));
    expect(schools.map((page) => page.key)).toEqual(['home', 'home']);
  });

  it('gives every page but home a breadcrumb ending on the page itself', () => {
    for (const page of pages.filter((candidate) => candidate.key !== 'home')) {
      const [trail] = nodesOf(page.key, page.locale, 'BreadcrumbList');
      const items = (trail!.itemListElement as { position: number; name: string; item: string }[]) ?? [];
      expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
      expect(items[0]!.item).toBe(pageUrl(page.locale, 'home'));
      expect(items.at(-1)!.item).toBe(pageUrl(page.locale, page.key));
      expect(items.every((item) => item.name.length > 0)).toBe(true);
    }
    const [fees] = nodesOf('fees', 'es', 'BreadcrumbList');
    expect((fees!.itemListElement as { name: string }[]).map((item) => item.name)).toEqual(['Inicio', 'Admisiones', 'Honorarios']);
  });

  it('lists the open days on their days, or their month where the day is not set', () => {
    expect(openDays.length).toBeGreaterThan(0);
    for (const locale of routing.locales) {
      const events = nodesOf('opendoors', locale, 'Event');
      expect(events.map((event) => [event.startDate, event.endDate])).toEqual(openDays.map((openDay) => [openDayIso(openDay), openDayIso(openDay)]));
      for (const event of events) {
        expect(event.location).toMatchObject({ '@type': 'Place', address: { addressLocality: 'Alcobendas' } });
        expect(event.organizer).toMatchObject({ '@type': 'School', name: 'Liceo' });
      }
    }
  });

  it('lists the specification\'s two open days: World Book Day in April and a June day', (context) => {
    specSampleOnly(context);
    const year = schoolYearStart + 1;
    for (const locale of routing.locales) {
      const events = nodesOf('opendoors', locale, 'Event');
      expect(events.map((event) => [event.startDate, event.endDate])).toEqual([
        [`${year}-04-23`, `${year}-04-23`],
        [`${year}-06`, `${year}-06`],
      ]);
      for (const event of events) {
        expect(event.location).toMatchObject({ '@type': 'Place', address: { addressLocality: 'Alcobendas' } });
        expect(event.organizer).toMatchObject({ '@type': 'School', name: 'Liceo' });
      }
    }
  });

  it('gives every camp page an event with dates, place and age range', () => {
    for (const key of campKeys) {
      for (const locale of routing.locales) {
        const [event] = nodesOf(key, locale, 'Event');
        expect(event, `${key} ${locale}`).toBeDefined();
        expect(String(event!.startDate) <= String(event!.endDate), key).toBe(true);
        expect(event!.typicalAgeRange, key).toMatch(/^\d+-\d+$/);
        expect((event!.location as { name: string }).name.length, key).toBeGreaterThan(0);
        expect(event!.url).toBe(pageUrl(locale, key));
      }
    }
    for (const camp of camps)
      expect(nodesOf(camp.key, 'en', 'Event')[0], camp.slug).toMatchObject({
        name: camp.name.en,
        startDate: iso(camp.dates.start),
        endDate: iso(camp.dates.end),
        typicalAgeRange: `${camp.ages.from}-${camp.ages.to}`,
        location: { '@type': 'Place', name: camp.place.en, ...(camp.address && { address: { addressCountry: camp.address.country } }) },
      });
  });

  it('gives the specification\'s camps their dates, place and age range', (context) => {
    specSampleOnly(context);
    // Antibes, from the specification's camp table: France, 11-14, 30 Jun-13 Jul.
    expect(nodesOf('camp-antibes', 'en', 'Event')[0]).toMatchObject({
      name: 'Antibes',
      startDate: `${campOf('camp-antibes').dates.start.year}-06-30`,
      endDate: `${campOf('camp-antibes').dates.end.year}-07-13`,
      typicalAgeRange: '11-14',
      location: { '@type': 'Place', name: 'France', address: { addressCountry: 'FR' } },
    });
    expect(nodesOf('camp-immersion', 'es', 'Event')[0]).toMatchObject({
      startDate: `${campOf('camp-immersion').dates.start.year}-06-24`,
      endDate: `${campOf('camp-immersion').dates.end.year}-07-12`,
      typicalAgeRange: '13-18',
    });
  });

  it('describes the foundation as an NGO on its pages only', () => {
    const withNgo = pages.filter((page) => page.nodes.some((node) => node['@type'] === 'NGO'));
    const foundationPages = routes.filter((route) => route.section === 'foundation');
    expect(withNgo.length).toBe(foundationPages.length * routing.locales.length);
    expect(nodesOf('reason', 'es', 'NGO')[0]).toMatchObject({ name: site.foundationName.es, url: pageUrl('es', 'foundation') });
  });
});
