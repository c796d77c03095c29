/** Which drawing makes which picture. */
import type { ImageKey } from '../../../content/images';
import type { Art } from '../kit/core';
import * as H from './heroes';
import * as H2 from './heroes2';
import * as F from './facilities';

export type Scene = (a: Art) => string;

export const scenes: Partial<Record<ImageKey, Scene>> = {
  heroHome1: H.heroHome1,
  heroHome2: H.heroHome2,
  heroHome3: H.heroHome3,
  heroMeetUs: H.heroMeetUs,
  heroStages: H.heroStages,
  heroIbSchool: H.heroIbSchool,
  heroAdmission1: H2.heroAdmission1,
  heroAdmission2: H2.heroAdmission2,
  heroAdmission3: H2.heroAdmission3,
  heroLife: H2.heroLife,
  heroServices: H2.heroServices,
  heroCamps: H2.heroCamps,
  heroFoundation1: H2.heroFoundation1,
  heroFoundation2: H2.heroFoundation2,
  heroFoundation3: H2.heroFoundation3,
  heroMedia: H2.heroMedia,
  heroContact: H2.heroContact,
  facilitiesGardens: F.facilitiesGardens,
  facilitiesPool: F.facilitiesPool,
  facilitiesSports: F.facilitiesSports,
  facilitiesLibrary: F.facilitiesLibrary,
  facilitiesLab: F.facilitiesLab,
  facilitiesDining: F.facilitiesDining,
  virtualEntrance: F.virtualEntrance,
  virtualClassroom: F.virtualClassroom,
  virtualSportsHall: F.virtualSportsHall,
  virtualAuditorium: F.virtualAuditorium,
  founderSchool: F.founderSchool,
  contactPhoto: F.contactPhoto,
  contactClosing: F.contactClosing,
};
