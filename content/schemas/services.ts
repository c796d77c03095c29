import * as z from 'zod';
import { clockTime, imageKey, localized, oneOf, quote, slug, wholeNumber } from './fields';

/*
 * content/data/services.json: the facts of the services pages
 * (specification section 9, "Services"): the school's hours, the meals each
 * stage has at school, and the days of each sports school. The pages' words
 * stay in content/services.ts.
 */

export const mealKeys = ['breakfast', 'lunch', 'snack', 'afternoonSnack'] as const;

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/** From one clock time to a later one, e.g. 09:00-17:00. */
const timeSpan = z.object({ start: clockTime, end: clockTime }).superRefine(({ start, end }, context) => {
  if (minutes(end) <= minutes(start)) context.addIssue({ code: 'custom', path: ['end'], message: `ends at ${end}, not after it starts (${start}): "end" must be later than "start"` });
});

const notAWeekday = (issue: { input: unknown }) => `${quote(issue.input)} is not a day of the week: 1 is Monday, 7 is Sunday`;
const weekday = wholeNumber('a day of the week', 1).min(1, { error: notAWeekday }).max(7, { error: notAWeekday });

/** Consecutive days of the week, inclusive (1 is Monday, 7 is Sunday). Saturday to Sunday reads "weekends". */
const daySpan = z.object({ from: weekday, to: weekday }).superRefine(({ from, to }, context) => {
  if (from > to) context.addIssue({ code: 'custom', path: ['from'], message: `the days are reversed: from day ${from} to day ${to}; write the earlier day of the week in "from"` });
});

const extendedHours = z.object({
  /** Lessons. */
  schoolDay: timeSpan,
  /** When the school is open, at no extra cost. */
  extendedDay: timeSpan,
  extendedDays: daySpan,
  /** When the support groups meet, before lessons. */
  supportGroupsAt: clockTime,
  /** How many days of July the option for future Diploma Programme students lasts. */
  julyOptionDays: wholeNumber('a number of days', 15).min(1).max(31),
});

const sportsSchool = z.object({
  key: slug,
  title: localized,
  text: localized,
  image: imageKey,
  days: daySpan,
});

export const servicesFile = z.object({
  extendedHours,
  /** The meals each stage has at school; lunch is included in tuition. */
  mealsByStage: z.array(z.object({ stage: localized, meals: z.array(oneOf(mealKeys)).min(1) })),
  sportsSchools: z.array(sportsSchool),
});

export type ServicesFile = z.infer<typeof servicesFile>;
export type MealKey = (typeof mealKeys)[number];
export type SportsSchool = ServicesFile['sportsSchools'][number];
