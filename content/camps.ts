import { campRegions, summerOf, type CampEntry, type CampRegion } from './schemas/camps';
import { calendarDateOf, type CalendarDate } from './schemas/dates';
import { readData, readEntries } from './data';

/**
 * Summer camps (specification sections 2, 3 and 9): each camp in Spain or
 * abroad a file of content/data/camps/ (its name is the camp's address:
 * /camps/<name>), and the School & Sports day camp, the rules every camp
 * shares and the pages' texts in content/data/camps-page.json; shaped by
 * content/schemas/camps.ts. This module reads them for the pages.
 */

export type { CampAddress, CampLinks, CampProgramme, CampRegion, LanguageCourse } from './schemas/camps';

const data = readData('camps-page.json');

/** A camp's route key (content/navigation.ts) and its topic on the contact form: `camp-antibes`. */
export type CampKey = `camp-${string}`;

/** A camp's first and last days, each with its year (the summer the camp is held in). */
export type CampDates = { readonly start: CalendarDate; readonly end: CalendarDate };

/** A camp, its file's name (its page is /camps/<slug>) and its route key; its dates as days of their year. */
export type Camp = Omit<CampEntry, 'dates'> & { readonly dates: CampDates; readonly slug: string; readonly key: CampKey };

/** Every camp: those in Spain first, then those abroad, each list by the camps' `order`, then by name. */
export const camps: readonly Camp[] = readEntries('camps')
  .map(({ name, entry }) => ({
    ...entry,
    dates: { start: calendarDateOf(entry.dates.start), end: calendarDateOf(entry.dates.end) },
    slug: name,
    key: `camp-${name}` as const,
  }))
  .sort((a, b) => campRegions.indexOf(a.region) - campRegions.indexOf(b.region) || a.order - b.order || a.name.es.localeCompare(b.name.es, 'es'));

export const campKeys: readonly CampKey[] = camps.map((camp) => camp.key);

export function isCampKey(key: string): key is CampKey {
  return campKeys.some((campKey) => campKey === key);
}

/** The camp of a key; the route tree lists each once. */
export function campOf(key: CampKey): Camp {
  const camp = camps.find((entry) => entry.key === key);
  if (!camp) throw new Error(`content/data/camps/: no camp "${key}"`);
  return camp;
}

/** The camps of one list, in list order. */
export function campsIn(region: CampRegion): Camp[] {
  return camps.filter((camp) => camp.region === region);
}

/** The School & Sports day camp at the school (specification sections 2 and 9); its early-bird deadline as a day of its year. */
export const dayCamp = { ...data.dayCamp, earlyBird: { ...data.dayCamp.earlyBird, deadline: calendarDateOf(data.dayCamp.earlyBird.deadline) } };

/** The summer the day camp's early-bird offer is for: the one after its deadline (29 February 2024 → 2024). */
export const dayCampSummer = summerOf(dayCamp.earlyBird.deadline);

/** What no camper may bring, and what happens if one does (specification section 9). */
export const { campRules } = data;

/** Headings and sentences of the camp pages, and of the camp finder (the camps home and the pages per age). */
export const { campsText, campFinderText } = data;

/**
 * The ages the camp finder offers, one page each (/camps/age/9): from the
 * youngest age any camp takes to the oldest, 5 to 18 today. Derived, so a
 * camp with a wider age range widens it.
 */
export const campAges: readonly number[] = (() => {
  const ranges = camps.map((camp) => camp.ages);
  if (ranges.length === 0) return [];
  const youngest = Math.min(...ranges.map((range) => range.from));
  const oldest = Math.max(...ranges.map((range) => range.to));
  return Array.from({ length: oldest - youngest + 1 }, (_, index) => youngest + index);
})();
