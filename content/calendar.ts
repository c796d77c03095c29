import calendarData from './data/calendar.json';
import { calendarFile, type SchoolTerm } from './schemas/calendar';
import { schoolYearOf } from './schemas/dates';
import type { CalendarDate, MonthDay } from './types';

/**
 * The school calendar (specification section 2, "School life pages"): the
 * school year and its key dates are in content/data/calendar.json, shaped by
 * content/schemas/calendar.ts; this module reads them for the pages.
 *
 * The specification gives days and months only. The school year starts in
 * September of `schoolYearStart`: September to December fall in that year,
 * January to August in the next. 2023 is the only start that fits every date
 * the site states: the Easter break of 22 March to 1 April surrounds Easter
 * Sunday 31 March 2024, and the camps' early-bird deadline of 29 February
 * needs a leap year (2024). The camps' summer follows from it
 * (`campSeasonYear` in camps.ts); the fees have their own course (fees.ts).
 * Change this one number in the data file for a new school year.
 */

export type { CalendarEntry, CalendarTone, SchoolTerm } from './schemas/calendar';

const calendar = calendarFile.parse(calendarData);

export const { schoolYearStart } = calendar;

const yearOf = schoolYearOf(schoolYearStart);

/** The full date of a day of the school year. */
export function inSchoolYear(day: MonthDay): CalendarDate {
  return { year: yearOf(day), month: day.month, day: day.day };
}

export type CalendarPageContent = (typeof calendar)['calendarPage'] & { readonly terms: readonly SchoolTerm[] };

/** The calendar page: its texts (in the data file) around the terms' dates. */
export const calendarPage: CalendarPageContent = {
  /** {schoolYear}: "2023/2024", from schoolYearStart. */
  title: calendar.calendarPage.title,
  intro: calendar.calendarPage.intro,
  terms: calendar.terms,
  closing: calendar.calendarPage.closing,
};
