import type { Localized } from './types';

/** The geometric mark drawn as each partner's logo (components/life/partner-logo.tsx). */
export type PartnerMark = 'bubble' | 'rings' | 'hexagon' | 'waves' | 'grid' | 'arch';

export type Partner = {
  readonly id: string;
  readonly name: string;
  readonly tagline: Localized;
  readonly mark: PartnerMark;
};

// SAMPLE DATA: the school replaces these
export const partners = [
  {
    id: 'aula-viva-idiomas',
    name: 'Aula Viva Idiomas',
    tagline: { es: 'Idiomas a través de la conversación', en: 'Languages through conversation' },
    mark: 'bubble',
  },
  {
    id: 'deporte-base-madrid',
    name: 'Deporte Base Madrid',
    tagline: { es: 'Deporte de base para todas las edades', en: 'Grassroots sport for every age' },
    mark: 'rings',
  },
  {
    id: 'ciencia-joven-lab',
    name: 'Ciencia Joven Lab',
    tagline: { es: 'Ciencia con las manos en la masa', en: 'Hands-on science' },
    mark: 'hexagon',
  },
  {
    id: 'musica-en-ruta',
    name: 'Música en Ruta',
    tagline: { es: 'Música que sale del aula', en: 'Music beyond the classroom' },
    mark: 'waves',
  },
  {
    id: 'robotica-kids-studio',
    name: 'Robótica Kids Studio',
    tagline: { es: 'Robótica y programación creativa', en: 'Creative robotics and coding' },
    mark: 'grid',
  },
  {
    id: 'teatro-escuela-abierta',
    name: 'Teatro Escuela Abierta',
    tagline: { es: 'Teatro para ganar confianza', en: 'Theatre to build confidence' },
    mark: 'arch',
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
