import { type LifeFile } from './schemas/life';
import { readData } from './data';

/* School life section (specification section 2, "School life pages"): in content/data/life.json, shaped by content/schemas/life.ts. */

export type { ActivitiesContent, AlumniContent, LifeIndexContent, MultimediaContent } from './schemas/life';

export type FamilyMeetingsContent = LifeFile['familyMeetings'];

const data = readData('life.json');

export const { lifeIndex, activitiesPage, alumniPage, multimediaPage, familyMeetings } = data;
