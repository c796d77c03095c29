import { Children, createElement, isValidElement, type ReactNode } from 'react';
import { createTranslator, IntlErrorCode, type IntlError } from 'next-intl';
import { intlConfig } from '@/i18n/request';
import { routing, type Locale } from '@/i18n/routing';

/** What fills a template's `{slots}`: text, or numbers for `{count}`, `{count, number}` and `{count, plural, …}`. */
export type TemplateValues = Readonly<Record<string, string | number>>;

/** What a rich template's `<tags>` become: each is given what it wraps (`<emailLink>{email}</emailLink>`: the address). */
export type TemplateTags = Readonly<Record<string, (chunks: ReactNode) => ReactNode>>;

/**
 * A translator of the one message `template`, with the site's formats and
 * time zone (i18n/request.ts), as the pages' messages have them; `onError`
 * hears what ICU cannot read or fill.
 */
const templateTranslator = (template: string, locale: Locale, onError: (error: IntlError) => void) =>
  createTranslator({ ...intlConfig(locale), messages: { template }, onError });

const stopOn = (template: string, locale: Locale) => (error: IntlError) => {
  throw new Error(`Cannot fill the ${locale} template "${template}": ${error.message}`);
};

/**
 * A template from content/ ("{count} meses de {amount}") formatted as an ICU
 * message by next-intl, the way messages/*.json are. ICU writes a number in a
 * plain `{count}` as it is (2026), groups it only in `{count, number}`
 * ("30.000" / "30,000"), and picks the words of `{count, plural, …}`. A slot
 * without a value or a template ICU cannot read throws, naming the template,
 * so a content mistake stops the build instead of showing "{slot}" on a page.
 */
export function formatTemplate(template: string, values: TemplateValues, locale: Locale): string {
  return templateTranslator(template, locale, stopOn(template, locale))('template', values);
}

/**
 * formatTemplate for a template with `<tags>` ("escríbenos a
 * <emailLink>{email}</emailLink>"), through next-intl's rich formatting: each
 * tag becomes what its function in `tags` returns (a link). A tag or slot
 * without a value throws, naming the template, as formatTemplate does.
 */
export function formatRichTemplate(template: string, values: TemplateValues, tags: TemplateTags, locale: Locale): ReactNode {
  return templateTranslator(template, locale, stopOn(template, locale)).rich('template', { ...values, ...tags });
}

/** A `{slot}` or `<tag>` of `text` that is not among `known`, each named once. */
function unknownNames(text: string, pattern: RegExp, known: readonly string[], write: (name: string) => string, what: string): string[] {
  const names = new Set([...text.matchAll(pattern)].map(([, name]) => name!).filter((name) => !known.includes(name)));
  return [...names].map((name) =>
    known.length > 0
      ? `"${write(name)}" is not ${what}: the ones it knows are ${known.map(write).join(', ')}; correct the name, or write the value out`
      : `"${write(name)}" is not ${what}: it knows none here; write the value out`,
  );
}

/**
 * What is wrong with a template from content/, for the content check: a
 * `{slot}` not among `slots` (the values the page fills in) or a `<tag>` not
 * among `tags` (the links it makes) would reach the page as written or stop
 * the build, and ICU must be able to read the whole, as the page formats it
 * with next-intl. Empty when the page can fill it in.
 */
export function templateProblems(template: string, slots: readonly string[], tags: readonly string[] = []): string[] {
  const unknown = [
    ...unknownNames(template, /\{(\w*)\}/g, slots, (name) => `{${name}}`, 'a value the page fills in'),
    ...unknownNames(template, /<\/?(\w+)>/g, tags, (name) => `<${name}>`, 'a tag the page knows'),
  ];
  if (unknown.length > 0) return unknown;
  const problems: string[] = [];
  // Numbers fill any kind of slot the content uses: {count}, {count, number}, {count, plural, …}.
  const values = Object.fromEntries([...slots.map((slot) => [slot, 1] as const), ...tags.map((tag) => [tag, (chunks: ReactNode) => chunks] as const)]);
  templateTranslator(template, routing.defaultLocale, (error) => {
    problems.push(
      error.code === IntlErrorCode.INVALID_MESSAGE
        ? 'is not a template the page can read: every "{" needs its "}", and every <tag> its </tag>'
        : `cannot be filled in: ${error.originalMessage ?? error.message}`,
    );
  }).rich('template', values);
  return problems.slice(0, 1);
}

/** Text whose runs may be links, as data an island's props can carry (JSON): the island shows it without next-intl. */
export type LinkedText = readonly (string | { readonly href: string; readonly text: string })[];

/** The text of a tag's chunks: tags inside a link are not links of their own. */
const plainText = (chunks: ReactNode): string =>
  Children.toArray(chunks)
    .map((chunk) => (isValidElement<{ children?: ReactNode }>(chunk) ? plainText(chunk.props.children) : String(chunk)))
    .join('');

/**
 * A rich message or template whose tags are links, formatted by next-intl
 * (`format` calls `t.rich`, or formatRichTemplate, with the tags it is
 * given), as LinkedText: each tag of `hrefs` links what it wraps to its
 * address.
 */
export function linkedText(hrefs: Readonly<Record<string, string>>, format: (tags: TemplateTags) => ReactNode): LinkedText {
  const tags = Object.fromEntries(Object.entries(hrefs).map(([tag, href]) => [tag, (chunks: ReactNode) => createElement('a', { href }, chunks)]));
  return Children.toArray(format(tags)).map((part) =>
    isValidElement<{ href: string; children?: ReactNode }>(part) ? { href: part.props.href, text: plainText(part.props.children) } : String(part),
  );
}

/** "de lunes a viernes" → "De lunes a viernes", for text that opens a line. */
export function upperFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
