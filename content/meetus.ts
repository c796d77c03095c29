import type { ImageKey } from './images';
import type { RouteKey } from './navigation';
import type { Localized, LocalizedParagraphs } from './types';

/**
 * Copy of the "Meet us" section (specification sections 1 and 2): the index,
 * the founder, happy students and values pages, and the section's hero.
 *
 * Facts (year, m², counts) are never written here: texts carry `{name}`
 * slots that the pages fill from `site.facts` (content/site.ts), formatted.
 */

export type MeetUsRouteKey = Extract<
  RouteKey,
  'meetus' | 'founder' | 'manifesto' | 'students' | 'education' | 'facilities' | 'seefacilities' | 'virtualvisit' | 'results' | 'values'
>;

type TitledText = { readonly title: Localized; readonly text: Localized };

/** One line under each page's title in the hero. `{foundedYear}`: the founding year. */
export const meetUsHeroLeads = {
  meetus: { es: 'Educar en la felicidad desde {foundedYear}', en: 'Educating in happiness since {foundedYear}' },
  founder: { es: 'La idea con la que nació el colegio', en: 'The idea the school was born with' },
  manifesto: { es: 'Los principios que dan sentido a cada jornada', en: 'The principles behind every school day' },
  students: { es: 'Niños que disfrutan aprendiendo y crecen seguros de sí mismos', en: 'Children who enjoy learning and grow in confidence' },
  education: { es: 'Cómo enseñamos y por qué', en: 'How we teach, and why' },
  facilities: { es: 'Un campus entre jardines', en: 'A campus set in gardens' },
  seefacilities: { es: 'Espacios pensados para aprender, moverse y convivir', en: 'Spaces designed for learning, moving and living together' },
  virtualvisit: { es: 'Recorre el colegio antes de venir a verlo', en: 'Walk around the school before you come to see it' },
  results: { es: 'Lo que consiguen nuestros alumnos', en: 'What our pupils achieve' },
  values: { es: 'Lo que se aprende sin necesidad de libro', en: 'What is learned without a textbook' },
} as const satisfies Record<MeetUsRouteKey, Localized>;

/** A headline fact: optional small prefix ("más de"), the big value, the words after it. */
type FactCopy = { readonly prefix?: Localized; readonly value?: Localized; readonly label: Localized };

export type MeetUsIndexCopy = {
  readonly ideals: { readonly title: Localized; readonly paragraphs: LocalizedParagraphs };
  readonly facts: {
    readonly title: Localized;
    readonly founded: FactCopy;
    readonly years: FactCopy;
    readonly gardens: FactCopy;
    readonly languages: FactCopy;
    readonly startingAge: FactCopy;
    readonly athletes: FactCopy;
    readonly sports: FactCopy;
    readonly enrolment: FactCopy;
  };
  readonly pages: { readonly title: Localized; readonly lead: Localized };
  readonly cards: Partial<Record<MeetUsRouteKey, { readonly image: ImageKey; readonly text: Localized }>>;
};

const moreThan = { es: 'más de', en: 'over' } as const;

