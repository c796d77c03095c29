import * as z from 'zod';
import { listWithUniqueIds, localized, quote, sampleMark, slug } from './fields';

/*
 * content/data/partners.json: the organisations the school works with, for
 * the partners page (specification section 2, "School life pages").
 */

/** The picture formats a logo can be: the page shows it in a square box, scaled to fit. */
export const logoFormats = ['svg', 'png', 'jpg', 'jpeg', 'webp'] as const;

const logoFile = z.string().regex(new RegExp(`^/images/partners/[a-z0-9]+(-[a-z0-9]+)*\\.(${logoFormats.join('|')})$`), {
  error: (issue) =>
    `must be a logo file in public/images/partners/, named in lowercase words joined by hyphens, like "/images/partners/musica-en-ruta.svg" (${logoFormats.join(', ')}); found ${quote(issue.input)}`,
});

const partner = z.object({
  /** true while the partner is sample data: the school replaces the sample partners (their logos are the site's own geometric marks until then). */
  sample: sampleMark,
  id: slug,
  /** Also the logo's alt text: a logo says its name. */
  name: z.string().trim().min(1, { error: 'must be the partner’s name; it is empty' }),
  tagline: localized,
  /**
   * The logo file under public/ (SVG, PNG, JPEG or WebP, any size). To use a
   * partner's real logo, save it as this file, or save it beside it and change
   * the name here.
   */
  logo: logoFile,
});

export const partnersFile = z.object({
  partners: listWithUniqueIds(partner),
});

export type PartnersFile = z.infer<typeof partnersFile>;
export type Partner = PartnersFile['partners'][number];
