import type { routing } from '@/i18n/routing';
import type messages from './messages/es.json';

// Typed message keys: a label missing from messages/es.json is a type error
// (and a unit test keeps messages/en.json's keys identical).
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages;
  }
}
