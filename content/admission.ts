import { readData, readEntries } from './data';
import type { OpenDay as OpenDayEntry } from './schemas/admission';
import type { CalendarDate } from './schemas/dates';

/**
 * Admission pages (specification section 2, "Admission pages"). The technical
 * directors, the application steps and the pages' texts are in
 * content/data/admission.json, and each open day is a file of
 * content/data/open-days/; shaped by content/schemas/admission.ts. This
 * module reads them for the pages.
 */

export type { ApplicationStep, TechnicalDirector } from './schemas/admission';

/**
 * The technical director of each stage (only the role is shown until the school gives the names),
 * the steps to apply for a place, in order, and the pages' headings and short copy
 * (their {placeholders} are filled in by the page).
 */
export const { technicalDirectors, applicationSteps, admissionCopy, pictures: admissionPictures } = readData('admission.json');

/** An open day and its file's name: it names the open day's calendar file (open-day-<id>.ics) and its event. */
export type OpenDay = OpenDayEntry & { readonly id: string };

/** When an open day falls: its day, or the first of its month while the day is not known. */
export const openDayFirstDay = ({ year, month, day }: OpenDayEntry): CalendarDate => ({ year, month, day: day ?? 1 });

/** The last day an open day can fall on: its day, or the last of its month while the day is not known. */
export const openDayLastDay = ({ year, month, day }: OpenDayEntry): CalendarDate => ({ year, month, day: day ?? new Date(Date.UTC(year, month, 0)).getUTCDate() });

const dayNumber = (openDay: OpenDayEntry) => {
  const { year, month, day } = openDayFirstDay(openDay);
  return Date.UTC(year, month - 1, day);
};

/** Every open day, soonest first (on the same day, by name). */
export const openDays: readonly OpenDay[] = readEntries('open-days')
  .map(({ name, entry }) => ({ ...entry, id: name }))
  .sort((a, b) => dayNumber(a) - dayNumber(b) || a.name.es.localeCompare(b.name.es, 'es'));
