import extracurricularData from './data/extracurricular.json';
import { extracurricularFile, type Activity as ActivityEntry } from './schemas/extracurricular';
import type { PresentOrAbsent } from './types';

/**
 * Extracurricular activities (specification sections 2, 3 and 9): the facts
 * and the page's texts are in content/data/extracurricular.json, shaped by
 * content/schemas/extracurricular.ts.
 */

export type { ActivityGroup, ActivityGroupKey } from './schemas/extracurricular';

/** An activity with a daily practice time has the field; one without has none at all (the page checks `'minutesPerDay' in activity`). */
export type Activity = PresentOrAbsent<ActivityEntry, 'minutesPerDay'>;

const data = extracurricularFile.parse(extracurricularData);

export const { activityGroups, extracurricularCopy } = data;
export const activities: readonly Activity[] = data.activities;
