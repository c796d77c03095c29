import type { RouteKey } from './navigation';
import type { ImageKey } from './images';

/**
 * The picture behind each section's hero. A page uses its own entry if it has
 * one, otherwise its section's.
 */
export const heroImages: Partial<Record<RouteKey, ImageKey>> = {
  meetus: 'heroMeetUs',
  stages: 'heroStages',
  ibschool: 'heroIbSchool',
  admission: 'heroAdmission1',
  life: 'heroLife',
  services: 'heroServices',
  camps: 'heroCamps',
  foundation: 'heroFoundation1',
  media: 'heroMedia',
  contact: 'heroContact',
  early: 'stageEarly',
  ibpep: 'stagePep',
  ibpai: 'stagePai',
  ibpd: 'stagePd',
};
