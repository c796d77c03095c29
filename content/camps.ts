import { schoolYearStart } from './calendar';
import { campSeasonOf, type Camp, type CampKey, type CampRegion } from './schemas/camps';
import { readData } from './data';

/**
 * Summer camps (specification sections 2, 3 and 9): the School & Sports day
 * camp, the camps in Spain and abroad, and the rules every camp shares. The
 * facts are in content/data/camps.json, shaped by content/schemas/camps.ts;
 * this module reads them for the pages. Camp names are the route labels in
 * messages/*.json (`nav.<key>`).
 */

export type { Camp, CampAddress, CampKey, CampLinks, CampProgramme, CampRegion, LanguageCourse } from './schemas/camps';

const data = readData('camps.json');

/**
 * The summer the camps belong to: the one that ends the school year of
 * content/data/calendar.json (2023/2024 → summer 2024). The camp pages show it with
 * every date; the early-bird deadline of 29 February needs it to be a leap year.
 */
export const campSeasonYear = campSeasonOf(schoolYearStart);

/** Every camp, Spain first, in the order the lists show them. */
export const camps: readonly Camp[] = data.camps;

export const campKeys: readonly CampKey[] = camps.map((camp) => camp.key);

export function isCampKey(key: string): key is CampKey {
  return campKeys.some((campKey) => campKey === key);
}

/** The camp of a key; the schema lists each camp once. */
export function campOf(key: CampKey): Camp {
  const camp = camps.find((entry) => entry.key === key);
  if (!camp) throw new Error(`content/data/camps.json: no camp "${key}"`);
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
  const youngest = Math.min(...ranges.map((range) => range.from));
  const oldest = Math.max(...ranges.map((range) => range.to));
  return Array.from({ length: oldest - youngest + 1 }, (_, index) => youngest + index);
})();
