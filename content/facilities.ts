import facilitiesData from './data/facilities.json';
import { facilitiesFile, type FacilitiesFile } from './schemas/facilities';
import type { PresentOrAbsent } from './types';

/**
 * The school's facilities and virtual visit (specification section 2,
 * "Meet us pages"): in content/data/facilities.json, shaped by
 * content/schemas/facilities.ts. Areas in m² are not written there: a
 * facility names the `site.facts` entry that measures it, and pages format it.
 */

export type { FacilitiesCopy, FacilityFact, VirtualView } from './schemas/facilities';

/** A facility with an area has the field; one without has none at all (the page checks `'area' in facility`). */
export type Facility = PresentOrAbsent<FacilitiesFile['facilities'][number], 'area'>;

const data = facilitiesFile.parse(facilitiesData);

export const { virtualViews, facilitiesCopy } = data;
export const facilities: readonly Facility[] = data.facilities;
