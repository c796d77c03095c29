import { notFound } from 'next/navigation';
import { useLocale } from 'next-intl';
import { getLocale, setRequestLocale } from 'next-intl/server';
import { intlLocale } from '@/i18n/request';
import { isLocale, routing, type Locale } from '@/i18n/routing';

export type LocaleParams = { params: Promise<{ locale: string }> };

/** Reads and validates the locale of a static page, and tells next-intl about it. */
export async function resolveLocale(params: LocaleParams['params']): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

/**
 * The site's locale for next-intl's: next-intl holds the tag it formats by
 * ("es-ES", "en-GB", i18n/request.ts), the pages and the content go by the
 * site's ("es", "en").
 */
function siteLocale(intlTag: string): Locale {
  const locale = routing.locales.find((candidate) => intlLocale[candidate] === intlTag);
  if (!locale) throw new Error(`next-intl's locale "${intlTag}" is none of the site's`);
  return locale;
}

/**
 * The locale of the page being rendered, in an async server component: the
 * one `resolveLocale` gave next-intl (setRequestLocale) in the [locale]
 * layout and page.
 */
export async function getPageLocale(): Promise<Locale> {
  return siteLocale(await getLocale());
}

/**
 * The locale of the page being rendered, in a server component that is not
 * async (next-intl's `useLocale` reads the request's locale there), or under
 * a NextIntlClientProvider.
 */
export function usePageLocale(): Locale {
  return siteLocale(useLocale());
}

export function otherLocale(locale: Locale): Locale {
  return routing.locales.find((candidate) => candidate !== locale) ?? routing.defaultLocale;
}

export const localeParams = () => routing.locales.map((locale) => ({ locale }));
