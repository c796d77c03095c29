import type { Localized } from './types';

/**
 * The screen shown when a page fails while rendering in the browser
 * (specification section 8: "Unexpected Application Error!"). Kept apart from
 * messages/*.json because a client component shows it: importing the message
 * files there would send every interface string to every page.
 */
export const errorPage = {
  title: { es: '¡Error inesperado de la aplicación!', en: 'Unexpected application error!' },
  text: {
    es: 'Algo ha fallado al mostrar esta página. Puedes intentarlo de nuevo o volver al inicio.',
    en: 'Something went wrong while showing this page. You can try again or go back to the home page.',
  },
  retry: { es: 'Intentarlo de nuevo', en: 'Try again' },
  home: { es: 'Ir al inicio', en: 'Go to the home page' },
} as const satisfies Record<string, Localized>;
