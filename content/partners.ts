import partnersData from './data/partners.json';
import { partnersFile } from './schemas/partners';

/** The school's partners and their page's texts: in content/data/partners.json, shaped by content/schemas/partners.ts. */

export type { Partner, PartnersPageContent } from './schemas/partners';

export const { partners, partnersPage } = partnersFile.parse(partnersData);
