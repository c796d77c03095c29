import type { CalendarDate } from '@/lib/format';
import type { Localized, MonthDay } from './types';

/**
 * The school calendar (specification section 2, "School life pages").
 *
 * The specification gives days and months only. The school year starts in
 * September of `schoolYearStart`: September to December fall in that year,
 * January to August in the next. 2023 is the only start that fits every date
 * the site states: the Easter break of 22 March to 1 April surrounds Easter
 * Sunday 31 March 2024, and the camps' early-bird deadline of 29 February
 * needs a leap year (2024). The camps' summer follows from it
 * (`campSeasonYear` in camps.ts); the fees have their own course (fees.ts).
 * Change this one constant for a new school year.
 */
export const schoolYearStart = 2023;

/** The full date of a day of the school year. */
export function inSchoolYear(day: MonthDay): CalendarDate {
  return { year: day.month >= 9 ? schoolYearStart : schoolYearStart + 1, month: day.month, day: day.day };
}

/** What a calendar entry marks: it sets the colour of its marker. */
export type CalendarTone = 'classes' | 'break' | 'holiday';

export type CalendarEntry = {
  /** Stable and unique in the year, lowercase words joined by hyphens: it names the entry's events in the calendar files. */
  readonly id: string;
  readonly label: Localized;
  readonly tone: CalendarTone;
  readonly detail?: Localized;
} & (
  | { readonly kind: 'day'; readonly date: MonthDay }
  | { readonly kind: 'range'; readonly start: MonthDay; readonly end: MonthDay }
  /** Several days of one month: "1, 2, 3 y 15 de mayo". */
  | { readonly kind: 'days'; readonly dates: readonly MonthDay[] }
  /** Dates the school announces later: the specification names them without dates. */
  | { readonly kind: 'announced'; readonly when: Localized }
);

export type SchoolTerm = { readonly id: string; readonly title: Localized; readonly entries: readonly CalendarEntry[] };

export type CalendarPageContent = {
  readonly title: Localized;
  readonly intro: Localized;
  readonly terms: readonly SchoolTerm[];
  readonly closing: Localized;
};

export const calendarPage = {
  /** {schoolYear}: "2023/2024", from schoolYearStart. */
  title: { es: 'Calendario escolar {schoolYear}', en: 'School calendar {schoolYear}' },
  intro: {
    es: 'Las fechas clave del curso, trimestre a trimestre, para que puedas organizar con tiempo las vacaciones y los días sin clase.',
    en: 'The key dates of the school year, term by term, so that you can plan holidays and days without classes well in advance.',
  },
  terms: [
    {
      id: 'first-term',
      title: { es: 'Primer trimestre', en: 'First term' },
      entries: [
        {
          id: 'classes-begin',
          kind: 'day',
          tone: 'classes',
          date: { month: 9, day: 5 },
          label: { es: 'Comienzo de las clases', en: 'Classes begin' },
          detail: { es: 'El mismo día para todas las etapas.', en: 'The same day for every stage.' },
        },
        {
          id: 'holidays-announced',
          kind: 'announced',
          tone: 'holiday',
          label: { es: 'Festivos y días no lectivos', en: 'Public holidays and non-teaching days' },
          when: { es: 'Al comienzo del curso', en: 'At the start of the year' },
          detail: {
            es: 'El colegio comunica las fechas a las familias al comenzar el curso.',
            en: 'The school sends the dates to families when the year begins.',
          },
        },
        {
          id: 'christmas-break',
          kind: 'range',
          tone: 'break',
          start: { month: 12, day: 25 },
          end: { month: 1, day: 5 },
          label: { es: 'Vacaciones de Navidad', en: 'Christmas break' },
        },
        {
          id: 'classes-resume-january',
          kind: 'day',
          tone: 'classes',
          date: { month: 1, day: 8 },
          label: { es: 'Vuelta a las clases', en: 'Classes resume' },
        },
      ],
    },
    {
      id: 'second-term',
      title: { es: 'Segundo trimestre', en: 'Second term' },
      entries: [
        {
          id: 'non-teaching-february',
          kind: 'range',
          tone: 'holiday',
          start: { month: 2, day: 22 },
          end: { month: 2, day: 23 },
          label: { es: 'Días no lectivos', en: 'Non-teaching days' },
        },
        {
          id: 'easter-break',
          kind: 'range',
          tone: 'break',
          start: { month: 3, day: 22 },
          end: { month: 4, day: 1 },
          label: { es: 'Vacaciones de Semana Santa', en: 'Easter break' },
        },
        {
          id: 'classes-resume-april',
          kind: 'day',
          tone: 'classes',
          date: { month: 4, day: 2 },
          label: { es: 'Vuelta a las clases', en: 'Classes resume' },
        },
      ],
    },
    {
      id: 'third-term',
      title: { es: 'Tercer trimestre', en: 'Third term' },
      entries: [
        {
          id: 'may-holidays',
          kind: 'days',
          tone: 'holiday',
          dates: [
            { month: 5, day: 1 },
            { month: 5, day: 2 },
            { month: 5, day: 3 },
            { month: 5, day: 15 },
          ],
          label: { es: 'Festivos', en: 'Holidays' },
        },
      ],
    },
  ],
  closing: {
    es: '¿Tienes alguna duda sobre el calendario? Escríbenos y te respondemos.',
    en: 'Any questions about the calendar? Write to us and we will reply.',
  },
} as const satisfies CalendarPageContent;
