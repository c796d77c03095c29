import { firstDayOf, type CalendarEntry, type SchoolTerm } from './schemas/calendar';
import { schoolYearOf, type CalendarDate, type MonthDay } from './schemas/dates';
import { readData } from './data';

/**
 * The school calendar (specification section 2, "School life pages"): the
 * school year and its key dates are in content/data/calendar.json, shaped by
 * content/schemas/calendar.ts; this module reads them for the pages.
 *
 * The specification gives days and months only. The school year starts in
 * September of `schoolYearStart`: September to December fall in that year,
 * January to August in the next. 2023 is the only start that fits every date
 * the site states: the Easter break of 22 March to 1 April surrounds Easter
 * Sunday 31 March 2024. The camps, the open days and the fees hold their own
 * year (camps.ts, admission.ts, fees.ts), so that each file moves to a new
 * year on its own. For a new school year, change this number and the days.
 */

export type { CalendarEntry, CalendarTone, SchoolTerm } from './schemas/calendar';

const calendar = readData('calendar.json');

export const { schoolYearStart } = calendar;

const yearOf = schoolYearOf(schoolYearStart);

/** The full date of a day of the school year. */
export function inSchoolYear(day: MonthDay): CalendarDate {
  return { year: yearOf(day), month: day.month, day: day.day };
}

/** Every entry of the year, term after term. */
const entries: readonly CalendarEntry[] = calendar.terms.flatMap((term) => term.entries);

const dayNumber = ({ year, month, day }: CalendarDate) => Date.UTC(year, month - 1, day);
const earliest = (days: readonly CalendarDate[]) => days.reduce((soonest, day) => (dayNumber(day) < dayNumber(soonest) ? day : soonest));
const latest = (days: readonly CalendarDate[]) => days.reduce((last, day) => (dayNumber(day) > dayNumber(last) ? day : last));

/** Every dated day of the year: each day, each day of several, each range's first and last. */
const datedDays: readonly CalendarDate[] = entries.flatMap((entry) => {
  if (entry.kind === 'day') return [inSchoolYear(entry.date)];
  if (entry.kind === 'days') return entry.dates.map(inSchoolYear);
  if (entry.kind === 'range') return [inSchoolYear(entry.start), inSchoolYear(entry.end)];
  return [];
});

/** The day classes begin: the first day of the year's "classes" dates (the schema asks for one). */
export const classesBegin: CalendarDate = earliest(entries.flatMap((entry) => (entry.tone === 'classes' ? firstDayOf(entry).map(inSchoolYear) : [])));

/** The first and last days the calendar dates (classes begin on one of its days, so it has some): once the last has passed, the year's dates are all behind it. */
export const calendarFirstDay: CalendarDate = earliest(datedDays);
export const calendarLastDay: CalendarDate = latest(datedDays);

export type CalendarPageContent = (typeof calendar)['calendarPage'] & { readonly terms: readonly SchoolTerm[] };

/** The calendar page: its texts (in the data file) around the terms' dates. */
export const calendarPage: CalendarPageContent = {
  /** {schoolYear}: "2023/2024", from schoolYearStart. */
  title: calendar.calendarPage.title,
  intro: calendar.calendarPage.intro,
  terms: calendar.terms,
  closing: calendar.calendarPage.closing,
};
