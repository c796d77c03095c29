import type { ServicesFile } from './schemas/services';
import type { Localized, LocalizedParagraphs } from './schemas/fields';
import { readData } from './data';

/**
 * The Services section (specification sections 2 and 9): the index cards and
 * the extended hours, guidance, school nurse, dining room and sports schools
 * pages. Bus routes and extracurricular activities have their own modules.
 * The hours, the meals of each stage, the sports schools and the pages' texts
 * are in content/data/services.json, shaped by content/schemas/services.ts.
 */

const data = readData('services.json');

/** A heading with a few paragraphs under it. */
export type TextBlock = { readonly title: Localized; readonly paragraphs: LocalizedParagraphs };

/** A descriptive service page: what the service does for pupils and for families. */
export type CareService = ServicesFile['orientation'];

export type { MealKey, SportsSchool } from './schemas/services';

export const { servicesIndex, orientation, nursing } = data;

/** Specification section 9, "Services". */
export const extendedHours = { ...data.extendedHours, ...data.extendedHoursPage };

/** Specification section 9: meals per stage; lunch is included in tuition. */
export const diningRoom = {
  image: data.diningRoomPage.image,
  intro: data.diningRoomPage.intro,
  mealLabels: data.diningRoomPage.mealLabels,
  stages: data.mealsByStage,
  table: data.diningRoomPage.table,
  feesNote: data.diningRoomPage.feesNote,
};

/** Specification section 9: swimming Monday to Saturday; padel and courts Monday to Sunday; skiing at weekends. */
export const sportsSchools = {
  ...data.sportsSchoolsPage,
  schools: data.sportsSchools,
};
