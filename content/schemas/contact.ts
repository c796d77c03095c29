import * as z from 'zod';
import { localized, localizedWithSlots, paragraphsWithSlots, picture } from './fields';

/*
 * content/data/contact.json: the contact page's texts (specification
 * section 2, "Contact page"). The contact data itself (e-mail, phones,
 * address) is in content/data/site.json.
 */

/** What the data protection notice may name: the company that owns the school and the school's e-mail address (both from site.json). */
const noticeSlots = ['controller', 'email'] as const;
/** What the delivery line may name: the host that receives enquiries for the school. */
const deliverySlots = ['destination'] as const;

export const contactFile = z
  .object({
    pictures: z.object({ reception: picture('photo', 'Foto junto al formulario'), closing: picture('photo', 'Foto del final de la página') }).meta({ title: 'Fotos de la página' }),
    contactPage: z
      .object({
        introTitle: localized.meta({ title: 'Título' }),
        introText: localized.meta({ title: 'Subtítulo' }),
        introHelp: localized.meta({ title: 'Ayuda' }),
        /** Shown above the consent box (specification section 2). */
        dataProtection: paragraphsWithSlots(noticeSlots).meta({
          title: 'Protección de datos',
          description: 'Sobre la casilla de consentimiento, un párrafo por línea. {controller} es la empresa titular del colegio y {email} su correo; la página los rellena.',
        }),
        /** Added to the notice when the form delivers enquiries (CONTACT_ENDPOINT). */
        deliveryNotice: localizedWithSlots(deliverySlots).meta({
          title: 'Aviso de envío',
          description: 'Se añade al aviso cuando el formulario envía las consultas. {destination} es el servicio que las recibe; la página lo rellena.',
        }),
        info: z
          .object({
            email: localized.meta({ title: 'Correo electrónico' }),
            phones: localized.meta({ title: 'Teléfonos' }),
            address: localized.meta({ title: 'Dirección postal' }),
          })
          .meta({ title: 'Títulos de los datos de contacto' }),
      })
      .meta({ title: 'Página de contacto' }),
  })
  .meta({ title: 'Contacto', description: 'Los textos de la página de contacto; los datos (correo, teléfonos, dirección) están en «Datos del colegio».' });

export type ContactFile = z.infer<typeof contactFile>;
export type ContactPageCopy = ContactFile['contactPage'];
