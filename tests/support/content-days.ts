/**
 * The days of the content as the tests expect them, worked out here from the
 * data files' months and days and the year the content sets (the calendar's
 * `schoolYearStart`), not from the sample's dates: the tests then hold for any
 * school year the office moves the content to.
 */

type MonthDay = { readonly month: number; readonly day?: number };
type Day = { readonly year: number; readonly month: number; readonly day: number };

const two = (value: number) => String(value).padStart(2, '0');

/** A day as ISO 8601 writes it, the form of a `<time datetime>` and of an all-day event: "2026-09-08". */
export const iso = ({ year, month, day }: Day) => `${year}-${two(month)}-${two(day)}`;

/** A month as ISO 8601 writes it: "2027-06". */
export const isoMonth = ({ year, month }: { year: number; month: number }) => `${year}-${two(month)}`;

/** The day after, as an all-day event's exclusive end names it. */
export function dayAfter({ year, month, day }: Day): Day {
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

/** A day of the school year that starts in September of `schoolYearStart`: September to December in that year, the rest in the next. */
export const inSchoolYear = (schoolYearStart: number, { month, day = 1 }: MonthDay): Day => ({ year: month >= 9 ? schoolYearStart : schoolYearStart + 1, month, day });

/** A day of the camps' summer, the one that ends the school year. */
export const inSummer = (schoolYearStart: number, { month, day = 1 }: MonthDay): Day => ({ year: schoolYearStart + 1, month, day });

/** A camp's first and last days, in the summer that ends the content's school year. */
export const campDays = (schoolYearStart: number, { dates }: { dates: { start: MonthDay; end: MonthDay } }) => ({
  start: inSummer(schoolYearStart, dates.start),
  end: inSummer(schoolYearStart, dates.end),
});

/** The school year's name as the pages write it: "2026/2027". */
export const schoolYear = (startYear: number) => `${startYear}/${startYear + 1}`;
