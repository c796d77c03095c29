import { readData } from './data';

/**
 * Home page copy, in content/data/home.json, shaped by
 * content/schemas/home.ts. `{placeholders}` are filled from content/site.ts,
 * so a fact is written once.
 */

export type { HomeCopy } from './schemas/home';

/** The home page's texts, the pictures of its hero and of its facilities carousel. */
export const { home, heroPictures: homeHeroPictures, facilityPictures: homeFacilityPictures } = readData('home.json');
