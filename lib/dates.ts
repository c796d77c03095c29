import type { CalendarDate } from '@/content/schemas/dates';
import type { ClockTime } from '@/content/schemas/fields';
import type { Weekday } from '@/content/schemas/services';

/*
 * The site's days as next-intl formats them, and as machines read them.
 * A day is a Date at midnight UTC, and i18n/request.ts formats in UTC, so no
 * day moves with the time zone of the machine that builds the site:
 * format.dateTime(dateOf(day), 'day') → "5 de septiembre".
 */

export const dateOf = ({ year, month, day }: CalendarDate): Date => new Date(Date.UTC(year, month - 1, day));

/** A day in full as the editor saves it ("2024-03-14", checked by its schema), at midnight UTC. */
export const fullDateOf = (day: string): Date => new Date(`${day}T00:00:00Z`);

/** A day in `month` (1-12), to name the month: format.dateTime(monthDate(9), 'month') → "septiembre". */
export const monthDate = (month: number): Date => dateOf({ year: 2000, month, day: 1 });

/** A day that falls on ISO weekday `day`, to name it (1 January 2024 was a Monday): format.dateTime(weekdayDate(1), 'weekday') → "lunes". */
export const weekdayDate = (day: Weekday): Date => dateOf({ year: 2024, month: 1, day });

/** A clock time on some day, to write it: format.dateTime(clockDate('07:30'), 'clock') → "7:30". */
export function clockDate(time: ClockTime): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(Date.UTC(2000, 0, 1, hours, minutes));
}

/** ISO 8601 date, "2024-06-30": for machine-readable attributes (<time datetime>, JSON-LD, calendar files). */
export function isoDate(date: CalendarDate): string {
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/** ISO 8601 month, "2023-12": for <time datetime>. */
export function isoMonth({ year, month }: { year: number; month: number }): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** A school year by the year it starts in, as the school writes it: 2024 → "2024/2025". */
export function schoolYearName(startYear: number): string {
  return `${startYear}/${startYear + 1}`;
}
