import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { RouteKey } from '@/content/navigation';
import { routing, type Locale } from '@/i18n/routing';
import {
  absoluteUrl,
  languageAlternates,
  ogLocale,
  pageTitle,
  pageUrl,
  previewImagePath,
  previewImageSize,
  articleSlug,
  previewSectionOf,
  routeText,
} from './seo';
import { pageDescription } from './page-descriptions';
import { newsFeedPath } from './news-feed';

/**
 * Everything a page tells search engines and link previews: title,
 * description (messages `meta.<key>`, filled in from content/), canonical URL, language alternates,
 * Open Graph and Twitter card with the section's preview image.
 */
export async function pageMetadata(key: RouteKey, locale: Locale): Promise<Metadata> {
  const nav = await getTranslations({ locale, namespace: 'nav' });
  const layout = await getTranslations({ locale, namespace: 'layout' });

  const siteName = layout('siteName');
  const title = pageTitle(key, { label: (routeKey) => routeText(nav, routeKey), siteName, tagline: layout('siteTagline') });
  const description = pageDescription(key, locale);
  const url = pageUrl(locale, key);
  const section = previewSectionOf(key);
  const image = {
    url: absoluteUrl(previewImagePath(section, locale)),
    ...previewImageSize,
    type: 'image/jpeg',
    alt: section === 'home' ? `${siteName} · ${layout('siteTagline')}` : `${routeText(nav, section)} · ${siteName}`,
  };

  return {
    title: { absolute: title },
    description,
    alternates: {
      canonical: url,
      languages: languageAlternates(key),
      // The news page and each article name the news feed in their language, so a feed reader finds it.
      ...(key === 'news' || articleSlug(key) ? { types: { 'application/atom+xml': [{ url: absoluteUrl(newsFeedPath(locale)), title: `${siteName} · ${nav('news')}` }] } } : {}),
    },
    openGraph: {
      type: 'website',
      url,
      siteName,
      title,
      description,
      locale: ogLocale[locale],
      alternateLocale: routing.locales.filter((other) => other !== locale).map((other) => ogLocale[other]),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}
