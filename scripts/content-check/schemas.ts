import * as z from 'zod';
import { addAt, dayOfMonth, dayProblem, rangeProblem, type YearOf } from '@/content/schemas/dates';
import { month, quote, wholeNumber } from '@/content/schemas/fields';

/*
 * What the facts in content/ must look like, as zod schemas. The messages
 * are written for whoever edits a content file: they say what is wrong and
 * what a right value looks like. check.ts runs these on every module.
 */

export { quote };

type MonthDay = { month: number; day?: number };

/** A day of a month that exists in `yearOf` its month: 31 February, or 29 February outside a leap year, is refused. No day: the month alone. */
export const realDay = (yearOf: YearOf | undefined, { dayRequired = true } = {}) =>
  z.object({ month, day: dayRequired ? dayOfMonth : dayOfMonth.optional() }).loose().superRefine((monthDay, context) => {
    if (yearOf) addAt(context, [], dayProblem(yearOf, monthDay));
  });

/** How the days of a module are checked: each day, and each { start, end } range, in the year it belongs to. */
export type DateRules = { day: z.ZodType; range: z.ZodType };

/** A range of days, { start, end }, that does not end before it starts (both read in the year they belong to). */
export const dateRange = (yearOf: YearOf) =>
  z
    .object({ start: z.object({ month: z.number(), day: z.number() }).loose(), end: z.object({ month: z.number(), day: z.number() }).loose() })
    .loose()
    .superRefine((range, context) => addAt(context, [], rangeProblem(yearOf, range)));

/** An age band: whole years, the younger age first. */
export const ageRange = z
  .object({ from: wholeNumber('an age in years', 6).nonnegative(), to: wholeNumber('an age in years', 12).nonnegative() })
  .superRefine(({ from, to }, context) => {
    if (from > to)
      context.addIssue({ code: 'custom', path: ['from'], message: `the age range is reversed: from ${from} to ${to}; write the younger age in "from" and the older in "to"` });
  });

/** The year the days of the modules written without one belong to, read from the content itself. */
export type Years = { schoolYearOf: (monthDay: MonthDay) => number };
