import type { Locale } from '@/i18n/routing';
import type { AgeRange, ClockTime, DaySpan, Weekday } from '@/content/types';
import { translator } from '@/i18n/messages';

/** BCP 47 tag used for formatting: Spain's Spanish, British English (the school's English). */
export const formatLocale: Record<Locale, string> = { es: 'es-ES', en: 'en-GB' };

/**
 * Euros without cents: "3.950 €" in Spanish, "€3,950" in English. Spanish
 * style omits the separator in four-digit numbers unless asked, hence 'always'.
 */
export function formatEuros(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(formatLocale[locale], {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
    useGrouping: 'always',
  }).format(amount);
}

/** A school year by the year it starts in: 2024 → "2024/2025". */
export function formatSchoolYear(startYear: number): string {
  return `${startYear}/${startYear + 1}`;
}

/** "5 %" / "5%": Spanish writes a space before the sign. */
export function formatPercent(value: number, locale: Locale): string {
  return new Intl.NumberFormat(formatLocale[locale], { style: 'percent' }).format(value / 100);
}

/** A quantity with its unit spelt out: "45 minutos" / "45 minutes", "5 días" / "5 days". */
export function formatQuantity(value: number, unit: 'minute' | 'day', locale: Locale): string {
  return new Intl.NumberFormat(formatLocale[locale], { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** A range of distances: "5-25 km" / "5–25 km" (each language its own dash). */
export function formatKilometreRange(from: number, to: number, locale: Locale): string {
  return new Intl.NumberFormat(formatLocale[locale], { style: 'unit', unit: 'kilometer' }).formatRange(from, to);
}

/** A number with leading zeros, as lists are numbered: 1 → "001" with three digits. */
export function formatSerial(value: number, digits: number): string {
  return String(value).padStart(digits, '0');
}

/** A plain number with thousands separators: "30.000" / "30,000". */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(formatLocale[locale], { useGrouping: 'always' }).format(value);
}

/** An area in square metres: "30.000 m²" / "30,000 m²", never wrapping before the unit. */
export function formatArea(squareMetres: number, locale: Locale): string {
  return `${formatNumber(squareMetres, locale)}\u00a0m²`;
}

const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));

export type DateStyle = 'long' | 'short';
/** How a date is written: the month long or short, and whether the year follows. */
export type DateOptions = { style?: DateStyle; withYear?: boolean };
const dateFormat = (locale: Locale, style: DateStyle, withYear: boolean) =>
  new Intl.DateTimeFormat(formatLocale[locale], {
    day: 'numeric',
    month: style,
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });

export type CalendarDate = { year: number; month: number; day: number };

/** "5 de septiembre" / "5 September"; with its year, "29 de febrero de 2024". */
export function formatDay(date: CalendarDate, locale: Locale, { style = 'long', withYear = false }: DateOptions = {}): string {
  return dateFormat(locale, style, withYear).format(utc(date.year, date.month, date.day));
}

/** "22–23 de febrero", "25 de diciembre – 5 de enero" / "30 Jun – 13 Jul"; with the year, "30 Jun – 13 Jul 2024". */
export function formatDayRange(start: CalendarDate, end: CalendarDate, locale: Locale, { style = 'long', withYear = false }: DateOptions = {}): string {
  const format = dateFormat(locale, style, withYear);
  const from = utc(start.year, start.month, start.day);
  const to = utc(end.year, end.month, end.day);
  // formatRange adds the years when a range crosses New Year; the school calendar, headed by its school year, leaves them out.
  if (start.year !== end.year && !withYear) return `${format.format(from)} – ${format.format(to)}`;
  return format.formatRange(from, to);
}

/** "septiembre" / "September" for a month number (1-12). */
export function formatMonth(month: number, locale: Locale): string {
  return new Intl.DateTimeFormat(formatLocale[locale], { month: 'long', timeZone: 'UTC' }).format(utc(2000, month, 1));
}

/** "diciembre de 2023" / "December 2023". */
export function formatMonthYear({ year, month }: { year: number; month: number }, locale: Locale): string {
  return new Intl.DateTimeFormat(formatLocale[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utc(year, month, 1));
}

/** ISO 8601 month, "2023-12": for <time datetime>. */
export function isoMonth({ year, month }: { year: number; month: number }): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** "lunes" / "Monday" for an ISO weekday. */
export function formatWeekday(day: Weekday, locale: Locale): string {
  // 1 January 2024 was a Monday, so ISO weekday n falls on day n of that month.
  return new Intl.DateTimeFormat(formatLocale[locale], { weekday: 'long', timeZone: 'UTC' }).format(utc(2024, 1, day));
}

/** "de lunes a viernes" / "Monday to Friday"; Saturday to Sunday reads "fines de semana" / "weekends". */
export function formatDaySpan(span: DaySpan, locale: Locale): string {
  // The words around the days ("de … a", "weekends") are messages/*.json's `format`.
  const t = translator({ locale, namespace: 'format' });
  if (span.from === 6 && span.to === 7) return t('weekends');
  return t('weekdays', { from: formatWeekday(span.from, locale), to: formatWeekday(span.to, locale) });
}

/** "07:30" → "7:30" in both languages: the hour without a leading zero, as the school writes times. */
export function formatClock(time: ClockTime): string {
  return time.replace(/^0(?=\d:)/, '');
}

/** "1, 2, 3 y 15" / "1, 2, 3 and 15". */
export function formatList(items: readonly string[], locale: Locale): string {
  return new Intl.ListFormat(formatLocale[locale], { type: 'conjunction' }).format(items);
}

/** formatList cut into its items and the words between them, to wrap each item in markup. */
export function formatListParts(items: readonly string[], locale: Locale): { type: 'element' | 'literal'; value: string }[] {
  return new Intl.ListFormat(formatLocale[locale], { type: 'conjunction' }).formatToParts(items);
}

/** "inglés" / "English" for a BCP 47 language tag such as "en". */
export function formatLanguage(tag: string, locale: Locale): string {
  return new Intl.DisplayNames([formatLocale[locale]], { type: 'language' }).of(tag) ?? tag;
}

/** ISO 8601 date, "2024-06-30": for machine-readable attributes (<time datetime>, JSON-LD). */
export function isoDate(date: CalendarDate): string {
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/** "6-12 años" / "ages 6-12". */
export function formatAges(range: AgeRange, locale: Locale): string {
  return translator({ locale, namespace: 'format' })('ages', { from: range.from, to: range.to });
}
