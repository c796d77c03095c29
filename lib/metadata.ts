import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { RouteKey } from '@/content/navigation';
import type { Locale } from '@/i18n/routing';

/** Title and description of a page, in its language. */
export async function pageMetadata(key: RouteKey, locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'nav' });
  const tl = await getTranslations({ locale, namespace: 'layout' });
  return {
    title: key === 'home' ? { absolute: `${tl('siteName')} · ${tl('siteTagline')}` } : t(key),
    description: tl('siteTagline'),
  };
}
