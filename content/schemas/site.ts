import * as z from 'zod';
import { countryCode, emailAddress, localized, oneOf, phoneNumber, quote, sampleMark, webAddress, wholeNumber } from './fields';

/*
 * content/data/site.json: how to reach the school, its social networks and
 * the company that owns it. The footer, the contact and visit pages, the
 * legal pages, the calendar files and the structured data all read them.
 * The specification withholds most of them: what is marked "sample": true is
 * a placeholder the school must replace before going live (see docs/content.md,
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
      country: countryCode,
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

/** The languages the school teaches, each named in both languages in `languageNames`. */
export const languageKeys = ['english', 'french', 'german', 'italian', 'chinese'] as const;
const languageLabels = { english: 'Inglés', french: 'Francés', german: 'Alemán', italian: 'Italiano', chinese: 'Chino mandarín' };

const positive = (what: string, example: number) => wholeNumber(what, example).min(1, { error: (issue) => `must be ${what} above 0; found ${quote(issue.input)}` });

/** The school's headline facts (specification section 1): the pages format them and fill them into texts as {slots}. */
const facts = z.object({
  foundedYear: wholeNumber('a year', 1982)
    .min(1800, { error: (issue) => `${quote(issue.input)} is not a plausible founding year` })
    .max(2100, { error: (issue) => `${quote(issue.input)} is not a plausible founding year` })
    .meta({ title: 'Año de fundación' }),
  /** "More than 40 years" of operation. */
  yearsOfOperation: positive('a number of years', 40).meta({ title: 'Años educando', description: 'La cifra de «más de … años»: 40.' }),
  gardensM2: positive('an area in m²', 30000).meta({ title: 'Jardines (m²)', description: 'Sólo cifras, sin puntos: 30000.' }),
  sportsFacilitiesM2: positive('an area in m²', 11000).meta({ title: 'Instalaciones deportivas (m²)', description: 'Sólo cifras, sin puntos: 11000.' }),
  federatedAthletes: positive('a number of athletes', 400).meta({ title: 'Deportistas federados', description: 'La cifra de «más de … deportistas»: 400.' }),
  startingAge: wholeNumber('an age in years', 1)
    .min(0, { error: (issue) => `${quote(issue.input)} is not an age children start school at: write 0 to 6` })
    .max(6, { error: (issue) => `${quote(issue.input)} is not an age children start school at: write 0 to 6` })
    .meta({ title: 'Edad desde la que acogemos', description: 'En años, de 0 a 6.' }),
  languagesTaught: z
    .array(oneOf(languageKeys).meta({ title: 'Idioma', optionLabels: languageLabels }))
    .min(1, { error: 'must list at least one language' })
    .superRefine((languages, context) =>
      languages.forEach((language, index) => {
        if (languages.indexOf(language) !== index) context.addIssue({ code: 'custom', path: [index], message: `the language "${language}" is listed twice: list each language once` });
      }),
    )
    .meta({ title: 'Idiomas que se enseñan', description: 'En el orden en que la web los nombra.' }),
  enrolmentOpenAllYear: z
    .boolean({ error: (issue) => `must be true (enrolment is open all year) or false; found ${quote(issue.input)}` })
    .meta({ title: 'Matrícula abierta todo el curso' }),
});

export const siteFile = z
  .object({
    contact: contact.meta({ title: 'Contacto' }),
    social: z.array(socialNetwork).meta({ title: 'Redes sociales' }),
    company: company.meta({ title: 'Empresa titular', description: 'Los datos de las páginas legales y del aviso del formulario de contacto.' }),
    facts: facts.meta({ title: 'El colegio en cifras', description: 'Las cifras que muestran la portada, «Conócenos» y otras páginas.' }),
    languageNames: z
      .object(Object.fromEntries(languageKeys.map((key) => [key, localized.meta({ title: languageLabels[key], description: 'Como se lee dentro de una frase: «inglés».' })])) as Record<(typeof languageKeys)[number], typeof localized>)
      .meta({ title: 'Nombre de cada idioma' }),
    /** The specification calls it "the foundation" without a name. */
    foundationSample: sampleMark,
    foundationName: localized.meta({ title: 'Nombre de la Fundación' }),
  })
  .meta({ title: 'Datos del colegio', description: 'Cómo contactar con el colegio, sus redes sociales, la empresa titular, sus cifras y el nombre de la Fundación.' });

export type SiteFile = z.infer<typeof siteFile>;
export type SocialNetwork = SiteFile['social'][number];
