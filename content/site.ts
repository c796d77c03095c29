/**
 * The school's contact data and headline facts. Footer, contact page, home
 * page and structured data all read them from here; the contact data, the
 * social networks, the company, the headline facts and the foundation's name
 * are in content/data/site.json, shaped by content/schemas/site.ts.
 *
 * PLACEHOLDER values are marked (in the data file, "sample": true): the
 * specification withholds them, so the school must replace them before going
 * live (see docs/content.md, "Sample data").
 */

import tailwindConfig from '@/tailwind.config';
import { schoolTimeZone } from './time-zone';
import { readData } from './data';
import { siteOrigin } from './site-url';

const { colors } = tailwindConfig.theme.extend;

export const PLACEHOLDER = 'PLACEHOLDER' as const;

export { defaultSiteUrl, siteOrigin } from './site-url';

export type { SocialNetwork } from './schemas/site';

const data = readData('site.json');

// The schema requires one phone at least: the first is the main number.
const [mainPhone, ...morePhones] = data.contact.phones;
if (mainPhone === undefined) throw new Error('content/data/site.json: contact.phones is empty');
const phones: [string, ...string[]] = [mainPhone, ...morePhones];

export const site = {
  /** The short name the specification uses ("Liceo TV", "The Liceo Times"). */
  name: 'Liceo',
  /** Madrid's time zone: calendar files name it for anything shown with a time. */
  timeZone: schoolTimeZone,
  /** See siteOrigin(). */
  url: siteOrigin(),
  /** content/data/site.json (marked "foundationSample": true): the specification calls it "the foundation" without a name. */
  foundationName: data.foundationName,
  /** Brand colours for browsers, the web app manifest and the icons: the palette's navy-900 and cream (tailwind.config.ts). */
  themeColor: colors.navy[900],
  backgroundColor: colors.cream.DEFAULT,
  /** How to reach the school: content/data/site.json (placeholders marked "sample": true). */
  contact: { ...data.contact, phones },
  social: data.social,
  /** Company data for the legal pages and the contact form's notice: content/data/site.json (placeholders marked "sample": true). */
  company: data.company,
  /** The headline facts (specification section 1): content/data/site.json. */
  facts: data.facts,
} as const;

export type LanguageTaught = (typeof site.facts.languagesTaught)[number];

/** Names of the languages taught, as they read inside a sentence: content/data/site.json. */
export const { languageNames } = data;

/** `tel:` href from a displayed number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
