/**
 * Text in both languages. Every piece of copy in content/ has this shape, so
 * a missing translation is a type error, and the content check that starts
 * every build (scripts/check-content.ts) refuses a missing or empty one.
 */
export type Localized<T = string> = { readonly es: T; readonly en: T };

/** Several paragraphs of copy in both languages. */
export type LocalizedParagraphs = Localized<readonly string[]>;

/** A calendar day without a year; the year comes from a single constant (see calendar.ts, camps.ts). */
export type MonthDay = { readonly month: number; readonly day: number };

/** A day of the calendar with its year: 5 September 2023 is { year: 2023, month: 9, day: 5 }. */
export type CalendarDate = { readonly year: number; readonly month: number; readonly day: number };

/** Clock time as written on the site, 24-hour "HH:MM". */
export type ClockTime = `${number}:${number}`;

/** From one clock time to another, e.g. 17:30-18:30. */
export type TimeSpan = { readonly start: ClockTime; readonly end: ClockTime };

/** ISO weekday: 1 is Monday, 7 is Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** Consecutive days of the week, inclusive. Saturday to Sunday reads "weekends". */
export type DaySpan = { readonly from: Weekday; readonly to: Weekday };

/** An age band in years, inclusive. */
export type AgeRange = { readonly from: number; readonly to: number };

/** An entry whose optional field `Key` is either there with a value or not there at all, as the pages test it (`'key' in entry`). */
export type PresentOrAbsent<T, Key extends keyof T> = Omit<T, Key> | (T & { readonly [K in Key]-?: Exclude<T[K], undefined> });
