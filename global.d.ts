import type { formats, intlLocale } from '@/i18n/request';
import type { routing } from '@/i18n/routing';
import type messages from './messages/es.json';

// Typed message keys and format names: a label missing from messages/es.json,
// or a format not declared in i18n/request.ts, is a type error (and a unit
// test keeps messages/en.json's keys identical).
declare module 'next-intl' {
  interface AppConfig {
    // A page asks for its language (es, en); next-intl formats in its conventions (es-ES, en-GB).
    Locale: (typeof routing.locales)[number] | (typeof intlLocale)[keyof typeof intlLocale];
    Messages: typeof messages;
    Formats: typeof formats;
  }
}