export const meetUsIndex = {
  ideals: {
    title: { es: 'Educar en la felicidad', en: 'Educating in happiness' },
    paragraphs: {
      es: [
        'Nuestro colegio parte de una convicción: un niño feliz aprende mejor, se atreve a preguntar y llega a ser un adulto libre y responsable. La felicidad no es el premio al final del camino, sino la manera de recorrerlo.',
        'Somos un colegio bilingüe e internacional en La Moraleja (Madrid). Acompañamos a cada alumno desde sus primeros pasos hasta el final del Bachillerato y del Programa del Diploma del IB, con una enseñanza exigente, cercana y abierta al mundo.',
        'Educar en la felicidad significa conocer a cada alumno por su nombre, cuidar el clima del aula tanto como el temario y dar a una buena pregunta el mismo valor que a una buena nota.',
      ],
      en: [
        'Our school starts from one conviction: a happy child learns better, dares to ask questions and grows into a free and responsible adult. Happiness is not the prize at the end of the road; it is the way we travel it.',
        'We are a bilingual, international school in La Moraleja, Madrid. We walk beside each pupil from their very first steps to the end of the Baccalaureate and the IB Diploma Programme, with teaching that is demanding, personal and open to the world.',
        'Educating in happiness means knowing every pupil by name, caring for the atmosphere of the classroom as much as for the syllabus, and giving a good question the same value as a good mark.',
      ],
    },
  },
  facts: {
    title: { es: 'El colegio en cifras', en: 'The school at a glance' },
    founded: { label: { es: 'el año en que abrió sus puertas el colegio', en: 'the year the school opened its doors' } },
    years: { prefix: moreThan, label: { es: 'años educando', en: 'years of educating children' } },
    gardens: { label: { es: 'de jardines', en: 'of gardens' } },
    languages: { label: { es: 'idiomas: {languages}', en: 'languages: {languages}' } },
    startingAge: {
      value: { es: '{startingAge} año', en: 'Age {startingAge}' },
      label: { es: 'la edad desde la que acogemos a los niños', en: 'the age from which we welcome children' },
    },
    athletes: { prefix: moreThan, label: { es: 'deportistas federados', en: 'federated athletes' } },
    sports: { label: { es: 'de instalaciones deportivas', en: 'of sports facilities' } },
    enrolment: {
      value: { es: 'Matrícula abierta', en: 'Open enrolment' },
      label: { es: 'durante todo el curso escolar', en: 'throughout the school year' },
    },
  },
  pages: {
    title: { es: 'Descubre el colegio', en: 'Discover the school' },
    lead: {
      es: 'Quiénes somos, cómo enseñamos y dónde aprenden nuestros alumnos.',
      en: 'Who we are, how we teach and where our pupils learn.',
    },
  },
  cards: {
    founder: {
      image: 'founderSchool',
      text: { es: 'La idea con la que nació el colegio y que seguimos cuidando.', en: 'The idea the school was born with, and that we still look after.' },
    },
    manifesto: {
      image: 'stagePd',
      text: { es: 'Los principios que explican quiénes somos.', en: 'The principles that explain who we are.' },
    },
    students: {
      image: 'students',
      text: { es: 'Qué significa para nosotros que un alumno sea feliz.', en: 'What a happy pupil means to us.' },
    },
    education: {
      image: 'stagePep',
      text: {
        es: 'Ideario, clima afectivo, enseñanza activa y los valores de nuestro proyecto.',
        en: 'Our ethos, caring climate, active teaching and the values of our project.',
      },
    },
    facilities: {
      image: 'facilitiesGardens',
      text: { es: 'Jardines, piscina, pistas, biblioteca y laboratorio.', en: 'Gardens, pool, courts, library and laboratory.' },
    },
    results: {
      image: 'news1',
      text: { es: 'Resultados académicos, idiomas, deporte y rankings.', en: 'Academic results, languages, sport and rankings.' },
    },
    values: {
      image: 'heroFoundation3',
      text: { es: 'Lo que aprendemos juntos, dentro y fuera del aula.', en: 'What we learn together, in and out of the classroom.' },
    },
  },
} as const satisfies MeetUsIndexCopy;

export type FounderCopy = {
  readonly title: Localized;
  /** `{foundedYear}`: founding year; `{years}`: years of operation. */
  readonly paragraphs: LocalizedParagraphs;
  readonly caption: Localized;
  readonly aimsTitle: Localized;
  readonly aims: readonly TitledText[];
  readonly next: Localized;
};

