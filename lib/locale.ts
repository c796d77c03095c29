import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, routing, type Locale } from '@/i18n/routing';

export type LocaleParams = { params: Promise<{ locale: string }> };

/** Reads and validates the locale of a static page, and tells next-intl about it. */
export async function resolveLocale(params: LocaleParams['params']): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

export function otherLocale(locale: Locale): Locale {
  return routing.locales.find((candidate) => candidate !== locale) ?? routing.defaultLocale;
}

export const localeParams = () => routing.locales.map((locale) => ({ locale }));
