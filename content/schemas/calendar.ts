import * as z from 'zod';
import { addAt, dayProblem, monthDay, rangeProblem, schoolYearOf, type MonthDay } from './dates';
import { localized, localizedWithSlots, oneOf, quote, internalId, uniqueIds, year } from './fields';

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
  id: internalId,
  /** What the entry marks: it sets the colour of its marker. */
  tone: oneOf(calendarTones).meta({
    title: 'Tipo de fecha',
    description: 'Da el color de la marca en el calendario.',
    optionLabels: { classes: 'Clases', break: 'Vacaciones', holiday: 'Festivo' },
  }),
  label: localized.meta({ title: 'Nombre', description: 'Lo que pasa ese día: «Vacaciones de Navidad».' }),
  detail: localized.optional().meta({ title: 'Detalle (opcional)', description: 'Una aclaración breve, si hace falta.' }),
};

const calendarEntry = z.discriminatedUnion(
  'kind',
  [
    z.object({ ...entryBase, kind: z.literal('day'), date: monthDay.meta({ title: 'Fecha' }) }).meta({ title: 'Un día' }),
    z
      .object({ ...entryBase, kind: z.literal('range'), start: monthDay.meta({ title: 'Primer día' }), end: monthDay.meta({ title: 'Último día' }) })
      .meta({ title: 'Del … al …' }),
    /** Several days of one month: "1, 2, 3 y 15 de mayo". */
    z
      .object({
        ...entryBase,
        kind: z.literal('days'),
        dates: z
          .array(monthDay.meta({ title: 'Fecha' }))
          .min(1)
          .meta({ title: 'Fechas', description: 'Varios días sueltos, como el 1, 2, 3 y 15 de mayo.' }),
      })
      .meta({ title: 'Varios días' }),
    /** Dates the school announces later: the specification names them without dates. */
    z
      .object({ ...entryBase, kind: z.literal('announced'), when: localized.meta({ title: 'Cuándo', description: 'Lo que se sabe de la fecha: «Se anunciará en mayo».' }) })
      .meta({ title: 'Fecha por anunciar' }),
  ],
  { error: (issue) => `"kind" must be one of ${calendarEntryKinds.map((kind) => `"${kind}"`).join(', ')} (one day, a range from start to end, several days, or dates announced later); found ${quote((issue.input as { kind?: unknown } | undefined)?.kind)}` },
);

const schoolTerm = z
  .object({
    id: internalId,
    title: localized.meta({ title: 'Nombre del trimestre' }),
    entries: z.array(calendarEntry).meta({ title: 'Fechas', description: 'Las fechas del trimestre, en orden. Elige el tipo al añadir una.' }),
  })
  .meta({ title: 'Trimestre' });

export const calendarFile = z
  .object({
    /** The year the school year starts in, in September: 2023 for 2023/2024. Change it for a new school year. */
    schoolYearStart: year.meta({
      title: 'Año en que empieza el curso',
      description: '2024 para el curso 2024/2025. Las fechas de septiembre a diciembre caen en este año; las de enero a agosto, en el siguiente.',
    }),
    terms: z.array(schoolTerm).min(1).meta({ title: 'Trimestres' }),
    calendarPage: z
      .object({
        title: localizedWithSlots(['schoolYear']).meta({ title: 'Título', description: '{schoolYear} es el curso («2023/2024»); la página lo rellena.' }),
        intro: localized.meta({ title: 'Entradilla' }),
        closing: localized.meta({ title: 'Cierre', description: 'Bajo las fechas.' }),
      })
      .meta({ title: 'Textos de la página' }),
  })
  // Once every day is a day of some year: each in the school year, each range the right way round, each id once.
  .superRefine(({ schoolYearStart, terms }, context) => {
    if (!terms.some((term) => term.entries.some((entry) => entry.tone === 'classes' && firstDayOf(entry).length > 0)))
      context.addIssue({
        code: 'custom',
        path: ['terms'],
        message: 'has no date of the type "Clases" ("classes"): the first one is the day classes begin, which the calendar page and its description for search engines name; add it',
      });
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
  })
  .meta({ title: 'Calendario escolar', description: 'El curso, sus trimestres y las fechas clave de cada uno.' });

/** The first day an entry dates, if it dates one: a day, a range's start, the first of several days; none for dates announced later. */
export function firstDayOf(entry: z.infer<typeof calendarEntry>): MonthDay[] {
  if (entry.kind === 'day') return [entry.date];
  if (entry.kind === 'range') return [entry.start];
  if (entry.kind === 'days') return entry.dates.slice(0, 1);
  return [];
}

export type CalendarFile = z.infer<typeof calendarFile>;
export type SchoolTerm = CalendarFile['terms'][number];
export type CalendarEntry = SchoolTerm['entries'][number];
export type CalendarTone = CalendarEntry['tone'];
