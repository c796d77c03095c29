import { heroImages } from '@/content/heroes';
import { homeHeroPictures } from '@/content/home';
import type { ImageAsset } from '@/content/schemas/fields';
import { articleRoutes, getRoute, localizedPath, routes, type Route, type RouteKey, type RouteMessageKey } from '@/content/navigation';
import { articleOf } from '@/content/news';
import { site } from '@/content/site';
import { routing, type Locale } from '@/i18n/routing';

/**
 * Addresses that search engines and link previews see: absolute URLs on
 * `site.url`, language alternates and the preview image of each page. The
 * metadata, the structured data, the sitemap, the post-build images and the
 * tests all read them from here, so they cannot disagree.
 */

/** `/es/admission/fees/` → `https://…/es/admission/fees/`. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${site.url}/`).href;
}

/** The canonical URL of a route in a locale (the exported page, with its trailing slash). */
export function pageUrl(locale: Locale, key: RouteKey): string {
  return absoluteUrl(localizedPath(locale, getRoute(key).path));
}

export type LanguageAlternates = Record<Locale | 'x-default', string>;

/**
 * hreflang alternates: the page in every language, and x-default on the
 * Spanish page itself (never on the unprefixed redirect page).
 */
export function languageAlternates(key: RouteKey): LanguageAlternates {
  const byLocale = Object.fromEntries(routing.locales.map((locale) => [locale, pageUrl(locale, key)]));
  return { ...byLocale, 'x-default': pageUrl(routing.defaultLocale, key) } as LanguageAlternates;
}

/** Open Graph locale of each language (Spain's Spanish, British English). */
export const ogLocale: Record<Locale, string> = { es: 'es_ES', en: 'en_GB' };

/** The size every link-preview image is made at (the Open Graph recommendation). */
export const previewImageSize = { width: 1200, height: 630 } as const;

/** Home, each top-level section and each news article: one preview image each, per language. */
export const previewSections: readonly RouteKey[] = [
  ...routes.filter((route) => route.key === 'home' || route.parent === 'home').map((route) => route.key),
  ...articleRoutes.map((route) => route.key),
];

/** The slug of an article's route key; undefined for any other page. */
export const articleSlug = (key: RouteKey) => articleRoutes.find((route) => route.key === key)?.slug;

/** The section whose preview image a page shares; an article has its own, made from its photo. */
export function previewSectionOf(key: RouteKey): RouteKey {
  return articleSlug(key) ? key : getRoute(key).section;
}

/** Site path of a section's preview image, written by the post-build step. */
export function previewImagePath(section: RouteKey, locale: Locale): string {
  return `/og/${section}-${locale}.jpg`;
}

/** The picture behind a section's preview: an article's photo, the section's hero, or the home hero for a section without one. */
export function previewPicture(section: RouteKey): ImageAsset {
  const slug = articleSlug(section);
  return slug ? articleOf(slug).image : (heroImages[section] ?? homeHeroPictures[0]!);
}

/** The route keys from home down to `key`: home › section › page. */
export function breadcrumbTrail(key: RouteKey): RouteKey[] {
  const trail: Route[] = [];
  for (let route: Route | undefined = getRoute(key); route; route = route.parent ? getRoute(route.parent) : undefined)
    trail.unshift(route);
  return trail.map((route) => route.key);
}

/** Reads a message of a namespace keyed by route (messages `nav`, `meta`): next-intl's translator or a lookup. */
export type RouteTranslator = (key: RouteMessageKey, values?: Readonly<Record<string, number | string>>) => string;

/** A route's label (from `nav`) or description (from `meta`), filled with the page's values (`/camps/age/9`: 9). */
export function routeText(translate: RouteTranslator, key: RouteKey): string {
  const { message } = getRoute(key);
  return translate(message.key, message.values);
}

type TitleParts = { label: (key: RouteKey) => string; siteName: string; tagline: string };

/**
 * The document title. Page labels can be the same in both languages (IB
 * School, Antibes, Liceo TV), so every title also names something that is
 * translated: the section for a page, the tagline for home and a section.
 */
export function pageTitle(key: RouteKey, { label, siteName, tagline }: TitleParts): string {
  const route = getRoute(key);
  if (key === 'home') return `${siteName} · ${tagline}`;
  if (route.section === key) return `${label(key)} · ${siteName} · ${tagline}`;
  return `${label(key)} · ${label(route.section)} · ${siteName}`;
}

/** The sitemap's pages: every route in every language, with its alternates. */
export function sitemapPages(): { url: string; alternates: LanguageAlternates }[] {
  return routes.flatMap((route) =>
    routing.locales.map((locale) => ({ url: pageUrl(locale, route.key), alternates: languageAlternates(route.key) })),
  );
}

/** Icon files drawn from app/icon.svg by the post-build step (scripts/postbuild/icons.ts). */
export const iconFiles = {
  favicon: '/favicon.ico',
  appleTouch: '/apple-touch-icon.png',
  /** Web app manifest icons; the 512 px one is also the school's logo in structured data. */
  app192: '/icons/icon-192.png',
  app512: '/icons/icon-512.png',
} as const;
