import { type Activity as ActivityEntry } from './schemas/extracurricular';
import { readData } from './data';

/**
 * Extracurricular activities (specification sections 2, 3 and 9): the facts
 * and the page's texts are in content/data/extracurricular.json, shaped by
 * content/schemas/extracurricular.ts.
 */

export type { ActivityGroup, ActivityGroupKey } from './schemas/extracurricular';

/** An activity; one without a daily practice time has no `minutesPerDay`. */
export type Activity = ActivityEntry;

const data = readData('extracurricular.json');

export const { activityGroups, extracurricularCopy } = data;
export const activities: readonly Activity[] = data.activities;
