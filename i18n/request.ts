import { createFormatter, createTranslator, type Formats, type Messages, type NamespaceKeys, type NestedKeyOf } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { messages } from './messages';
import { isLocale, routing, type Locale } from './routing';

/**
 * next-intl's configuration: the one place that says how the site writes
 * numbers, money, dates, lists and names, for the pages (the request config,
 * the default export) and for code that runs without a page request (the
 * calendar files, scripts, tests: `translator()` and `formatter()`).
 */

/**
 * The conventions each language is written in: Spain's Spanish and British
 * English ("5 September", "a, b and c"; plain "en" would write "September 5",
 * "a, b, and c"). next-intl formats by these tags; the URL and `lang` keep es/en.
 */
export const intlLocale = { es: 'es-ES', en: 'en-GB' } as const satisfies Record<Locale, string>;

/**
 * The site's dates are days without a time, held as midnight UTC
 * (lib/dates.ts), so they are written in UTC: no day moves with the zone of
 * the machine that builds the site.
 */
export const timeZone = 'UTC';

/**
 * Every way the site writes a number, a date, a list or a name, by name:
 * `format.number(3950, 'euros')` in code, `{amount, number, euros}` in a
 * message. A name that is not here is a type error (global.d.ts).
 */
export const formats = {
  number: {
    /** "3.950 €" / "€3,950", no cents. Spanish leaves four-digit numbers ungrouped unless told, hence 'always'. */
    euros: { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, useGrouping: 'always' },
    /** "30.000" / "30,000". */
    grouped: { useGrouping: 'always' },
    /** "5 %" / "5%", for a fraction: 0.05. Spanish writes a space before the sign. */
    percent: { style: 'percent' },
    /** "45 minutos" / "45 minutes". */
    minutes: { style: 'unit', unit: 'minute', unitDisplay: 'long' },
    /** "5 días" / "5 days". */
    days: { style: 'unit', unit: 'day', unitDisplay: 'long' },
    /** List numbers: "04", "011". */
    twoDigits: { minimumIntegerDigits: 2 },
    threeDigits: { minimumIntegerDigits: 3 },
  },
  dateTime: {
    /** "5 de septiembre" / "5 September". */
    day: { day: 'numeric', month: 'long' },
    /** "29 de febrero de 2024" / "29 February 2024". */
    dayWithYear: { day: 'numeric', month: 'long', year: 'numeric' },
    /** "30 jun" / "30 Jun". */
    shortDay: { day: 'numeric', month: 'short' },
    /** "30 jun 2024" / "30 Jun 2024". */
    shortDayWithYear: { day: 'numeric', month: 'short', year: 'numeric' },
    /** "septiembre" / "September". */
    month: { month: 'long' },
    /** "diciembre de 2023" / "December 2023". */
    monthYear: { month: 'long', year: 'numeric' },
    /** "lunes" / "Monday". */
    weekday: { weekday: 'long' },
    /** "7:30", "17:30": the hour without a leading zero, in both languages. */
    clock: { hour: 'numeric', minute: '2-digit', hourCycle: 'h23' },
  },
  list: {
    /** "1, 2, 3 y 15" / "1, 2, 3 and 15". */
    and: { type: 'conjunction' },
  },
  displayName: {
    /** "inglés" / "English", for a language tag such as "en". */
    language: { type: 'language' },
  },
} satisfies Formats;

/** Everything next-intl needs for one language. */
export function intlConfig(locale: Locale) {
  return { locale: intlLocale[locale], messages: messages[locale], formats, timeZone };
}

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  return intlConfig(isLocale(requested) ? requested : routing.defaultLocale);
});

type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/** next-intl's translator for one namespace, without a page request: what `getTranslations({ locale, namespace })` gives inside one. */
export function translator<N extends Namespace>({ locale, namespace }: { locale: Locale; namespace: N }) {
  return createTranslator({ ...intlConfig(locale), namespace });
}

/** What `getFormatter({ locale })` gives: `format.number(3950, 'euros')`, `format.dateTime(date, 'day')`. */
export type Formatter = ReturnType<typeof createFormatter>;

const formatters = new Map<Locale, Formatter>();

/** next-intl's formatter without a page request: what `getFormatter({ locale })` gives inside one. */
export function formatter(locale: Locale): Formatter {
  let made = formatters.get(locale);
  if (!made) formatters.set(locale, (made = createFormatter(intlConfig(locale))));
  return made;
}
