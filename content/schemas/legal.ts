import * as z from 'zod';
import { fullDate } from './dates';
import { emailAddress, localized, localizedWithSlots, oneOf, paragraphsWithSlots, sampleMark } from './fields';

/*
 * content/data/legal.json: the legal pages the footer links to
 * (specification section 2, "Home": privacy, cookies, legal notice,
 * whistleblower channel; and the accessibility statement), what the privacy
 * policy says the contact form does with the answers, the data protection
 * officer, the processors, the words of the pages' tables, and the date of
 * the last accessibility review. The specification gives the privacy
 * essentials (section 2, "Contact page").
 */

/**
 * What a legal text may name: the company's and school's data (content/data/site.json), what the contact form does
 * with the answers, the data protection officer's address, how many days an enquiry is kept (a number:
 * `{retentionDays, plural, one {# día} other {# días}}`) and the day of the last accessibility review.
 */
export const legalSlots = [
  'company',
  'taxId',
  'registry',
  'address',
  'phone',
  'email',
  'whistleblowerEmail',
  'formDelivery',
  'formDeliveryShort',
  'dpoEmail',
  'retentionDays',
  'reviewDate',
] as const;
/** The links a legal text may make: each a tag around what it links, `<emailLink>{email}</emailLink>`. */
export const legalTags = ['emailLink', 'whistleblowerLink', 'dpoLink'] as const;
export type LegalTag = (typeof legalTags)[number];
const legalHint =
  `Puedes escribir entre llaves los datos que la página rellena: ${legalSlots.map((slot) => `{${slot}}`).join(', ')}. ` +
  'Para que un correo sea un enlace, rodéalo así: <emailLink>{email}</emailLink>, <whistleblowerLink>{whistleblowerEmail}</whistleblowerLink>, <dpoLink>{dpoEmail}</dpoLink>. ' +
  'Los días se escriben así: {retentionDays, plural, one {# día} other {# días}}.';

/** The tables a legal page can show after one of its sections. */
export const legalTables = ['processors'] as const;
export type LegalTable = (typeof legalTables)[number];

/** What the contact form's delivery texts may name: the host that receives the answers and, for the school's own server, how many days it keeps them. */
const deliverySlots = ['destination', 'days'] as const;
const deliveryHint = '{destination} es el servicio que recibe las respuestas y {days} los días que el servidor del colegio las guarda; la página los rellena.';

const legalSection = z.object({
  title: localized.meta({ title: 'Título', description: 'También da nombre al enlace del índice de la página.' }),
  paragraphs: paragraphsWithSlots(legalSlots, legalTags).meta({ title: 'Párrafos', description: legalHint }),
  /** A list after the paragraphs. */
  items: paragraphsWithSlots(legalSlots, legalTags).optional().meta({ title: 'Lista (opcional)', description: `Una lista tras los párrafos, un punto por línea. ${legalHint}` }),
  /** A table of content/data/legal.json shown after the section. */
  table: oneOf(legalTables)
    .optional()
    .meta({ title: 'Tabla tras el apartado (opcional)', description: 'La tabla que se muestra al final de este apartado.', optionLabels: { processors: 'Encargados del tratamiento' } }),
});

const legalPage = (title: string) =>
  z
    .object({
      lead: localizedWithSlots(legalSlots, legalTags).meta({ title: 'Entradilla', description: legalHint }),
      sections: z.array(legalSection.meta({ title: 'Apartado' })).min(1, { error: 'must have at least one section' }).meta({ title: 'Apartados' }),
    })
    .meta({ title });

const delivery = (title: string) =>
  z
    .object({
      short: localizedWithSlots(deliverySlots).meta({ title: 'Versión corta', description: `En la entradilla de la política de privacidad. ${deliveryHint}` }),
      full: localizedWithSlots(deliverySlots).meta({ title: 'Versión completa', description: `En el apartado del formulario. ${deliveryHint}` }),
    })
    .meta({ title });

