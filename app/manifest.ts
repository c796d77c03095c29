import type { MetadataRoute } from 'next';
import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/content/navigation';
import { site } from '@/content/site';
import { routing } from '@/i18n/routing';
import { pageDescription } from '@/lib/page-descriptions';
import { iconFiles } from '@/lib/seo';

export const dynamic = 'force-static';

/** The web app manifest, in the default language. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const layout = await getTranslations({ locale: routing.defaultLocale, namespace: 'layout' });
  return {
    name: `${layout('siteName')} · ${layout('siteTagline')}`,
    short_name: layout('siteName'),
    description: pageDescription('home', routing.defaultLocale),
    lang: routing.defaultLocale,
    start_url: localizedPath(routing.defaultLocale, '/'),
    scope: '/',
    display: 'standalone',
    theme_color: site.themeColor,
    background_color: site.backgroundColor,
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: iconFiles.app192, sizes: '192x192', type: 'image/png' },
      { src: iconFiles.app512, sizes: '512x512', type: 'image/png' },
      // The crest sits inside the maskable safe zone, so the same file serves both purposes.
      { src: iconFiles.app512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
