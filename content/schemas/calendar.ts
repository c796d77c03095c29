import * as z from 'zod';
import { addAt, dayProblem, monthDay, rangeProblem, schoolYearOf } from './dates';
import { localized, oneOf, quote, slug, uniqueIds, year } from './fields';

/*
 * content/data/calendar.json: the school year (specification section 2,
 * "School life pages"), its terms and the key dates of each. Days are
 * written without a year: September to December fall in `schoolYearStart`,
 * January to August in the next year.
 */

export const calendarTones = ['classes', 'break', 'holiday'] as const;
export const calendarEntryKinds = ['day', 'range', 'days', 'announced'] as const;

const entryBase = {
  /** Stable and unique in the year, lowercase words joined by hyphens: it names the entry's events in the calendar files. */
  id: slug,
  /** What the entry marks: it sets the colour of its marker. */
  tone: oneOf(calendarTones),
  label: localized,
  detail: localized.optional(),
};

const calendarEntry = z.discriminatedUnion(
  'kind',
  [
    z.object({ ...entryBase, kind: z.literal('day'), date: monthDay }),
    z.object({ ...entryBase, kind: z.literal('range'), start: monthDay, end: monthDay }),
    /** Several days of one month: "1, 2, 3 y 15 de mayo". */
    z.object({ ...entryBase, kind: z.literal('days'), dates: z.array(monthDay).min(1) }),
    /** Dates the school announces later: the specification names them without dates. */
    z.object({ ...entryBase, kind: z.literal('announced'), when: localized }),
  ],
  { error: (issue) => `"kind" must be one of ${calendarEntryKinds.map((kind) => `"${kind}"`).join(', ')} (one day, a range from start to end, several days, or dates announced later); found ${quote((issue.input as { kind?: unknown } | undefined)?.kind)}` },
);

const schoolTerm = z.object({ id: slug, title: localized, entries: z.array(calendarEntry) });

export const calendarFile = z
  .object({
    /** The year the school year starts in, in September: 2023 for 2023/2024. Change it for a new school year. */
    schoolYearStart: year,
    terms: z.array(schoolTerm).min(1),
  })
  // Once every day is a day of some year: each in the school year, each range the right way round, each id once.
  .superRefine(({ schoolYearStart, terms }, context) => {
    const yearOf = schoolYearOf(schoolYearStart);
    terms.forEach((term, termIndex) =>
      term.entries.forEach((entry, index) => {
        const at = ['terms', termIndex, 'entries', index];
        if (entry.kind === 'day') addAt(context, [...at, 'date'], dayProblem(yearOf, entry.date));
        if (entry.kind === 'days') entry.dates.forEach((date, dateIndex) => addAt(context, [...at, 'dates', dateIndex], dayProblem(yearOf, date)));
        if (entry.kind === 'range') {
          const [start, end] = [dayProblem(yearOf, entry.start), dayProblem(yearOf, entry.end)];
          addAt(context, [...at, 'start'], start);
          addAt(context, [...at, 'end'], end);
          if (!start && !end) addAt(context, at, rangeProblem(yearOf, entry));
        }
      }),
    );
    const entries = terms.flatMap((term, termIndex) => term.entries.map((entry, index) => ({ id: entry.id, path: ['terms', termIndex, 'entries', index, 'id'] })));
    uniqueIds(entries, context, (index) => entries[index]!.path);
  });

export type CalendarFile = z.infer<typeof calendarFile>;
export type SchoolTerm = CalendarFile['terms'][number];
export type CalendarEntry = SchoolTerm['entries'][number];
export type CalendarTone = CalendarEntry['tone'];
