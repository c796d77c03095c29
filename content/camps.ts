import { schoolYearStart } from './calendar';
import { campRegions, campSeasonOf, type CampEntry, type CampRegion } from './schemas/camps';
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

/**
 * The summer the camps belong to: the one that ends the school year of
 * content/data/calendar.json (2023/2024 → summer 2024). The camp pages show it with
 * every date; the early-bird deadline of 29 February needs it to be a leap year.
 */
export const campSeasonYear = campSeasonOf(schoolYearStart);

/** A camp's route key (content/navigation.ts) and its topic on the contact form: `camp-antibes`. */
export type CampKey = `camp-${string}`;

/** A camp, its file's name (its page is /camps/<slug>) and its route key. */
export type Camp = CampEntry & { readonly slug: string; readonly key: CampKey };

/** Every camp: those in Spain first, then those abroad, each list by the camps' `order`, then by name. */
export const camps: readonly Camp[] = readEntries('camps')
  .map(({ name, entry }) => ({ ...entry, slug: name, key: `camp-${name}` as const }))
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

/** The School & Sports day camp at the school (specification sections 2 and 9). */
export const { dayCamp } = data;

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
