import type { Messages } from 'next-intl';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import type { Locale } from './routing';

/**
 * Every language's interface strings: the one module that reads
 * messages/*.json. i18n/request.ts hands them to next-intl, for the pages and
 * for code that runs without a page request (`translator()`).
 */
export const messages: Readonly<Record<Locale, Messages>> = { es, en };
