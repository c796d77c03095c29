import { readData, readEntries } from './data';

/**
 * The school's partners, each a file of content/data/partners/ (its name is
 * the partner's identifier), listed by name; and their page's texts, in
 * content/data/partners-page.json. Shaped by content/schemas/partners.ts.
 */

export type { Partner, PartnersPageContent } from './schemas/partners';

export const { partnersPage } = readData('partners-page.json');

export const partners = readEntries('partners')
  .map(({ name, entry }) => ({ ...entry, id: name }))
  .sort((a, b) => a.name.localeCompare(b.name, 'es'));
