import type { RouteKey } from './navigation';
import { type meetUsRouteKeys } from './schemas/meetus';
import { readData } from './data';

/**
 * Copy of the "Meet us" section (specification sections 1 and 2): the index,
 * the founder, happy students and values pages, and the section's hero, in
 * content/data/meetus.json, shaped by content/schemas/meetus.ts.
 *
 * Facts (year, m², counts) are never written there: texts carry `{name}`
 * slots that the pages fill from `site.facts` (content/site.ts), formatted.
 */

export type { FounderCopy, MeetUsIndexCopy, StudentsCopy, ValuesCopy } from './schemas/meetus';

/** The section's pages: the schema's keys, each a page of content/navigation.ts. */
export type MeetUsRouteKey = Extract<RouteKey, (typeof meetUsRouteKeys)[number]>;

export const { pictures: meetUsPictures, meetUsHeroLeads, meetUsIndex, founderPage, studentsPage, valuesPage } = readData('meetus.json');
