import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';
import { addAt, dayOfMonth, dayProblem, monthName, rangeProblem, type YearOf } from '@/content/schemas/dates';
import { month, quote, slug, uniqueIds, wholeNumber, year } from '@/content/schemas/fields';

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

/** The months a summer camp can run in: June to September. */
const summerMonths = { first: 6, last: 9 } as const;
/** The youngest and oldest ages a camp can take. */
const campAgeBounds = { youngest: 3, oldest: 19 } as const;

const summerDay = z.object({ month: z.number() }).loose().superRefine(({ month: inMonth }, context) => {
  if (inMonth < summerMonths.first || inMonth > summerMonths.last)
    context.addIssue({
      code: 'custom',
      path: ['month'],
      message: `a camp runs in the summer, ${monthName(summerMonths.first)} to ${monthName(summerMonths.last)}; found a day in ${monthName(inMonth)}`,
    });
});

const campAge = z
  .number()
  .min(campAgeBounds.youngest, { error: (issue) => `${quote(issue.input)} is not an age a camp takes: camps are for ages ${campAgeBounds.youngest} to ${campAgeBounds.oldest}` })
  .max(campAgeBounds.oldest, { error: (issue) => `${quote(issue.input)} is not an age a camp takes: camps are for ages ${campAgeBounds.youngest} to ${campAgeBounds.oldest}` });

/** A summer camp: its ages within what a camp takes, its days in the summer. */
const campRules = z
  .object({
    ages: z.object({ from: campAge, to: campAge }).loose().optional(),
    dates: z.object({ start: summerDay, end: summerDay }).loose().optional(),
  })
  .loose();

/** An age band: whole years, the younger age first. */
export const ageRange = z
  .object({ from: wholeNumber('an age in years', 6).nonnegative(), to: wholeNumber('an age in years', 12).nonnegative() })
  .superRefine(({ from, to }, context) => {
    if (from > to)
      context.addIssue({ code: 'custom', path: ['from'], message: `the age range is reversed: from ${from} to ${to}; write the younger age in "from" and the older in "to"` });
  });

/** The years the dates of each module belong to, read from the content itself. */
export type Years = { schoolYearOf: (monthDay: MonthDay) => number; campSeason: number };

/** A file of content/ and the schema of the exports it must have; other exports are checked by the generic rules only. */
export function moduleSchemas(years: Years | undefined, publicDir: string): Record<string, z.ZodType> {
  const pictureFile = z.string().refine((src) => existsSync(join(publicDir, src)), {
    error: (issue) => `no such picture: public${String(issue.input)} does not exist (put the file there, or correct the name)`,
  });
  return {
    'camps.ts': z
      .object({
        campSeasonYear: year,
        camps: z.record(
          z.string(),
          z.intersection(
            campRules,
            z.object({ address: z.object({ country: z.string().regex(/^[A-Z]{2}$/, { error: 'must be a two-letter country code, like "ES"' }) }).loose().optional() }).loose(),
          ),
        ),
        dayCamp: z.object({ earlyBird: z.object({ discountPercent: wholeNumber('a percentage', 5).min(0).max(100) }).loose() }).loose(),
      })
      .loose(),
    'admission.ts': z
      .object({
        openDays: z
          .array(z.intersection(realDay(years?.schoolYearOf, { dayRequired: false }), z.object({ id: slug }).loose()))
          .superRefine((openDays, context) => uniqueIds(openDays, context, (index) => [index, 'id'])),
      })
      .loose(),
    'partners.ts': z.object({ partners: z.array(z.object({ logo: pictureFile }).loose()) }).loose(),
  };
}
