import { readData } from './data';

/**
 * Admission pages (specification section 2, "Admission pages"). The technical
 * directors, the open days, the application steps and the pages' texts are in
 * content/data/admission.json, shaped by content/schemas/admission.ts; this
 * module reads them for the pages.
 */

export type { ApplicationStep, OpenDay, TechnicalDirector } from './schemas/admission';

/**
 * The technical director of each stage (only the role is shown until the school gives the names),
 * the open days, the steps to apply for a place, in order, and the pages' headings and short copy
 * (their {placeholders} are filled in by the page).
 */
export const { technicalDirectors, openDays, applicationSteps, admissionCopy, pictures: admissionPictures } = readData('admission.json');