export const legalFile = z
  .object({
    /** The one retention setting: the privacy policy states it and the enquiry receiver (receiver/) applies it. */
    enquiryRetentionDays: z
      .number({ error: 'must be a whole number of days' })
      .int({ error: 'must be a whole number of days' })
      .min(1, { error: 'must be at least 1 day' })
      .max(3650, { error: 'must be at most 3650 days' })
      .meta({
        title: 'Días que se guarda una consulta',
        description: 'Cuántos días guarda el servidor del colegio cada consulta del formulario después de enviarla por correo. La política de privacidad lo dice con esta misma cifra.',
      }),
    legalPages: z
      .object({
        privacy: legalPage('Política de privacidad'),
        cookies: legalPage('Política de cookies'),
        legal: legalPage('Aviso legal'),
        whistleblower: legalPage('Canal de denuncias'),
        accessibility: legalPage('Declaración de accesibilidad'),
      })
      .meta({ title: 'Páginas legales' }),
    /** What the privacy policy says the contact form does with the answers: the site sends them only when CONTACT_ENDPOINT is set at build time. */
    formDelivery: z
      .object({
        off: delivery('Si el formulario no envía nada'),
        on: delivery('Si el formulario envía a un servicio externo'),
        receiver: delivery('Si el formulario envía al servidor del colegio'),
      })
      .meta({ title: 'Qué hace el formulario con las respuestas', description: 'La web elige el texto según cómo esté configurado el formulario.' }),
    storageTable: z
      .object({
        caption: localized.meta({ title: 'Título de la tabla' }),
        name: localized.meta({ title: 'Cabecera «Nombre»' }),
        where: localized.meta({ title: 'Cabecera «Dónde»' }),
        purpose: localized.meta({ title: 'Cabecera «Para qué»' }),
        lifetime: localized.meta({ title: 'Cabecera «Cuánto dura»' }),
        sessionStorage: localized.meta({ title: 'Dónde: la pestaña' }),
      })
      .meta({ title: 'Tabla de lo que se guarda en el navegador' }),
    videoProviderPolicyLink: localized.meta({ title: 'Enlace a la política de privacidad de YouTube' }),
    legalLabels: z
      .object({
        onThisPage: localized.meta({ title: 'Título del índice' }),
        reportByEmail: localized.meta({ title: 'Botón «Comunicar por correo electrónico»' }),
      })
      .meta({ title: 'Rótulos de las páginas legales' }),
    /** What the site keeps in the visitor's browser, by entry; the key each is kept under stays in content/storage-keys.ts, beside the code that writes it. */
    browserStorage: z
      .object({
        contactDraft: z
          .object({ purpose: localized.meta({ title: 'Para qué' }), lifetime: localized.meta({ title: 'Cuánto dura' }) })
          .meta({ title: 'El borrador del formulario de contacto' }),
      })
      .meta({ title: 'Lo que se guarda en el navegador', description: 'Las filas de la tabla de la política de cookies. Cambiadlas solo si cambia lo que la web guarda.' }),
    /** The data protection officer (LOPDGDD art. 34.1.b; GDPR art. 13.1.b): the privacy policy gives their address. */
    dataProtectionOfficer: z
      .object({
        /** true while the address is a placeholder: the specification names no officer. */
        sample: sampleMark,
        email: emailAddress.meta({ title: 'Correo del delegado', description: 'El buzón del delegado de protección de datos (DPD), como dpd@colegio.es. Los textos lo escriben {dpoEmail}.' }),
      })
      .meta({ title: 'Delegado de protección de datos', description: 'Los colegios deben tener uno. Su correo sale en la política de privacidad.' }),
    /** Who processes personal data on the school's behalf (GDPR art. 28): the privacy policy lists them in a table. */
    processors: z
      .array(
        z
          .object({
            /** true while the company and where it processes the data are placeholders: they depend on the host and the mail service the school chooses. */
            sample: sampleMark,
            service: localized.meta({ title: 'Qué hace para el colegio', description: 'Como «Alojamiento de la web: entrega las páginas».' }),
            provider: z
              .string()
              .trim()
              .min(1, { error: 'must be the company’s name; it is empty' })
              .meta({ title: 'Empresa', description: 'Su nombre registrado, como «Ejemplo Hosting, S.L.».' }),
            location: localized.meta({ title: 'Dónde trata los datos', description: 'Como «Unión Europea» o «Estados Unidos».' }),
            safeguard: localized.meta({
              title: 'Garantía si los datos salen de Europa',
              description:
                'Si trata datos fuera del Espacio Económico Europeo, con qué garantía (una decisión de adecuación de la Comisión Europea, cláusulas contractuales tipo); si no, «No salen del Espacio Económico Europeo».',
            }),
          })
          .meta({ title: 'Encargado' }),
      )
      .min(1, { error: 'must list at least one processor: the site is hosted by someone' })
      .meta({ title: 'Encargados del tratamiento', description: 'Las empresas que tratan datos por encargo del colegio: el alojamiento de la web, el de sus ficheros y el correo.' }),
    processorsTable: z
      .object({
        caption: localized.meta({ title: 'Título de la tabla' }),
        service: localized.meta({ title: 'Cabecera «Qué hace»' }),
        provider: localized.meta({ title: 'Cabecera «Empresa»' }),
        location: localized.meta({ title: 'Cabecera «Dónde»' }),
        safeguard: localized.meta({ title: 'Cabecera «Garantía»' }),
      })
      .meta({ title: 'Tabla de encargados del tratamiento' }),
    /** The last review of the accessibility statement, which gives its day as {reviewDate}. */
    accessibilityReview: z
      .object({
        /** true while the day is the sample site's: the school's own site is reviewed before it goes live. */
        sample: sampleMark.meta({ title: 'Fecha de ejemplo', description: 'Marcado mientras la fecha es la de la web de ejemplo. Desmárcalo al revisar la web real.' }),
        date: fullDate.meta({ title: 'Última revisión', description: 'El día en que se revisó por última vez la accesibilidad de la web. Los textos lo escriben {reviewDate}.' }),
      })
      .meta({ title: 'Revisión de accesibilidad' }),
  })
  .meta({ title: 'Textos legales', description: 'Privacidad, cookies, aviso legal, canal de denuncias y accesibilidad. Cambiadlos sólo con el texto que dé el asesor legal del colegio.' });

export type LegalFile = z.infer<typeof legalFile>;
export type LegalPageKey = keyof LegalFile['legalPages'];
export type LegalPageCopy = LegalFile['legalPages']['privacy'];
export type LegalSection = LegalPageCopy['sections'][number];
export type Processor = LegalFile['processors'][number];
