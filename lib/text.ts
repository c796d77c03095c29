import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/routing';

/** What fills a template's `{slots}`: text, or numbers for `{count}`, `{count, number}` and `{count, plural, …}`. */
export type TemplateValues = Readonly<Record<string, string | number>>;

/**
 * A template from content/ ("{count} meses de {amount}") formatted as an ICU
 * message by next-intl, the way messages/*.json are. ICU writes a number in a
 * plain `{count}` as it is (2026), groups it only in `{count, number}`
 * ("30.000" / "30,000"), and picks the words of `{count, plural, …}`. A slot
 * without a value or a template ICU cannot read throws, naming the template,
 * so a content mistake stops the build instead of showing "{slot}" on a page.
 */
export function formatTemplate(template: string, values: TemplateValues, locale: Locale): string {
  const translate = createTranslator({
    locale,
    messages: { template },
    onError: (error) => {
      throw new Error(`Cannot fill the ${locale} template "${template}": ${error.message}`);
    },
  });
  return translate('template', values);
}

/** "de lunes a viernes" → "De lunes a viernes", for text that opens a line. */
export function upperFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
