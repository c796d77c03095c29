import type { ImageKey } from './images';
import type { Localized, MonthDay } from './types';

/** A news item (specification section 3): image, title, date, summary. */
export type NewsItem = {
  readonly id: string;
  readonly image: ImageKey;
  readonly title: Localized;
  /** A day of the school year (see calendar.ts). */
  readonly date: MonthDay;
  readonly summary: Localized;
};

// SAMPLE DATA: the school replaces these
export const newsItems = [
  {
    id: 'science-fair',
    image: 'news3',
    title: { es: 'La feria de ciencias llena el colegio de preguntas', en: 'The science fair fills the school with questions' },
    date: { month: 3, day: 14 },
    summary: {
      es: 'Volcanes, circuitos y huertos verticales: los alumnos presentaron sus proyectos a familias y compañeros, y explicaron qué habían descubierto por el camino.',
      en: 'Volcanoes, circuits and vertical gardens: pupils presented their projects to families and classmates and explained what they had discovered along the way.',
    },
  },
  {
    id: 'team-win',
    image: 'news2',
    title: { es: 'Una victoria que se celebra en equipo', en: 'A win celebrated as a team' },
    date: { month: 2, day: 9 },
    summary: {
      es: 'Nuestro equipo cerró la jornada con un triunfo trabajado de principio a fin. Lo mejor, dicen sus entrenadores, fue cómo se apoyaron unos a otros.',
      en: 'Our team ended the day with a win earned from start to finish. The best part, say their coaches, was how they supported one another.',
    },
  },
  {
    id: 'diploma-ceremony',
    image: 'news1',
    title: { es: 'Entrega de diplomas de idiomas', en: 'Language certificates awarded' },
    date: { month: 12, day: 15 },
    summary: {
      es: 'Alumnos de varias etapas recogieron sus diplomas ante sus familias. Un reconocimiento al esfuerzo de todo el curso y a sus profesores.',
      en: 'Pupils from several stages received their certificates in front of their families: a tribute to a year of effort and to their teachers.',
    },
  },
] as const satisfies readonly NewsItem[];

/**
 * The news page shows its placeholder items repeated (specification section 2),
 * so the list reads as a full page until the school publishes its own.
 */
export const newsFeedRepeats = 2;

export type NewsPageContent = { readonly title: Localized; readonly intro: Localized };

export const newsPage = {
  title: { es: 'Lo último del Liceo', en: 'Latest from the Liceo' },
  intro: {
    es: 'Lo que pasa en las aulas, en las pistas y en los escenarios del colegio, contado por quienes lo viven.',
    en: 'What happens in the classrooms, on the courts and on the stages of the school, told by the people who live it.',
  },
} as const satisfies NewsPageContent;

/**
 * PLACEHOLDER: the specification gives no domain. Share links need an absolute
 * page address; this origin belongs in content/site.ts once the school has one.
 */
export const siteOrigin = 'https://www.liceo.example';

export type ShareNetwork = { readonly name: string; readonly shareUrl: (pageUrl: string) => string };

/** The three networks a news item can be shared on (specification section 2). */
export const shareNetworks = [
  { name: 'X', shareUrl: (url: string) => `https://x.com/intent/post?url=${encodeURIComponent(url)}` },
  { name: 'Facebook', shareUrl: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
  { name: 'LinkedIn', shareUrl: (url: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}` },
] as const satisfies readonly ShareNetwork[];
