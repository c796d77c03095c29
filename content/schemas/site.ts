import * as z from 'zod';
import { emailAddress, phoneNumber, quote, sampleMark, webAddress } from './fields';

/*
 * content/data/site.json: how to reach the school, its social networks and
 * the company that owns it. The footer, the contact and visit pages, the
 * legal pages, the calendar files and the structured data all read them.
 * The specification withholds most of them: what is marked "sample": true is
 * a placeholder the school must replace before going live (see README,
 * "Sample data").
 */

const filled = (what: string) => z.string().trim().min(1, { error: `must be ${what}; it is empty` });

const contact = z.object({
  /** true while the e-mail, the phones and the street are placeholders: the specification shows only "{email}" and "{phone}", and no street. */
  sample: sampleMark,
  email: emailAddress,
  /** The first is the school's main number (the footer, search engines); the contact page lists them all. */
  phones: z.array(phoneNumber).min(1),
  address: z.object({
    /** Left out until the school gives it. */
    street: filled('a street and number, like "Calle de la Azalea, 1"').optional(),
    postalCode: z.string().regex(/^\d{5}$/, { error: (issue) => `must be a Spanish postal code of five digits, like "28109"; found ${quote(issue.input)}` }),
    locality: filled('a town, like "Alcobendas"'),
    area: filled('a neighbourhood, like "La Moraleja"'),
    region: filled('a region, like "Madrid"'),
    country: z.string().regex(/^[A-Z]{2}$/, { error: (issue) => `must be a two-letter country code in capitals, like "ES"; found ${quote(issue.input)}` }),
  }),
});

const socialNetwork = z.object({
  name: filled('the network’s name, like "Instagram"'),
  /** The school's profile; left out until the school gives it (the name is then shown without a link). */
  url: webAddress.optional(),
});

/** Company data for the legal pages and the contact form's notice. */
const company = z.object({
  /** true while these are placeholders: the specification names only "the school company"; they read as neutral descriptions on the page until the school sets the real ones. */
  sample: sampleMark,
  /** The company's registered name (e.g. "…, S.A."). */
  legalName: filled('the company’s registered name'),
  /** The company's tax identification number (NIF). */
  taxId: z.string().regex(/^[A-Z]-?\d{7,8}[A-Z0-9]?$/i, { error: (issue) => `must be a tax identification number (NIF), like "A-00000000" or "A12345678"; found ${quote(issue.input)}` }),
  /** The registry, with volume, sheet and page once the school gives them. */
  registry: filled('the company’s registry'),
  /** The mailbox that receives whistleblower reports. */
  whistleblowerEmail: emailAddress,
});

export const siteFile = z.object({ contact, social: z.array(socialNetwork), company });

export type SiteFile = z.infer<typeof siteFile>;
export type SocialNetwork = SiteFile['social'][number];
