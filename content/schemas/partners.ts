import * as z from 'zod';
import { localized, pageIntro, quote, sampleMark } from './fields';

/*
 * The organisations the school works with, for the partners page
 * (specification section 2, "School life pages"): each one a file of
 * content/data/partners/, named after the partner when the editor creates it
 * (staff never type an identifier); content/data/partners-page.json holds the
 * page's texts.
 */

/** The picture formats a logo can be: the page shows it in a square box, scaled to fit. */
export const logoFormats = ['svg', 'png', 'jpg', 'jpeg', 'webp'] as const;

const logoFile = z.string().regex(new RegExp(`^/images/partners/[a-z0-9]+(-[a-z0-9]+)*\\.(${logoFormats.join('|')})$`), {
  error: (issue) =>
    `must be a logo file in content/pictures/partners/, named in lowercase words joined by hyphens, like "/images/partners/musica-en-ruta.svg" (${logoFormats.join(', ')}); found ${quote(issue.input)}`,
});

export const partner = z.object({
  /** true while the partner is sample data: the school replaces the sample partners (their logos are the site's own geometric marks until then). */
  sample: sampleMark.meta({ title: 'Entidad de ejemplo', description: 'Marcado en las entidades de ejemplo. Desmárcalo en las reales.' }),
  /** Also the logo's alt text: a logo says its name. */
  name: z
    .string()
    .trim()
    .min(1, { error: 'must be the partner’s name; it is empty' })
    .meta({ title: 'Nombre', description: 'Como lo escribe la entidad. También es el texto que describe el logo.' }),
  tagline: localized.meta({ title: 'Lema', description: 'Una frase sobre lo que hace la entidad.' }),
  /**
   * The logo file under public/ (SVG, PNG, JPEG or WebP, any size). To use a
   * partner's real logo, save it as this file, or save it beside it and change
   * the name here.
   */
  logo: logoFile.meta({
    title: 'Logo',
    description: 'Sube el logo (SVG, PNG, JPEG o WebP) con un nombre en minúsculas y con guiones, como musica-en-ruta.svg.',
    widget: 'image',
    accept: 'image/svg+xml,image/png,image/jpeg,image/webp',
    mediaFolder: '/content/pictures/partners',
    publicFolder: '/images/partners',
  }),
}).meta({ title: 'Entidad colaboradora' });

export const partnersFile = z
  .object({
    partnersPage: pageIntro.meta({ title: 'Textos de la página' }),
  })
  .meta({ title: 'Página «Colaboradores»', description: 'El título y la entradilla de la página de las entidades colaboradoras (cada entidad está en «Colaboradores»).' });

export type PartnersFile = z.infer<typeof partnersFile>;
export type Partner = z.infer<typeof partner>;
export type PartnersPageContent = PartnersFile['partnersPage'];
