import type { CopyTree } from './types';

/** Contact page copy (specification section 2, "Contact page"). Contact data itself is in site.ts. */
export const contactPage = {
  introTitle: { es: '¿Tienes dudas?', en: 'Have any doubts?' },
  introText: { es: 'Rellena el siguiente formulario', en: 'Fill in the following form' },
  introHelp: {
    es: 'Te responderemos personalmente lo antes posible. Si lo prefieres, escríbenos o llámanos: estos son nuestros datos.',
    en: 'We will answer you personally as soon as we can. If you prefer, write to us or call us: here are our details.',
  },
  formComing: {
    es: 'Mientras preparamos el formulario en línea, escríbenos a la dirección de correo de la derecha.',
    en: 'While we prepare the online form, please write to the e-mail address on the right.',
  },
  info: {
    email: { es: 'Correo electrónico', en: 'E-mail' },
    phones: { es: 'Teléfonos', en: 'Phones' },
    address: { es: 'Dirección postal', en: 'Postal address' },
  },
} as const satisfies CopyTree;
