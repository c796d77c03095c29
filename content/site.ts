/**
 * The school's contact data and headline facts. Footer, contact page, home
 * page and structured data all read them from here.
 *
 * PLACEHOLDER values are marked: the specification withholds them, so the
 * school must replace them before going live (see README, "Sample data").
 */

import type { Localized } from './types';

export const PLACEHOLDER = 'PLACEHOLDER' as const;

export type SocialNetwork = {
  name: string;
  /** Profile URL; left undefined until the school provides it (the name is shown without a link). */
  url?: string;
};

export const site = {
  /** The short name the specification uses ("Liceo TV", "The Liceo Times"). */
  name: 'Liceo',
  contact: {
    /** PLACEHOLDER: the specification shows only "{email}". */
    email: 'info@liceo.example',
    /** PLACEHOLDER: the specification shows only "{phone}"; the contact page lists two numbers. */
    phones: ['+34 910 000 000', '+34 600 000 000'],
    address: {
      /** PLACEHOLDER: the specification gives no street. */
      street: undefined as string | undefined,
      postalCode: '28109',
      locality: 'Alcobendas',
      area: 'La Moraleja',
      region: 'Madrid',
      country: 'ES',
    },
  },
  social: [
    { name: 'Instagram' },
    { name: 'Facebook' },
    { name: 'YouTube' },
    { name: 'LinkedIn' },
    { name: 'X' },
  ] satisfies SocialNetwork[] as SocialNetwork[],
  /** Company data for the legal pages. PLACEHOLDER throughout. */
  company: {
    legalName: 'PLACEHOLDER Sociedad titular del colegio, S.A.',
    taxId: 'PLACEHOLDER A-00000000',
    registry: 'PLACEHOLDER Registro Mercantil de Madrid, tomo 0, folio 0, hoja M-0',
  },
  facts: {
    foundedYear: 1982,
    /** "More than 40 years" of operation. */
    yearsOfOperation: 40,
    gardensM2: 30000,
    sportsFacilitiesM2: 11000,
    federatedAthletes: 400,
    startingAge: 1,
    languagesTaught: ['english', 'french', 'german', 'italian', 'chinese'],
    enrolmentOpenAllYear: true,
  },
} as const;

export type LanguageTaught = (typeof site.facts.languagesTaught)[number];

/** Names of the languages taught, as they read inside a sentence. */
export const languageNames = {
  english: { es: 'inglés', en: 'English' },
  french: { es: 'francés', en: 'French' },
  german: { es: 'alemán', en: 'German' },
  italian: { es: 'italiano', en: 'Italian' },
  chinese: { es: 'chino mandarín', en: 'Mandarin Chinese' },
} as const satisfies Record<LanguageTaught, Localized>;

/** `tel:` href from a displayed number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
