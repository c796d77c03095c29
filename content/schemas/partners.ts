import * as z from 'zod';
import { listWithUniqueIds, localized, pageIntro, quote, sampleMark, slug } from './fields';

/*
 * content/data/partners.json: the organisations the school works with, for
 * the partners page (specification section 2, "School life pages").
 */

/** The picture formats a logo can be: the page shows it in a square box, scaled to fit. */
export const logoFormats = ['svg', 'png', 'jpg', 'jpeg', 'webp'] as const;

const logoFile = z.string().regex(new RegExp(`^/images/partners/[a-z0-9]+(-[a-z0-9]+)*\\.(${logoFormats.join('|')})$`), {
  error: (issue) =>
    `must be a logo file in content/pictures/partners/, named in lowercase words joined by hyphens, like "/images/partners/musica-en-ruta.svg" (${logoFormats.join(', ')}); found ${quote(issue.input)}`,
});

const partner = z.object({
  /** true while the partner is sample data: the school replaces the sample partners (their logos are the site's own geometric marks until then). */
  sample: sampleMark,
  id: slug.meta({ title: 'Identificador', description: 'Nombre interno, en minúsculas y con guiones, distinto en cada entidad: musica-en-ruta.' }),
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
});

export const partnersFile = z
  .object({
    partners: listWithUniqueIds(partner.meta({ title: 'Entidad' })).meta({ title: 'Entidades colaboradoras' }),
    partnersPage: pageIntro.meta({ title: 'Textos de la página' }),
  })
  .meta({ title: 'Colaboradores', description: 'Las entidades con las que trabaja el colegio: nombre, lema y logo; y el título de su página.' });

export type PartnersFile = z.infer<typeof partnersFile>;
export type Partner = PartnersFile['partners'][number];
export type PartnersPageContent = PartnersFile['partnersPage'];
