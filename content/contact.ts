import { campKeys, type CampKey } from './camps';
import type { CopyTree } from './types';

/**
 * What a family can ask about from another page, with "Ask about this camp"
 * or "Ask about fees": the route key of the page they asked from. The
 * contact form shows it and starts the message with it.
 */
export type EnquiryTopic = 'fees' | 'campsSports' | CampKey;

export const enquiryTopics: readonly EnquiryTopic[] = ['fees', 'campsSports', ...campKeys];

/** Contact page copy (specification section 2, "Contact page"). Contact data itself is in site.ts. */
export const contactPage = {
  introTitle: { es: '¿Tienes dudas?', en: 'Have any doubts?' },
  introText: { es: 'Rellena el siguiente formulario', en: 'Fill in the following form' },
  introHelp: {
    es: 'Te responderemos personalmente lo antes posible. Si lo prefieres, escríbenos o llámanos: estos son nuestros datos.',
    en: 'We will answer you personally as soon as we can. If you prefer, write to us or call us: here are our details.',
  },
  /** Shown above the consent box (specification section 2); {controller} comes from site.ts. */
  dataProtection: {
    es: [
      'Responsable: {controller}, titular del colegio.',
      'Finalidad: enviarte la información que nos pides. Legitimación: tu consentimiento.',
      'Destinatarios: no cedemos tus datos a terceros.',
      'Derechos: puedes acceder a tus datos, rectificarlos y suprimirlos escribiéndonos a {email}.',
    ],
    en: [
      'Controller: {controller}, the company that owns the school.',
      'Purpose: to send you the information you ask for. Legal basis: your consent.',
      'Recipients: we do not share your data with third parties.',
      'Rights: you can access, rectify and delete your data by writing to {email}.',
    ],
  },
  /** Added to the notice when the form delivers enquiries (CONTACT_ENDPOINT); {destination} is the endpoint's host. */
  deliveryNotice: {
    es: 'Envío: tu consulta llega al colegio a través de {destination}, que la recibe por encargo del colegio.',
    en: 'Delivery: your enquiry reaches the school through {destination}, which receives it on the school’s behalf.',
  },
  info: {
    email: { es: 'Correo electrónico', en: 'E-mail' },
    phones: { es: 'Teléfonos', en: 'Phones' },
    address: { es: 'Dirección postal', en: 'Postal address' },
  },
} as const satisfies CopyTree;
