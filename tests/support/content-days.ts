/**
 * The days of the content as the tests expect them, worked out here from the
 * data files' days and years (the calendar's `schoolYearStart` for its months
 * and days, the camps' and open days' own years), not from the sample's
 * dates: the tests then hold for any school year the office moves the
 * content to.
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

/** An open day as its page and its event write it: its day ("2027-04-26"), or its month while the day is not set ("2027-06"). */
export const openDayIso = ({ year, month, day }: { year: number; month: number; day?: number }) => (day === undefined ? isoMonth({ year, month }) : iso({ year, month, day }));

/** A day as the data files write a full one ("2027-07-04"), as the content modules give it. */
export const dayOf = (text: string): Day => {
  const [year, month, day] = text.split('-').map(Number);
  return { year: year!, month: month!, day: day! };
};

/** The school year's name as the pages write it: its two years, joined by a slash. */
export const schoolYear = (startYear: number) => `${startYear}/${startYear + 1}`;
