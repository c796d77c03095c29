import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales, type Locale } from '@/content/schemas/locales';

export type { Locale };

export const routing = defineRouting({
  // The two languages are listed once, in content/schemas/locales.ts, where every layer can read them.
  locales,
  defaultLocale,
  localePrefix: 'always',
  // The site stores nothing on a visitor's device.
  localeCookie: false,
});

export function isLocale(value: unknown): value is Locale {
  return routing.locales.includes(value as Locale);
}
