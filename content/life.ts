import type { ImageKey } from './images';
import type { RouteKey } from './navigation';
import type { Localized, LocalizedParagraphs, TimeSpan } from './types';

/* School life section (specification section 2, "School life pages"). */

type LifeCard = { readonly route: RouteKey; readonly text: Localized };

export type LifeIndexContent = {
  readonly title: Localized;
  readonly intro: Localized;
  /** Linked cards, in menu order. */
  readonly cards: readonly LifeCard[];
  /** The alumni card: shown without a link (specification section 2). */
  readonly alumni: Localized;
};

export const lifeIndex = {
  title: { es: 'La vida en el Liceo', en: 'Life at the Liceo' },
  intro: {
    es: 'Más allá del horario de clases, el colegio es un lugar donde se viaja, se celebra, se comparte y se crece. Aquí encontrarás todo lo que hace especial cada curso.',
    en: 'Beyond the timetable, the school is a place to travel, celebrate, share and grow. Here you will find everything that makes each school year special.',
  },
  cards: [
    {
      route: 'calendar',
      text: { es: 'Inicio de curso, vacaciones y días no lectivos, trimestre a trimestre.', en: 'Start of year, holidays and non-teaching days, term by term.' },
    },
    {
      route: 'activities',
      text: { es: 'Viajes de estudios, visitas, intercambios y la semana de esquí.', en: 'Study trips, visits, exchanges and the ski trip.' },
    },
    {
      route: 'news',
      text: { es: 'Lo que pasa en el colegio, contado día a día.', en: 'What is happening at school, told as it happens.' },
    },
    {
      route: 'family',
      text: { es: 'Una conversación abierta sobre educar, con el colegio y con otras familias.', en: 'An open conversation about bringing up children, with the school and other families.' },
    },
    {
      route: 'multimedia',
      text: { es: 'La revista, la radio y la televisión que hacen nuestros alumnos.', en: 'The magazine, radio and television our pupils make.' },
    },
    {
      route: 'partners',
      text: { es: 'Las entidades que colaboran con el colegio.', en: 'The organisations that work with the school.' },
    },
  ],
  alumni: {
    es: 'Quien pasa por el Liceo sigue formando parte de él.',
    en: 'Everyone who studies at the Liceo stays part of it.',
  },
} as const satisfies LifeIndexContent;

type Outing = {
  readonly id: string;
  readonly image: ImageKey;
  readonly title: Localized;
  readonly text: Localized;
};

export type ActivitiesContent = {
  readonly title: Localized;
  readonly intro: Localized;
  readonly sliderLabel: Localized;
  readonly outings: readonly Outing[];
};

export const activitiesPage = {
  title: { es: 'Aprender fuera del aula', en: 'Learning beyond the classroom' },
  intro: {
    es: 'A lo largo del curso, los alumnos salen a descubrir museos, ciudades y paisajes, conviven con estudiantes de otros países y viven con sus compañeros experiencias que recuerdan durante años.',
    en: 'Throughout the year, pupils head out to discover museums, cities and landscapes, live alongside students from other countries and share experiences with their classmates that stay with them for years.',
  },
  sliderLabel: { es: 'Fotografías de las actividades', en: 'Photographs of the activities' },
  outings: [
    {
      id: 'study-trips',
      image: 'tripStudy',
      title: { es: 'Viajes de estudios', en: 'Study trips' },
      text: {
        es: 'Viajes pensados para cada etapa que unen lo que se aprende en clase con lo que se vive sobre el terreno: historia, arte, ciencia y naturaleza, siempre de la mano de sus profesores.',
        en: 'Trips planned for each stage that link what is learnt in class with what is experienced on the ground: history, art, science and nature, always with their teachers.',
      },
    },
    {
      id: 'visits',
      image: 'tripVisit',
      title: { es: 'Visitas', en: 'Visits' },
      text: {
        es: 'Salidas de un día a museos, exposiciones, teatros y espacios naturales que completan los proyectos de cada curso y despiertan nuevas preguntas.',
        en: 'Day outings to museums, exhibitions, theatres and natural spaces that round off each year’s projects and spark new questions.',
      },
    },
    {
      id: 'exchanges',
      image: 'tripExchange',
      title: { es: 'Intercambios', en: 'Exchanges' },
      text: {
        es: 'Convivir con una familia y un colegio de otro país es la mejor clase de idiomas: los intercambios ponen en práctica las lenguas que se estudian en el Liceo y abren la mirada a otras culturas.',
        en: 'Living with a family and attending a school in another country is the best language lesson: exchanges put the languages studied at the Liceo into practice and open pupils’ eyes to other cultures.',
      },
    },
    {
      id: 'ski-trip',
      image: 'tripSki',
      title: { es: 'Viaje de esquí', en: 'Ski trip' },
      text: {
        es: 'Unos días en la nieve para aprender a esquiar o mejorar la técnica con monitores, compartir habitación con los compañeros y ganar autonomía.',
        en: 'A few days in the snow to learn to ski or polish technique with instructors, share a room with classmates and grow in independence.',
      },
    },
  ],
} as const satisfies ActivitiesContent;

export type FamilyMeetingsContent = {
  readonly title: Localized;
  readonly paragraphs: LocalizedParagraphs;
  readonly factsTitle: Localized;
  readonly when: { readonly label: Localized; readonly value: Localized };
  readonly time: { readonly label: Localized } & TimeSpan;
  readonly audience: { readonly label: Localized; readonly value: Localized };
  readonly closing: Localized;
};

