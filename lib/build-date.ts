import type { CalendarDate } from '@/content/schemas/dates';
import { schoolTimeZone } from '@/content/time-zone';

/**
 * The day a build counts as today: what is past on the pages (an open day,
 * a camp, the calendar's year) and the footer's ©. A static page says what
 * was true the day it was built, so two builds of the same content on the
 * same BUILD_DATE give the same pages.
 *
 * `BUILD_DATE=YYYY-MM-DD` fixes it (the test suite's build, a rebuild of an
 * old commit); without it, today in Madrid, where the school is.
 */
export function buildDate(env: Readonly<Record<string, string | undefined>> = process.env, now: Date = new Date()): CalendarDate {
  const fixed = env.BUILD_DATE?.trim();
  if (fixed) return parseDay(fixed);
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: schoolTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(now)
    .split('-')
    .map(Number);
  return { year: year!, month: month!, day: day! };
}

function parseDay(text: string): CalendarDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [year, month, day] = (match?.slice(1) ?? []).map(Number);
  const date = match ? new Date(Date.UTC(year!, month! - 1, day!)) : undefined;
  if (!date || date.getUTCMonth() !== month! - 1 || date.getUTCDate() !== day)
    throw new Error(`BUILD_DATE: "${text}" must be a day that exists, written YYYY-MM-DD, like 2026-09-01 (or leave it unset for today)`);
  return { year: year!, month: month!, day: day! };
}