export const founderPage = {
  title: { es: 'El sueño de un colegio feliz', en: 'The dream of a happy school' },
  paragraphs: {
    es: [
      'El colegio nació en {foundedYear} con un propósito que entonces sonaba ambicioso: que los niños fueran felices mientras aprendían. Su fundador quiso demostrar que la alegría y la exigencia no están reñidas, y que un alumno que se siente querido y seguro llega más lejos.',
      'Quiso un colegio abierto al mundo, en el que los idiomas se aprendieran hablándolos y la educación internacional formara parte de lo cotidiano; un colegio rodeado de naturaleza, con espacio para el deporte y el juego; y un colegio con valores, en el que el respeto a los derechos humanos se aprendiera día a día.',
      'Más de {years} años después, esa idea sigue guiando cada decisión: en las aulas, en los jardines, en las pistas y en la relación con cada familia.',
    ],
    en: [
      'The school was founded in {foundedYear} with an aim that sounded ambitious at the time: that children should be happy while they learn. Its founder set out to show that joy and high standards go together, and that a pupil who feels cared for and secure goes further.',
      'The founder wanted a school open to the world, where languages were learned by speaking them and an international education was part of everyday life; a school surrounded by nature, with room for sport and play; and a school with values, where respect for human rights was learned day by day.',
      'More than {years} years later, that idea still guides every decision: in the classrooms, in the gardens, on the sports courts and in our relationship with every family.',
    ],
  },
  caption: { es: 'Los comienzos del colegio, en {foundedYear}.', en: 'The school’s beginnings, in {foundedYear}.' },
  aimsTitle: { es: 'Lo que se propuso', en: 'What it set out to do' },
  aims: [
    {
      title: { es: 'Educar en la felicidad', en: 'Educate in happiness' },
      text: { es: 'Que cada alumno se sienta querido, seguro y con ganas de aprender.', en: 'Help every pupil feel cared for, secure and eager to learn.' },
    },
    {
      title: { es: 'Mirar al mundo', en: 'Look out to the world' },
      text: {
        es: 'Bilingüismo, varios idiomas y programas internacionales que abren puertas en cualquier país.',
        en: 'Bilingual teaching, several languages and international programmes that open doors in any country.',
      },
    },
    {
      title: { es: 'Aprender con todo el cuerpo', en: 'Learn with body and mind' },
      text: {
        es: 'La naturaleza, el deporte y el juego como parte del aprendizaje, no como un añadido.',
        en: 'Nature, sport and play as part of learning, not as extras.',
      },
    },
    {
      title: { es: 'Formar buenas personas', en: 'Raise good people' },
      text: {
        es: 'Alumnos preparados para el futuro y comprometidos con los demás.',
        en: 'Pupils ready for the future and committed to others.',
      },
    },
  ],
  next: { es: 'Lee nuestro manifiesto', en: 'Read our manifesto' },
} as const satisfies FounderCopy;

export type StudentsCopy = {
  readonly title: Localized;
  readonly paragraphs: LocalizedParagraphs;
  readonly signsTitle: Localized;
  readonly signs: readonly TitledText[];
  readonly next: Localized;
};

export const studentsPage = {
  title: { es: 'Felices de aprender', en: 'Happy to learn' },
  paragraphs: {
    es: [
      'Un alumno feliz no es el que nunca tiene dificultades, sino el que se siente acompañado para superarlas. Esa es la felicidad que buscamos: la que nace de sentirse conocido, de comprobar que el esfuerzo sirve y de compartir el día con buenos amigos.',
      'Por eso cuidamos lo que pasa en el aula tanto como lo que pasa en el patio, en el comedor o en el autobús. Tutores cercanos, grupos en los que todos tienen su sitio y familias bien informadas hacen que los alumnos lleguen contentos por la mañana y vuelvan a casa con ganas de contar lo que han hecho.',
    ],
    en: [
      'A happy pupil is not one who never struggles, but one who feels supported in overcoming difficulties. That is the happiness we look for: the kind that comes from being known, from seeing that effort pays off and from sharing the day with good friends.',
      'That is why we care about what happens in the playground, the dining room and on the bus as much as in the classroom. Attentive tutors, groups where everyone has a place and well-informed families mean that pupils arrive happy in the morning and go home keen to tell everyone what they have done.',
    ],
  },
  signsTitle: { es: 'Cómo se nota', en: 'How you can tell' },
  signs: [
    {
      title: { es: 'Curiosos', en: 'Curious' },
      text: { es: 'Preguntan, investigan y no temen equivocarse.', en: 'They ask, investigate and are not afraid of getting things wrong.' },
    },
    {
      title: { es: 'Seguros', en: 'Secure' },
      text: { es: 'Saben que cuentan con un adulto que los conoce bien.', en: 'They know there is an adult who knows them well and is there for them.' },
    },
    {
      title: { es: 'Activos', en: 'Active' },
      text: { es: 'Se mueven, juegan y hacen deporte cada día, al aire libre siempre que se puede.', en: 'They move, play and do sport every day, outdoors whenever possible.' },
    },
    {
      title: { es: 'Generosos', en: 'Generous' },
      text: { es: 'Aprenden a trabajar en equipo y a cuidar de los demás.', en: 'They learn to work as a team and to look after others.' },
    },
  ],
  next: { es: 'Conoce nuestro proyecto educativo', en: 'Discover our educational project' },
} as const satisfies StudentsCopy;

