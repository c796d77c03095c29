import { type FacilitiesFile } from './schemas/facilities';
import { readData } from './data';

/**
 * The school's facilities and virtual visit (specification section 2,
 * "Meet us pages"): in content/data/facilities.json, shaped by
 * content/schemas/facilities.ts. Areas in m² are not written there: a
 * facility names the `site.facts` entry that measures it, and pages format it.
 */

export type { FacilitiesCopy, FacilityFact, VirtualView } from './schemas/facilities';

/** A facility; one whose area the site does not give has no `area`. */
export type Facility = FacilitiesFile['facilities'][number];

const data = readData('facilities.json');

export const { virtualViews, facilitiesCopy } = data;
export const facilities: readonly Facility[] = data.facilities;
