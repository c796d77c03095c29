import { readData } from './data';

/** The school's partners and their page's texts: in content/data/partners.json, shaped by content/schemas/partners.ts. */

export type { Partner, PartnersPageContent } from './schemas/partners';

export const { partners, partnersPage } = readData('partners.json');
