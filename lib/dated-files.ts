import type * as z from 'zod';
import { openDayFirstDay, openDayLastDay, openDays } from '@/content/admission';
import { calendarFirstDay, calendarLastDay } from '@/content/calendar';
import { camps, dayCamp } from '@/content/camps';
import { feesCourse } from '@/content/fees';
import { dataFiles, dataFolders } from '@/content/schemas';
import { summerMonths, summerOf } from '@/content/schemas/camps';
import type { CalendarDate } from '@/content/schemas/dates';

/*
 * The data files whose facts are dated (a school year, a summer, an open
 * day), each with the first and last day it holds. A file whose last day is
 * behind the build's date (lib/build-date.ts) is a year that is over: the
 * build warns about it, and a deploy preview lists it for the office.
 */

export type DatedFile = {
  /** The file, as the repository names it: "content/data/camps/antibes.json". */
  readonly file: string;
  /** Where staff edit it: the editor's screen, and the entry's name in a list ("Campamentos · Antibes"). */
  readonly screen: string;
  readonly firstDay: CalendarDate;
  readonly lastDay: CalendarDate;
};

const titleOf = (schema: z.ZodType) => String(schema.meta()?.title ?? '');
const lastOfMonth = (year: number, month: number): CalendarDate => ({ year, month, day: new Date(Date.UTC(year, month, 0)).getUTCDate() });

const dayNumber = ({ year, month, day }: CalendarDate) => Date.UTC(year, month - 1, day);

/** Whether `day` is before `today` (a day is not past on the day itself). */
export const isBefore = (day: CalendarDate, today: CalendarDate) => dayNumber(day) < dayNumber(today);

/** The day before `day`. */
export function dayBefore({ year, month, day }: CalendarDate): CalendarDate {
  const date = new Date(Date.UTC(year, month - 1, day - 1));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Every dated data file of the content, with its first and last days. */
export function datedFiles(): DatedFile[] {
  const { startYear, firstMonth, lastMonth } = feesCourse;
  const feesEnd = lastMonth >= firstMonth ? startYear : startYear + 1;
  const deadline = dayCamp.earlyBird.deadline;
  return [
    { file: 'content/data/calendar.json', screen: titleOf(dataFiles['calendar.json']), firstDay: calendarFirstDay, lastDay: calendarLastDay },
    { file: 'content/data/fees.json', screen: titleOf(dataFiles['fees.json']), firstDay: { year: startYear, month: firstMonth, day: 1 }, lastDay: lastOfMonth(feesEnd, lastMonth) },
    // The early-bird deadline opens a summer's camps: the file is over once that summer is.
    { file: 'content/data/camps-page.json', screen: titleOf(dataFiles['camps-page.json']), firstDay: deadline, lastDay: lastOfMonth(summerOf(deadline), summerMonths.last) },
    ...camps.map((camp) => ({
      file: `content/data/camps/${camp.slug}.json`,
      screen: `${dataFolders.camps.label} · ${camp.name.es}`,
      firstDay: camp.dates.start,
      lastDay: camp.dates.end,
    })),
    ...openDays.map((openDay) => ({
      file: `content/data/open-days/${openDay.id}.json`,
      screen: `${dataFolders['open-days'].label} · ${openDay.name.es}`,
      firstDay: openDayFirstDay(openDay),
      lastDay: openDayLastDay(openDay),
    })),
  ];
}

/** The dated files whose days are all before `today`: their year is over. */
export function pastFiles(today: CalendarDate): DatedFile[] {
  return datedFiles().filter((file) => isBefore(file.lastDay, today));
}

/** A build date before every dated fact of the content: the day before its earliest day. Every date is then to come (the test suite's builds). */
export function dayBeforeContent(): CalendarDate {
  const days = datedFiles().map((file) => file.firstDay);
  return dayBefore(days.reduce((soonest, day) => (dayNumber(day) < dayNumber(soonest) ? day : soonest)));
}

/*
 * What a past date changes on the public pages: only what offered it as
 * still to come (docs/content.md, "A year that is over").
 */

/** An open day is past once its day has gone by; without a day, once its month has. */
export const openDayIsPast = (openDay: Parameters<typeof openDayLastDay>[0], today: CalendarDate) => isBefore(openDayLastDay(openDay), today);

/** A camp is past once its last day has gone by. */
export const campIsPast = (camp: { readonly dates: { readonly end: CalendarDate } }, today: CalendarDate) => isBefore(camp.dates.end, today);

/** The early-bird offer is over once its deadline has gone by. */
export const earlyBirdIsPast = (today: CalendarDate) => isBefore(dayCamp.earlyBird.deadline, today);

/** The calendar's school year is over once its last date has gone by. */
export const calendarIsOver = (today: CalendarDate) => isBefore(calendarLastDay, today);
