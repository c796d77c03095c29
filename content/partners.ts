import partnersData from './data/partners.json';
import { partnersFile } from './schemas/partners';
import type { Localized } from './types';

/** The school's partners: the facts are in content/data/partners.json, shaped by content/schemas/partners.ts. */

export type { Partner } from './schemas/partners';

export const { partners } = partnersFile.parse(partnersData);

export type PartnersPageContent = { readonly title: Localized; readonly intro: Localized };

export const partnersPage = {
  title: { es: 'Quienes nos acompañan', en: 'Who we work with' },
  intro: {
    es: 'Colaboramos con entidades que entienden la educación como nosotros y que amplían lo que nuestros alumnos pueden aprender, practicar y descubrir.',
    en: 'We work with organisations that see education as we do and that widen what our pupils can learn, practise and discover.',
  },
} as const satisfies PartnersPageContent;
