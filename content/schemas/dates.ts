import * as z from 'zod';
import { month, quote, wholeNumber } from './fields';

/*
 * Days without a year, as the data files write them ({ "month": 2, "day": 22 }),
 * and the rules that need the year they fall in: a day that year has, a
 * range that does not end before it starts.
 */

/** A month and, where it is known, its day: what the rules below take (a full day is one too). */
export type MonthAndMaybeDay = { month: number; day?: number };
/** The year a day of a file belongs to (the school year, the camps' summer). */
export type YearOf = (monthDay: MonthAndMaybeDay) => number;

export const daysIn = (inYear: number, inMonth: number) => new Date(Date.UTC(inYear, inMonth, 0)).getUTCDate();
export const monthName = (inMonth: number) => new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, inMonth - 1, 1));

/** The school year runs from September of its first year to August of the next. */
export const schoolYearOf =
  (schoolYearStart: number): YearOf =>
  ({ month: inMonth }) =>
    inMonth >= 9 ? schoolYearStart : schoolYearStart + 1;

/** The first year of the school year a month of a year falls in: April 2024 → 2023 (2023/2024). */
export const schoolYearStartOf = ({ year, month: inMonth }: { year: number; month: number }) => (inMonth >= 9 ? year : year - 1);

export const dayOfMonth = wholeNumber('a day of the month', 23).min(1, { error: (issue) => `day ${quote(issue.input)} does not exist` });

/** A day some year has: up to 29 February, which only a leap year has (`dayProblem` checks it once the year is known). */
export const dayFitsItsMonth = ({ month: inMonth, day }: MonthAndMaybeDay, context: z.RefinementCtx) => {
  const last = daysIn(2000, inMonth);
  if (day !== undefined && day > last)
    context.addIssue({ code: 'custom', path: ['day'], message: `${day} ${monthName(inMonth)} does not exist: ${monthName(inMonth)} has at most ${last} days` });
};

/** The editor's fields of a day: the month by its number, then the day. */
const monthField = month.meta({ title: 'Mes', description: 'El número del mes: 1 es enero, 9 es septiembre, 12 es diciembre.' });
const dayField = dayOfMonth.meta({ title: 'Día', description: 'El día del mes, en cifras: 22.' });

export const monthDay = z.object({ month: monthField, day: dayField }).superRefine(dayFitsItsMonth);

/** A day of the calendar with its year: 5 September 2023 is { year: 2023, month: 9, day: 5 }. */
export type CalendarDate = { readonly year: number; readonly month: number; readonly day: number };

/** A day in full, as the editor's date field saves it: "2024-03-14". A day its year does not have (29 February 2025) is named as such. */
export const fullDate = z.iso.date({
  error: (issue) => {
    const [, year, inMonth, day] = (typeof issue.input === 'string' && /^(\d{4})-(\d{2})-(\d{2})$/.exec(issue.input)) || [];
    if (year && Number(inMonth) >= 1 && Number(inMonth) <= 12) {
      const problem = dayProblem(() => Number(year), { month: Number(inMonth), day: Number(day) });
      if (problem) return problem.message;
    }
    return `must be a day in full, year-month-day, like "2024-03-14"; found ${quote(issue.input)}`;
  },
});

/** A full day ("2024-06-30") as the site computes with it: { year: 2024, month: 6, day: 30 }. */
export function calendarDateOf(isoDay: string): CalendarDate {
  const [year, month, day] = isoDay.split('-').map(Number);
  return { year: year!, month: month!, day: day! };
}

/** A day of a year the file does not write: { month, day }. */
export type MonthDay = z.infer<typeof monthDay>;

/** A month, and the day where it is known. */
export const monthMaybeDay = z
  .object({ month: monthField, day: dayField.optional().meta({ title: 'Día (opcional)', description: 'Déjalo vacío si aún no se sabe el día.' }) })
  .superRefine(dayFitsItsMonth);

/** What is wrong with a day in the year it falls in (29 February outside a leap year), if anything. */
export function dayProblem(yearOf: YearOf, { month: inMonth, day }: MonthAndMaybeDay): { path: PropertyKey[]; message: string } | undefined {
  if (day === undefined) return undefined;
  const inYear = yearOf({ month: inMonth, day });
  const last = daysIn(inYear, inMonth);
  if (day <= last) return undefined;
  return { path: ['day'], message: `${day} ${monthName(inMonth)} ${inYear} does not exist: ${monthName(inMonth)} ${inYear} has ${last} days` };
}

/** A leap year, to compare days of a file whose year is not known in it: 29 February is then a day like any other. */
const anyYear: YearOf = () => 2000;

const dayName = (yearOf: YearOf, monthDay: MonthAndMaybeDay) => `${monthDay.day} ${monthName(monthDay.month)}${yearOf === anyYear ? '' : ` ${yearOf(monthDay)}`}`;
const dayNumber = (yearOf: YearOf, { month: inMonth, day = 1 }: MonthAndMaybeDay) => Date.UTC(yearOf({ month: inMonth, day }), inMonth - 1, day);

/** What is wrong with a range of days that ends before it starts, if it does (both read in the year they belong to, when it is known). */
export function rangeProblem(knownYearOf: YearOf | undefined, { start, end }: { start: MonthAndMaybeDay; end: MonthAndMaybeDay }): { path: PropertyKey[]; message: string } | undefined {
  const yearOf = knownYearOf ?? anyYear;
  if (dayNumber(yearOf, end) >= dayNumber(yearOf, start)) return undefined;
  return {
    path: ['end'],
    message: `ends before it starts: from ${dayName(yearOf, start)} to ${dayName(yearOf, end)}; "end" must be the same day as "start" or later`,
  };
}

/** Adds a problem found at `path` to a schema's issues. */
export const addAt = (context: z.RefinementCtx, path: PropertyKey[], problem: { path: PropertyKey[]; message: string } | undefined) => {
  if (problem) context.addIssue({ code: 'custom', path: [...path, ...problem.path], message: problem.message });
};
