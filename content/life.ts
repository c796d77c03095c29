import lifeData from './data/life.json';
import { lifeFile, type LifeFile } from './schemas/life';
import type { TimeSpan } from './types';

/* School life section (specification section 2, "School life pages"): in content/data/life.json, shaped by content/schemas/life.ts. */

export type { ActivitiesContent, AlumniContent, LifeIndexContent, MultimediaContent } from './schemas/life';

/** The schema checks the times ("HH:MM") that this type names. */
export type FamilyMeetingsContent = Omit<LifeFile['familyMeetings'], 'time'> & { readonly time: LifeFile['familyMeetings']['time'] & TimeSpan };

const data = lifeFile.parse(lifeData);

export const { lifeIndex, activitiesPage, alumniPage, multimediaPage } = data;
export const familyMeetings = data.familyMeetings as FamilyMeetingsContent;