export type ValuesCopy = {
  readonly title: Localized;
  readonly paragraphs: LocalizedParagraphs;
  readonly placesTitle: Localized;
  readonly places: readonly TitledText[];
  readonly projectLink: Localized;
  readonly foundation: { readonly title: Localized; readonly text: Localized };
};

export const valuesPage = {
  title: { es: 'Valores que se viven', en: 'Values you can see in action' },
  paragraphs: {
    es: [
      'Los valores no se enseñan con un temario: se aprenden viéndolos cada día. En nuestro colegio, el respeto, el esfuerzo, la generosidad y la responsabilidad forman parte de la manera de hablar, de jugar, de competir y de convivir.',
      'Queremos que nuestros alumnos salgan del colegio bien preparados, pero sobre todo que salgan siendo buenas personas: capaces de ponerse en el lugar del otro, de defender los derechos humanos y de comprometerse con su entorno.',
    ],
    en: [
      'Values are not taught from a syllabus: they are learned by seeing them every day. At our school, respect, effort, generosity and responsibility shape the way we talk, play, compete and live together.',
      'We want our pupils to leave school well prepared, but above all to leave as good people: able to put themselves in someone else’s shoes, to stand up for human rights and to commit to the world around them.',
    ],
  },
  placesTitle: { es: 'Dónde se aprenden', en: 'Where they are learned' },
  places: [
    {
      title: { es: 'En el aula', en: 'In the classroom' },
      text: {
        es: 'Normas acordadas entre todos, trabajo cooperativo y tutorías en las que se habla de lo que importa.',
        en: 'Rules agreed together, cooperative work and tutor sessions that make room for what matters.',
      },
    },
    {
      title: { es: 'En el deporte', en: 'In sport' },
      text: { es: 'Competir con deportividad, ganar con humildad y perder aprendiendo.', en: 'Competing fairly, winning humbly and learning from defeat.' },
    },
    {
      title: { es: 'En la comunidad', en: 'In the community' },
      text: {
        es: 'Proyectos solidarios en los que los alumnos descubren que pueden cambiar las cosas.',
        en: 'Community projects in which pupils discover that they can make a difference.',
      },
    },
  ],
  projectLink: { es: 'Los valores de nuestro proyecto educativo', en: 'The values of our educational project' },
  foundation: {
    title: { es: 'Los valores, más allá del colegio', en: 'Values beyond the school gates' },
    text: {
      es: 'La Fundación del colegio lleva estos valores fuera de las aulas: impulsa proyectos sociales y educativos, en los que participan alumnos, familias y profesores, y colabora con fundaciones y asociaciones.',
      en: 'The school’s Foundation takes these values beyond the classroom: it promotes social and educational projects in which pupils, families and teachers take part, and works alongside foundations and associations.',
    },
  },
} as const satisfies ValuesCopy;
