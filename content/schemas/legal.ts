import * as z from 'zod';
import { localized, localizedWithSlots, paragraphsWithSlots } from './fields';

/*
 * content/data/legal.json: the four legal pages the footer links to
 * (specification section 2, "Home": privacy, cookies, legal notice,
 * whistleblower channel), what the privacy policy says the contact form does
 * with the answers, and the words of the browser storage table. The
 * specification gives the privacy essentials (section 2, "Contact page").
 */

/** What a legal text may name: the company's and school's data (content/data/site.json) and what the contact form does with the answers. */
export const legalSlots = ['company', 'taxId', 'registry', 'address', 'phone', 'email', 'whistleblowerEmail', 'formDelivery', 'formDeliveryShort'] as const;
/** The links a legal text may make: each a tag around what it links, `<emailLink>{email}</emailLink>`. */
export const legalTags = ['emailLink', 'whistleblowerLink'] as const;
export type LegalTag = (typeof legalTags)[number];
const legalHint =
  `Puedes escribir entre llaves los datos que la página rellena: ${legalSlots.map((slot) => `{${slot}}`).join(', ')}. ` +
  'Para que un correo sea un enlace, rodéalo así: <emailLink>{email}</emailLink>, <whistleblowerLink>{whistleblowerEmail}</whistleblowerLink>.';

/** What the contact form's delivery texts may name: the host that receives the answers and, for the school's own server, how many days it keeps them. */
const deliverySlots = ['destination', 'days'] as const;
const deliveryHint = '{destination} es el servicio que recibe las respuestas y {days} los días que el servidor del colegio las guarda; la página los rellena.';

const legalSection = z.object({
  title: localized.meta({ title: 'Título', description: 'También da nombre al enlace del índice de la página.' }),
  paragraphs: paragraphsWithSlots(legalSlots, legalTags).meta({ title: 'Párrafos', description: legalHint }),
  /** A list after the paragraphs. */
  items: paragraphsWithSlots(legalSlots, legalTags).optional().meta({ title: 'Lista (opcional)', description: `Una lista tras los párrafos, un punto por línea. ${legalHint}` }),
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
  })
  .meta({ title: 'Textos legales', description: 'Privacidad, cookies, aviso legal y canal de denuncias. Cambiadlos sólo con el texto que dé el asesor legal del colegio.' });

export type LegalFile = z.infer<typeof legalFile>;
export type LegalPageKey = keyof LegalFile['legalPages'];
export type LegalPageCopy = LegalFile['legalPages']['privacy'];
export type LegalSection = LegalPageCopy['sections'][number];