export const familyMeetings = {
  title: { es: 'Educar juntos, casa y colegio', en: 'Bringing up children together, home and school' },
  paragraphs: {
    es: [
      'Los Encuentros con familias son reuniones abiertas en las que madres, padres y educadores conversan sobre la educación de los hijos: cómo acompañarlos en cada etapa, cómo cuidar su bienestar y cómo construir juntos un mismo proyecto.',
      'No hace falta tener hijos en el colegio para venir: los encuentros están abiertos también a familias de fuera del Liceo. Es una buena ocasión para conocernos de cerca.',
    ],
    en: [
      'Family meetings are open gatherings where parents and educators talk about bringing up children: how to support them at each stage, how to look after their wellbeing and how to build a shared project together.',
      'You do not need a child at the school to come along: the meetings are also open to families from outside the Liceo. It is a good chance to get to know us up close.',
    ],
  },
  factsTitle: { es: 'Cuándo y para quién', en: 'When and who for' },
  when: {
    label: { es: 'Cuándo', en: 'When' },
    value: { es: 'Un miércoles al mes', en: 'Once a month, on a Wednesday' },
  },
  time: { label: { es: 'Horario', en: 'Time' }, start: '17:30', end: '18:30' },
  audience: {
    label: { es: 'Para quién', en: 'Who can come' },
    value: {
      es: 'Padres y madres del colegio y familias de fuera del colegio',
      en: 'Parents at the school and families from outside the school',
    },
  },
  closing: {
    es: '¿Quieres saber la fecha del próximo encuentro o proponer un tema? Escríbenos.',
    en: 'Would you like the date of the next meeting or to suggest a topic? Write to us.',
  },
} as const satisfies FamilyMeetingsContent;

type AlumniWay = { readonly id: string; readonly title: Localized; readonly text: Localized };

export type AlumniContent = {
  readonly title: Localized;
  readonly paragraphs: LocalizedParagraphs;
  readonly waysTitle: Localized;
  readonly ways: readonly AlumniWay[];
  readonly closing: Localized;
};

export const alumniPage = {
  title: { es: 'Siempre parte del Liceo', en: 'Always part of the Liceo' },
  paragraphs: {
    es: [
      'Desde {foundedYear}, generación tras generación ha crecido en nuestras aulas y jardines. Terminar el colegio no significa despedirse: allá donde estén, nuestros antiguos alumnos siguen siendo parte de esta casa.',
      'Nos encanta saber de ellos, verlos volver y que compartan con los alumnos de hoy lo que han aprendido por el camino.',
    ],
    en: [
      'Since {foundedYear}, one generation after another has grown up in our classrooms and gardens. Leaving school does not mean saying goodbye: wherever they are, our former pupils remain part of this home.',
      'We love to hear from them, to see them come back and to have them share with today’s pupils what they have learnt along the way.',
    ],
  },
  waysTitle: { es: 'Cómo seguir en contacto', en: 'How to stay in touch' },
  ways: [
    {
      id: 'tell-us',
      title: { es: 'Cuéntanos qué haces', en: 'Tell us what you are doing' },
      text: {
        es: 'Escríbenos para contarnos qué estudias o a qué te dedicas: nos ayuda a mantener viva la red de antiguos alumnos.',
        en: 'Write and tell us what you are studying or working on: it helps us keep the alumni network alive.',
      },
    },
    {
      id: 'come-back',
      title: { es: 'Vuelve a visitarnos', en: 'Come back and visit' },
      text: {
        es: 'Las puertas del colegio siguen abiertas para ti. Avísanos y te enseñamos cómo ha cambiado todo desde tu época.',
        en: 'The school’s doors are still open to you. Let us know and we will show you how things have changed since your day.',
      },
    },
    {
      id: 'share',
      title: { es: 'Comparte tu experiencia', en: 'Share your experience' },
      text: {
        es: 'Tu trayectoria puede inspirar a quienes están ahora en las aulas, por ejemplo en una charla de Liceo Emprende.',
        en: 'Your path can inspire those in the classrooms today, for example in a Liceo Emprende talk.',
      },
    },
    {
      id: 'family',
      title: { es: 'Trae a tu familia', en: 'Bring your family' },
      text: {
        es: 'Si buscas colegio para tus hijos, indícalo en el formulario de contacto: allí te preguntamos si eres antiguo alumno.',
        en: 'If you are looking for a school for your children, say so on the contact form: it asks whether you are a former pupil.',
      },
    },
  ],
  closing: {
    es: 'Estés donde estés, nos alegrará saber de ti.',
    en: 'Wherever you are, we will be glad to hear from you.',
  },
} as const satisfies AlumniContent;

export type MultimediaContent = { readonly title: Localized; readonly paragraphs: LocalizedParagraphs; readonly image: ImageKey };

export const multimediaPage = {
  title: { es: 'El Liceo, en imágenes y en voz alta', en: 'The Liceo in pictures and out loud' },
  paragraphs: {
    es: [
      'Nuestros alumnos escriben, graban y emiten: una revista, un club de emprendimiento, una televisión y una radio hechas en el colegio.',
      'Descubre todo lo que publican en Liceo en los Medios.',
    ],
    en: [
      'Our pupils write, film and broadcast: a magazine, an entrepreneurship club, a television channel and a radio station, all made at school.',
      'Discover everything they publish in Liceo in the media.',
    ],
  },
  image: 'mediaTv',
} as const satisfies MultimediaContent;
