/**
 * The school's contact data and headline facts. Footer, contact page, home
 * page and structured data all read them from here.
 *
 * PLACEHOLDER values are marked: the specification withholds them, so the
 * school must replace them before going live (see README, "Sample data").
 */

import tailwindConfig from '@/tailwind.config';
import type { Localized } from './types';

const { colors } = tailwindConfig.theme.extend;

export const PLACEHOLDER = 'PLACEHOLDER' as const;

/** Used when SITE_URL is not set: a reserved domain, so a forgotten setting shows at once. */
export const defaultSiteUrl = 'https://www.liceo.example';

/**
 * The public origin of the site, without a trailing slash: `SITE_URL=https://www.example.es npm run build`.
 * Canonical and alternate links, Open Graph, structured data, the sitemap and
 * robots.txt are all absolute URLs built on it, read once at build time.
 */
export function siteOrigin(value = process.env.SITE_URL): string {
  const url = new URL(value?.trim() || defaultSiteUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`SITE_URL must be an http(s) URL: ${value}`);
  return url.origin;
}

export type SocialNetwork = {
  name: string;
  /** Profile URL; left undefined until the school provides it (the name is shown without a link). */
  url?: string;
};

export const site = {
  /** The short name the specification uses ("Liceo TV", "The Liceo Times"). */
  name: 'Liceo',
  /** Madrid's time zone: calendar files name it for anything shown with a time. */
  timeZone: 'Europe/Madrid',
  /** See siteOrigin(). */
  url: siteOrigin(),
  /** PLACEHOLDER: the specification calls it "the foundation" without a name. */
  foundationName: { es: 'Fundación Liceo', en: 'Liceo Foundation' },
  /** Brand colours for browsers, the web app manifest and the icons: the palette's navy-900 and cream (tailwind.config.ts). */
  themeColor: colors.navy[900],
  backgroundColor: colors.cream.DEFAULT,
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
  /**
   * Company data for the legal pages and the contact form's notice. PLACEHOLDER
   * throughout: the specification names only "the school company". The values
   * read as neutral descriptions on the page until the school sets the real ones.
   */
  company: {
    /** PLACEHOLDER: the company's registered name (e.g. "…, S.A."). */
    legalName: 'Sociedad titular del colegio',
    /** PLACEHOLDER: the company's tax identification number (NIF). */
    taxId: 'A-00000000',
    /** PLACEHOLDER: add volume, sheet and page of the registration. */
    registry: 'Registro Mercantil de Madrid',
    /** PLACEHOLDER: the mailbox that receives whistleblower reports. */
    whistleblowerEmail: 'canal.denuncias@liceo.example',
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
