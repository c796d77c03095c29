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
  email: emailAddress.meta({ title: 'Correo del colegio' }),
  /** The first is the school's main number (the footer, search engines); the contact page lists them all. */
  phones: z
    .array(phoneNumber.meta({ title: 'Teléfono' }))
    .min(1)
    .meta({ title: 'Teléfonos', description: 'El primero es el principal: sale en el pie de página y en los buscadores.' }),
  address: z
    .object({
      /** Left out until the school gives it. */
      street: filled('a street and number, like "Calle de la Azalea, 1"')
        .optional()
        .meta({ title: 'Calle y número (opcional)', description: 'Como «Calle de la Azalea, 1».' }),
      postalCode: z
        .string()
        .regex(/^\d{5}$/, { error: (issue) => `must be a Spanish postal code of five digits, like "28109"; found ${quote(issue.input)}` })
        .meta({ title: 'Código postal', description: 'Cinco cifras: 28109.' }),
      locality: filled('a town, like "Alcobendas"').meta({ title: 'Localidad', description: 'Como «Alcobendas».' }),
      area: filled('a neighbourhood, like "La Moraleja"').meta({ title: 'Barrio o zona', description: 'Como «La Moraleja».' }),
      region: filled('a region, like "Madrid"').meta({ title: 'Comunidad', description: 'Como «Madrid».' }),
      country: z
        .string()
        .regex(/^[A-Z]{2}$/, { error: (issue) => `must be a two-letter country code in capitals, like "ES"; found ${quote(issue.input)}` })
        .meta({ title: 'País', description: 'Su código de dos letras en mayúsculas: ES.' }),
    })
    .meta({ title: 'Dirección' }),
});

const socialNetwork = z.object({
  name: filled('the network’s name, like "Instagram"').meta({ title: 'Red social', description: 'Su nombre, como «Instagram».' }),
  /** The school's profile; left out until the school gives it (the name is then shown without a link). */
  url: webAddress.optional().meta({ title: 'Perfil del colegio (opcional)', description: 'La dirección completa del perfil, https://…; sin ella, el nombre sale sin enlace.' }),
});

/** Company data for the legal pages and the contact form's notice. */
const company = z.object({
  /** true while these are placeholders: the specification names only "the school company"; they read as neutral descriptions on the page until the school sets the real ones. */
  sample: sampleMark,
  /** The company's registered name (e.g. "…, S.A."). */
  legalName: filled('the company’s registered name').meta({ title: 'Razón social', description: 'El nombre registrado de la empresa, como «…, S.A.».' }),
  /** The company's tax identification number (NIF). */
  taxId: z
    .string()
    .regex(/^[A-Z]-?\d{7,8}[A-Z0-9]?$/i, { error: (issue) => `must be a tax identification number (NIF), like "A-00000000" or "A12345678"; found ${quote(issue.input)}` })
    .meta({ title: 'NIF', description: 'Una letra y ocho cifras: A12345678 o A-12345678.' }),
  /** The registry, with volume, sheet and page once the school gives them. */
  registry: filled('the company’s registry').meta({ title: 'Registro Mercantil', description: 'El registro, con tomo, folio y hoja.' }),
  /** The mailbox that receives whistleblower reports. */
  whistleblowerEmail: emailAddress.meta({ title: 'Correo del canal de denuncias' }),
});

export const siteFile = z
  .object({
    contact: contact.meta({ title: 'Contacto' }),
    social: z.array(socialNetwork).meta({ title: 'Redes sociales' }),
    company: company.meta({ title: 'Empresa titular', description: 'Los datos de las páginas legales y del aviso del formulario de contacto.' }),
  })
  .meta({ title: 'Datos del colegio', description: 'Cómo contactar con el colegio, sus redes sociales y la empresa titular.' });

export type SiteFile = z.infer<typeof siteFile>;
export type SocialNetwork = SiteFile['social'][number];
