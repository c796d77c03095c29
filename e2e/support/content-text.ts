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

/** "5 de septiembre" / "5 September". */
export const dayText = (locale: Locale, date: Day) => formatter(locale).dateTime(dateOf(date), 'day');

/** "29 de febrero de 2024" / "29 February 2024". */
export const dayWithYearText = (locale: Locale, date: Day) => formatter(locale).dateTime(dateOf(date), 'dayWithYear');

/** "30 jun" / "30 Jun". */
export const shortDayText = (locale: Locale, date: Day) => formatter(locale).dateTime(dateOf(date), 'shortDay');

/** "abril" / "April". */
export const monthText = (locale: Locale, month: number) => formatter(locale).dateTime(dateOf({ year: 2000, month, day: 1 }), 'month');

/** "3.950 €" / "€3,950". */
export const eurosText = (locale: Locale, amount: number) => formatter(locale).number(amount, 'euros');

/** "5 %" / "5%", of a whole percentage. */
export const percentText = (locale: Locale, percent: number) => formatter(locale).number(percent / 100, 'percent');

/** A camp's ages: "8-14 años" / "ages 8-14". */
export const agesText = (locale: Locale, ages: { from: number; to: number }) => translator({ locale, namespace: 'format' })('ages', ages);
