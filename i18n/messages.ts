import { createTranslator, type Messages, type NamespaceKeys, type NestedKeyOf } from 'next-intl';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import type { Locale } from './routing';

/**
 * Every language's interface strings: the one module that reads messages/*.json.
 * The request config (i18n/request.ts) hands them to next-intl; code that
 * runs without a page request (the calendar files, lib/format.ts, scripts)
 * translates with `translator()`.
 */
export const messages: Readonly<Record<Locale, Messages>> = { es, en };

type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/** next-intl's translator for one namespace: what `getTranslations({ locale, namespace })` gives inside a request. */
export function translator<N extends Namespace>({ locale, namespace }: { locale: Locale; namespace: N }) {
  return createTranslator({ locale, messages: messages[locale], namespace });
}
