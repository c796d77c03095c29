import type { ImageKey } from './images';
import type { Localized, LocalizedParagraphs } from './types';

/** Extracurricular activities (specification sections 2, 3 and 9). */

export type ActivityGroupKey = 'new' | 'sports' | 'languages' | 'other';

export type ActivityGroup = {
  readonly key: ActivityGroupKey;
  readonly title: Localized;
  readonly lead: Localized;
  /** The specification's activity picture: one per group, shared by the group's activities. */
  readonly image: ImageKey;
};

export type Activity = {
  readonly title: Localized;
  readonly description: Localized;
  readonly group: ActivityGroupKey;
  /** Daily practice time, where the activity has one. */
  readonly minutesPerDay?: number;
};

export const activityGroups = [
  {
    key: 'new',
    title: { es: 'Novedades', en: 'New' },
    lead: { es: 'Lo último que hemos incorporado a nuestra oferta.', en: 'The latest additions to our programme.' },
    image: 'extraNew',
  },
  {
    key: 'sports',
    title: { es: 'Actividades Deportivas', en: 'Sports activities' },
    lead: { es: 'Entrenar, competir y, sobre todo, disfrutar en equipo.', en: 'Training, competing and, above all, enjoying being part of a team.' },
    image: 'extraSports',
  },
  {
    key: 'languages',
    title: { es: 'Ampliación de Idiomas', en: 'Language extension' },
    lead: { es: 'Más horas para practicar los idiomas que se enseñan en el colegio.', en: 'More hours to practise the languages taught at school.' },
    image: 'extraLanguages',
  },
  {
    key: 'other',
    title: { es: 'Otras Actividades', en: 'Other activities' },
    lead: { es: 'Artes, música y juegos de estrategia para descubrir nuevas aficiones.', en: 'Arts, music and strategy games to discover new interests.' },
    image: 'extraOther',
  },
] as const satisfies readonly ActivityGroup[];

export const extracurricularCopy = {
  intro: {
    title: { es: 'Después de clase, más por descubrir', en: 'After lessons, more to discover' },
    paragraphs: {
      es: [
        'Las actividades extraescolares amplían lo que los alumnos aprenden en el aula y les permiten descubrir talentos nuevos: deporte, idiomas, tecnología, artes y mucho más.',
      ],
      en: [
        'Extracurricular activities build on what pupils learn in class and let them discover new talents: sport, languages, technology, the arts and much more.',
      ],
    },
  },
  /** {duration} is "15 minutos" / "15 minutes". */
  perDay: { es: '{duration} al día', en: '{duration} a day' },
  brochure: {
    es: 'El folleto con toda la oferta de actividades extraescolares está disponible en la secretaría del colegio.',
    en: 'The brochure with the full range of extracurricular activities is available from the school office.',
  },
} as const satisfies {
  intro: { title: Localized; paragraphs: LocalizedParagraphs };
  perDay: Localized;
  brochure: Localized;
};

export const activities = [
  {
    title: { es: 'Smartick', en: 'Smartick' },
    description: {
      es: 'Matemáticas en línea con un método que se adapta al ritmo de cada alumno y refuerza el cálculo y el razonamiento.',
      en: 'Online maths with a method that adapts to each pupil’s pace and builds calculation and reasoning skills.',
    },
    group: 'new',
    minutesPerDay: 15,
  },
  // SAMPLE DATA: the school replaces these (the specification names only Smartick).
  {
    title: { es: 'Robótica y programación', en: 'Robotics and coding' },
    description: {
      es: 'Diseñan, construyen y programan robots mientras aprenden a resolver problemas en equipo.',
      en: 'Pupils design, build and program robots while learning to solve problems as a team.',
    },
    group: 'new',
  },
  {
    title: { es: 'Diseño e impresión 3D', en: '3D design and printing' },
    description: {
      es: 'Del boceto al objeto: diseñan en el ordenador y fabrican sus propias piezas.',
      en: 'From sketch to object: pupils design on the computer and make their own pieces.',
    },
    group: 'new',
  },
  {
    title: { es: 'Fútbol', en: 'Football' },
    description: {
      es: 'Entrenamientos por edades y partidos en ligas escolares.',
      en: 'Training by age group and matches in school leagues.',
    },
    group: 'sports',
  },
  {
    title: { es: 'Baloncesto', en: 'Basketball' },
    description: {
      es: 'Fundamentos técnicos, juego en equipo y competición.',
      en: 'Core skills, teamwork and competition.',
    },
    group: 'sports',
  },
  {
    title: { es: 'Natación', en: 'Swimming' },
    description: {
      es: 'Aprender a nadar y perfeccionar los estilos en la piscina del colegio.',
      en: 'Learning to swim and polishing every stroke in the school pool.',
    },
    group: 'sports',
  },
  {
    title: { es: 'Judo', en: 'Judo' },
    description: {
      es: 'Disciplina, equilibrio y respeto al compañero desde los primeros cursos.',
      en: 'Discipline, balance and respect for one’s partner from the early years.',
    },
    group: 'sports',
  },
  {
    title: { es: 'Chino mandarín', en: 'Mandarin Chinese' },
    description: {
      es: 'Caracteres, pronunciación y cultura china con un enfoque práctico.',
      en: 'Characters, pronunciation and Chinese culture, taught in a practical way.',
    },
    group: 'languages',
  },
  {
    title: { es: 'Alemán', en: 'German' },
    description: {
      es: 'Conversación y preparación de exámenes oficiales.',
      en: 'Conversation and preparation for official exams.',
    },
    group: 'languages',
  },
  {
    title: { es: 'Francés', en: 'French' },
    description: {
      es: 'Más práctica oral para ganar fluidez y seguridad.',
      en: 'Extra speaking practice to gain fluency and confidence.',
    },
    group: 'languages',
  },
  {
    title: { es: 'Italiano', en: 'Italian' },
    description: {
      es: 'Lengua y cultura italianas a través de proyectos y canciones.',
      en: 'Italian language and culture through projects and songs.',
    },
    group: 'languages',
  },
  {
    title: { es: 'Teatro', en: 'Drama' },
    description: {
      es: 'Expresión oral, improvisación y una representación a final de curso.',
      en: 'Speaking, improvisation and an end-of-year performance.',
    },
    group: 'other',
  },
  {
    title: { es: 'Música', en: 'Music' },
    description: {
      es: 'Iniciación a un instrumento, lenguaje musical y coro.',
      en: 'First steps on an instrument, music theory and choir.',
    },
    group: 'other',
  },
  {
    title: { es: 'Ajedrez', en: 'Chess' },
    description: {
      es: 'Estrategia, concentración y torneos amistosos.',
      en: 'Strategy, concentration and friendly tournaments.',
    },
    group: 'other',
  },
  {
    title: { es: 'Pintura', en: 'Painting' },
    description: {
      es: 'Técnicas de dibujo y pintura para dar forma a la creatividad.',
      en: 'Drawing and painting techniques to give shape to creativity.',
    },
    group: 'other',
  },
] as const satisfies readonly Activity[];
