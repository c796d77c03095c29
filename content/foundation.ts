import { readData } from './data';

/**
 * The school's foundation (specification sections 2 and 3): what it is, why
 * it exists, the president's letter, its foundational purposes and the
 * organisations it supports. The texts and facts are in
 * content/data/foundation.json, shaped by content/schemas/foundation.ts.
 */

export type { FoundationPurpose, Partner } from './schemas/foundation';

export const { heroPictures: foundationHeroPictures, foundationHome, foundationReason, presidentLetter, purposesIntro, foundationalPurposes, socialWorkText, socialPartners } = readData('foundation.json');
