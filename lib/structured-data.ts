import type { BreadcrumbList, Event, NewsArticle, NGO, Place, PostalAddress, School, WithContext } from 'schema-dts';
import { admissionPictures, openDayFirstDay, openDays, type OpenDay } from '@/content/admission';
import { campOf, isCampKey, type Camp, type CampAddress, type CampKey } from '@/content/camps';
import { articleRoutes, getRoute, type RouteKey } from '@/content/navigation';
import { articleOf } from '@/content/news';
import { site } from '@/content/site';
import { routing, type Locale } from '@/i18n/routing';
import { isoDate, isoMonth } from './dates';
import { absoluteUrl, breadcrumbTrail, iconFiles, pageUrl, previewImagePath } from './seo';

/**
 * schema.org structured data (JSON-LD) for search engines: the school on
 * home, a breadcrumb trail on every other page, events for the open days and
 * the summer camps, the foundation on its pages. Built from content/ only.
 */

export type JsonLd = WithContext<School> | WithContext<BreadcrumbList> | WithContext<Event> | WithContext<NGO> | WithContext<NewsArticle>;

/** The localized words the builders need: page labels (messages `nav`) and descriptions (`meta`). */
export type JsonLdTexts = {
  label: (key: RouteKey) => string;
  description: (key: RouteKey) => string;
};

const context = 'https://schema.org' as const;
const schoolId = `${site.url}/#school`;
const foundationId = `${site.url}/#foundation`;

function schoolAddress(): PostalAddress {
  const { address } = site.contact;
  return {
    '@type': 'PostalAddress',
    ...(address.street ? { streetAddress: address.street } : {}),
    postalCode: address.postalCode,
    addressLocality: address.locality,
    addressRegion: address.region,
    addressCountry: address.country,
  };
}

/** The school as organiser: a reference to the full School node on home. */
function schoolRef(locale: Locale) {
  return { '@type': 'School', '@id': schoolId, name: site.name, url: pageUrl(locale, 'home') } as const;
}

function schoolPlace(): Place {
  return { '@type': 'Place', name: site.name, address: schoolAddress() };
}

const scheduledInPerson = {
  eventStatus: 'https://schema.org/EventScheduled',
  eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
} as const;

export function schoolJsonLd(locale: Locale, texts: JsonLdTexts): WithContext<School> {
  const sameAs = site.social.flatMap((network) => (network.url ? [network.url] : []));
  return {
    '@context': context,
    '@type': 'School',
    '@id': schoolId,
    name: site.name,
    description: texts.description('home'),
    url: pageUrl(locale, 'home'),
    logo: absoluteUrl(iconFiles.app512),
    image: absoluteUrl(previewImagePath('home', locale)),
    foundingDate: String(site.facts.foundedYear),
    address: schoolAddress(),
    telephone: site.contact.phones[0],
    email: site.contact.email,
    knowsLanguage: [...routing.locales],
    // Only the networks the school has given a profile address for.
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

export function breadcrumbJsonLd(key: RouteKey, locale: Locale, texts: JsonLdTexts): WithContext<BreadcrumbList> {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbTrail(key).map((routeKey, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: texts.label(routeKey),
      item: pageUrl(locale, routeKey),
    })),
  };
}

/**
 * An open day's date. Without a
 * day, the month alone: schema.org dates are ISO 8601, which allows reduced
 * precision ("2024-06"). Search engines show such an event without a rich
 * result until the school adds its day in its file of content/data/open-days/.
 */
function openDayDate(openDay: OpenDay): string {
  return openDay.day ? isoDate(openDayFirstDay(openDay)) : isoMonth(openDay);
}

export function openDayEvents(locale: Locale): WithContext<Event>[] {
  return openDays.map((openDay: OpenDay) => {
    const date = openDayDate(openDay);
    return {
      '@context': context,
      '@type': 'Event',
      name: openDay.name[locale],
      description: openDay.text[locale],
      startDate: date,
      endDate: date,
      ...scheduledInPerson,
      location: schoolPlace(),
      organizer: schoolRef(locale),
      image: absoluteUrl((openDay.image ?? admissionPictures.openDays).src),
      url: pageUrl(locale, 'opendoors'),
    };
  });
}

/** A camp's address (content/camps.ts) as schema.org writes it. */
function campAddress({ country, region, locality }: CampAddress): PostalAddress {
  return {
    '@type': 'PostalAddress',
    ...(locality ? { addressLocality: locality } : {}),
    ...(region ? { addressRegion: region } : {}),
    addressCountry: country,
  };
}

export function campEventJsonLd(key: CampKey, locale: Locale, texts: JsonLdTexts): WithContext<Event> {
  const camp: Camp = campOf(key);
  const address = camp.address && campAddress(camp.address);
  return {
    '@context': context,
    '@type': 'Event',
    name: texts.label(key),
    description: camp.summary[locale],
    startDate: isoDate(camp.dates.start),
    endDate: isoDate(camp.dates.end),
    ...scheduledInPerson,
    location: { '@type': 'Place', name: camp.place[locale], ...(address ? { address } : {}) },
    typicalAgeRange: `${camp.ages.from}-${camp.ages.to}`,
    organizer: schoolRef(locale),
    image: absoluteUrl(camp.image.src),
    url: pageUrl(locale, key),
  };
}

export function foundationJsonLd(locale: Locale, texts: JsonLdTexts): WithContext<NGO> {
  return {
    '@context': context,
    '@type': 'NGO',
    '@id': foundationId,
    name: site.foundationName[locale],
    description: texts.description('foundation'),
    url: pageUrl(locale, 'foundation'),
    parentOrganization: schoolRef(locale),
  };
}

/** A news article (content/data/news/), published by the school, with its photo. */
export function newsArticleJsonLd(key: RouteKey, slug: string, locale: Locale): WithContext<NewsArticle> {
  const article = articleOf(slug);
  return {
    '@context': context,
    '@type': 'NewsArticle',
    headline: article.title[locale],
    description: article.summary[locale],
    datePublished: article.date,
    inLanguage: locale,
    image: absoluteUrl(article.image.src),
    author: schoolRef(locale),
    publisher: schoolRef(locale),
    mainEntityOfPage: pageUrl(locale, key),
  };
}

/** Every JSON-LD node of a page. */
export function structuredDataFor(key: RouteKey, locale: Locale, texts: JsonLdTexts): JsonLd[] {
  if (key === 'home') return [schoolJsonLd(locale, texts)];
  return [
    breadcrumbJsonLd(key, locale, texts),
    ...(key === 'opendoors' ? openDayEvents(locale) : []),
    ...(isCampKey(key) ? [campEventJsonLd(key, locale, texts)] : []),
    ...(getRoute(key).section === 'foundation' ? [foundationJsonLd(locale, texts)] : []),
    ...articleRoutes.filter((route) => route.key === key).map((route) => newsArticleJsonLd(key, route.slug, locale)),
  ];
}

/** JSON for a <script type="application/ld+json">: "<" escaped so that no text can close the element. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
