import { dayRangeText } from '@/components/ui/dates';
import { formatter, translator } from '@/i18n/request';
import type { Locale } from '@/i18n/routing';
import { dateOf } from '@/lib/dates';

/*
 * How the pages write a fact of the content, for the tests that read their
 * expected values from the content files: the facts come from content/ (or
 * the copy CONTENT_DIR names), the way of writing them from the site's formats
 * (i18n/request.ts) and interface strings (messages/).
 */

type Day = { readonly year: number; readonly month: number; readonly day: number };

/** A day and its month in full, in the language's order. */
export const dayText = (locale: Locale, date: Day) => formatter(locale).dateTime(dateOf(date), 'day');

/** The same, with its year. */
export const dayWithYearText = (locale: Locale, date: Day) => formatter(locale).dateTime(dateOf(date), 'dayWithYear');


/** A month's name. */
export const monthText = (locale: Locale, month: number) => formatter(locale).dateTime(dateOf({ year: 2000, month, day: 1 }), 'month');

/** "3.950 €" / "€3,950". */
export const eurosText = (locale: Locale, amount: number) => formatter(locale).number(amount, 'euros');

/** "5 %" / "5%", of a whole percentage. */
export const percentText = (locale: Locale, percent: number) => formatter(locale).number(percent / 100, 'percent');

/** A camp's ages: "8-14 años" / "ages 8-14". */
export const agesText = (locale: Locale, ages: { from: number; to: number }) => translator({ locale, namespace: 'format' })('ages', ages);

/** A camp's dates as its pages write them (components/camps/camp-dates.tsx): "30 jun – 13 jul 2024", or within one month "24–30 ago 2027". */
export const campDatesText = (locale: Locale, dates: { start: Day; end: Day }) => dayRangeText(dates.start, dates.end, formatter(locale), { style: 'short', withYear: true });
