import type { Localized } from './types';

export type Partner = {
  readonly id: string;
  /** Also the logo's alt text: a logo says its name. */
  readonly name: string;
  readonly tagline: Localized;
  /**
   * The logo file under public/ (SVG, PNG, JPEG or WebP, any size: it is shown
   * in a square box, scaled to fit). To use a partner's real logo, save it as
   * this file, or save it beside it and change the name here.
   */
  readonly logo: `/images/partners/${string}.${'svg' | 'png' | 'jpg' | 'jpeg' | 'webp'}`;
};

// SAMPLE DATA: the school replaces these (the logos are the site's own geometric marks until then)
export const partners = [
  {
    id: 'aula-viva-idiomas',
    name: 'Aula Viva Idiomas',
    tagline: { es: 'Idiomas a través de la conversación', en: 'Languages through conversation' },
    logo: '/images/partners/aula-viva-idiomas.svg',
  },
  {
    id: 'deporte-base-madrid',
    name: 'Deporte Base Madrid',
    tagline: { es: 'Deporte de base para todas las edades', en: 'Grassroots sport for every age' },
    logo: '/images/partners/deporte-base-madrid.svg',
  },
  {
    id: 'ciencia-joven-lab',
    name: 'Ciencia Joven Lab',
    tagline: { es: 'Ciencia con las manos en la masa', en: 'Hands-on science' },
    logo: '/images/partners/ciencia-joven-lab.svg',
  },
  {
    id: 'musica-en-ruta',
    name: 'Música en Ruta',
    tagline: { es: 'Música que sale del aula', en: 'Music beyond the classroom' },
    logo: '/images/partners/musica-en-ruta.svg',
  },
  {
    id: 'robotica-kids-studio',
    name: 'Robótica Kids Studio',
    tagline: { es: 'Robótica y programación creativa', en: 'Creative robotics and coding' },
    logo: '/images/partners/robotica-kids-studio.svg',
  },
  {
    id: 'teatro-escuela-abierta',
    name: 'Teatro Escuela Abierta',
    tagline: { es: 'Teatro para ganar confianza', en: 'Theatre to build confidence' },
    logo: '/images/partners/teatro-escuela-abierta.svg',
  },
] as const satisfies readonly Partner[];

export type PartnersPageContent = { readonly title: Localized; readonly intro: Localized };

export const partnersPage = {
  title: { es: 'Quienes nos acompañan', en: 'Who we work with' },
  intro: {
    es: 'Colaboramos con entidades que entienden la educación como nosotros y que amplían lo que nuestros alumnos pueden aprender, practicar y descubrir.',
    en: 'We work with organisations that see education as we do and that widen what our pupils can learn, practise and discover.',
  },
} as const satisfies PartnersPageContent;
