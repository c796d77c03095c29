import { schoolYearStart } from './calendar';
import type { ImageKey } from './images';
import type { AgeRange, Localized, LocalizedParagraphs, MonthDay } from './types';

/**
 * Summer camps (specification sections 2, 3 and 9): the School & Sports day
 * camp, the camps in Spain and abroad, and the rules every camp shares.
 * Camp names are the route labels in messages/*.json (`nav.<key>`).
 */

/**
 * The summer the camps belong to: the one that ends the school year of
 * content/calendar.ts (2023/2024 → summer 2024). The camp pages show it with
 * every date; the early-bird deadline of 29 February needs it to be a leap year.
 */
export const campSeasonYear = schoolYearStart + 1;

export type CampKey = 'beachescolas' | 'laespuela' | 'immersion' | 'village' | 'eeuu' | 'antibes' | 'buckswood';
export type CampRegion = 'spain' | 'abroad';

/** Where a camp's buttons lead; each one is optional (specification section 2). */
export type CampLinks = {
  /** The programme, as a PDF. */
  readonly program?: string;
  readonly register?: string;
  readonly video?: string;
};

/** A language course inside a camp abroad (specification section 9, notes). */
export type LanguageCourse = {
  readonly language: Localized;
  readonly hoursPerDay: number;
  readonly lessonsPerWeek: number;
  readonly maxGroupSize: number;
  /** What the course leads to: a diploma, an optional exam. */
  readonly outcome: Localized;
};

export type CampProgramme = { readonly title: Localized; readonly text: Localized };

/**
 * Where a camp is held, for search engines (schema.org PostalAddress): the
 * country as an ISO 3166 code, and the region or town the specification
 * names. The pages show `place`.
 */
export type CampAddress = { readonly country: string; readonly region?: string; readonly locality?: string };

export type Camp = {
  readonly key: CampKey;
  readonly region: CampRegion;
  readonly place: Localized;
  /** Absent where the specification gives no venue (the Sport Village Camp is at its partner's). */
  readonly address?: CampAddress;
  readonly ages: AgeRange;
  readonly dates: { readonly start: MonthDay; readonly end: MonthDay };
  readonly image: ImageKey;
  /** One or two sentences for the list cards. */
  readonly summary: Localized;
  readonly description: LocalizedParagraphs;
  /** Notes from the specification's camp table, as short statements. */
  readonly notes?: readonly Localized[];
  readonly programmes?: readonly CampProgramme[];
  readonly course?: LanguageCourse;
  readonly links: CampLinks;
};

// SAMPLE DATA: the school replaces these (the specification names the buttons, not their targets).
const sampleLinks = {
  beachescolas: {
    program: 'https://example.org/campamentos/beachescolas/programa.pdf',
    register: 'https://example.org/campamentos/beachescolas/inscripcion',
    video: 'https://example.org/campamentos/beachescolas/video',
  },
  laespuela: {
    program: 'https://example.org/campamentos/la-espuela/programa.pdf',
    register: 'https://example.org/campamentos/la-espuela/inscripcion',
    video: 'https://example.org/campamentos/la-espuela/video',
  },
  immersion: {
    program: 'https://example.org/campamentos/english-immersion/programa.pdf',
    register: 'https://example.org/campamentos/english-immersion/inscripcion',
  },
  village: {
    program: 'https://example.org/campamentos/sport-village/programa.pdf',
    // The outside partner's own registration site (specification section 2).
    register: 'https://example.org/sport-village-partner/registro',
  },
  eeuu: {
    program: 'https://example.org/campamentos/independent-lake-camp/programa.pdf',
    register: 'https://example.org/campamentos/independent-lake-camp/inscripcion',
    video: 'https://example.org/campamentos/independent-lake-camp/video',
  },
  antibes: {
    program: 'https://example.org/campamentos/antibes/programa.pdf',
    register: 'https://example.org/campamentos/antibes/inscripcion',
  },
  buckswood: {
    program: 'https://example.org/campamentos/buckswood/programa.pdf',
    register: 'https://example.org/campamentos/buckswood/inscripcion',
    video: 'https://example.org/campamentos/buckswood/video',
  },
} as const satisfies Record<CampKey, CampLinks>;

/** Every camp, Spain first, in the order the lists show them. */
export const camps = {
  beachescolas: {
    key: 'beachescolas',
    region: 'spain',
    place: { es: 'Galicia', en: 'Galicia' },
    address: { country: 'ES', region: 'Galicia' },
    ages: { from: 8, to: 14 },
    dates: { start: { month: 6, day: 30 }, end: { month: 7, day: 13 } },
    image: 'campBeachescolas',
    summary: {
      es: 'Verano junto al mar en Galicia, con el inglés como idioma de cada actividad.',
      en: 'A summer by the sea in Galicia, with English as the language of every activity.',
    },
    description: {
      es: [
        'Beachescolas lleva el verano a Galicia: mar, naturaleza y convivencia para chicos y chicas que empiezan a descubrir el mundo por su cuenta.',
        'Todo el campamento se vive en inglés, desde el desayuno hasta la última reunión del día. El idioma deja de ser una asignatura y se convierte en la manera natural de jugar, organizarse y hacer amigos.',
        'Es una primera experiencia fuera de casa ideal para ganar autonomía en un entorno seguro y cercano.',
      ],
      en: [
        'Beachescolas takes the summer to Galicia: the sea, nature and life together for girls and boys who are starting to discover the world on their own.',
        'The whole camp runs in English, from breakfast to the last get-together of the day. The language stops being a school subject and becomes the natural way to play, get organised and make friends.',
        'It is an ideal first experience away from home, a chance to grow in independence in a safe, close-knit setting.',
      ],
    },
    notes: [{ es: 'Todo en inglés', en: 'All in English' }],
    links: sampleLinks.beachescolas,
  },
  laespuela: {
    key: 'laespuela',
    region: 'spain',
    place: { es: 'Ávila', en: 'Ávila' },
    address: { country: 'ES', region: 'Ávila' },
    ages: { from: 6, to: 12 },
    dates: { start: { month: 6, day: 30 }, end: { month: 7, day: 13 } },
    image: 'campLaEspuela',
    summary: {
      es: 'Campo, animales y aire libre en la sierra de Ávila para los más pequeños.',
      en: 'Countryside, animals and fresh air in the hills of Ávila for younger children.',
    },
    description: {
      es: [
        'La Espuela es un campamento en plena naturaleza, en Ávila, pensado para los alumnos más pequeños.',
        'Los días transcurren al aire libre, entre juegos, talleres y actividades en el campo, con un ritmo adaptado a cada edad.',
        'Una forma tranquila de descubrir la vida en grupo y volver a casa con nuevas amistades y muchas historias que contar.',
      ],
      en: [
        'La Espuela is a camp in the heart of the countryside, in Ávila, designed for our younger pupils.',
        'Days are spent outdoors with games, workshops and countryside activities, at a pace suited to each age.',
        'A gentle way to discover group life and come home with new friends and plenty of stories to tell.',
      ],
    },
    links: sampleLinks.laespuela,
  },
  immersion: {
    key: 'immersion',
    region: 'spain',
    place: { es: 'Madrid', en: 'Madrid' },
    address: { country: 'ES', locality: 'Madrid' },
    ages: { from: 13, to: 18 },
    dates: { start: { month: 6, day: 24 }, end: { month: 7, day: 12 } },
    image: 'campImmersion',
    summary: {
      es: 'Verano en Madrid para adolescentes, con dos programas: inglés intensivo, o innovación y emprendimiento.',
      en: 'A summer in Madrid for teenagers, with two programmes: intensive English, or innovation and entrepreneurship.',
    },
    description: {
      es: [
        'English Immersion in Summer es la propuesta para adolescentes que quieren aprovechar el verano sin salir de Madrid.',
        'Cada participante elige uno de los dos programas. En ambos, el inglés es la lengua de trabajo y el aprendizaje se apoya en proyectos, debates y trabajo en equipo.',
      ],
      en: [
        'English Immersion in Summer is for teenagers who want to make the most of the summer without leaving Madrid.',
        'Each participant chooses one of the two programmes. In both, English is the working language, and learning is built on projects, debates and teamwork.',
      ],
    },
    programmes: [
      {
        title: { es: 'Inglés intensivo', en: 'Intensive English' },
        text: {
          es: 'Para ganar fluidez y seguridad: conversación, escritura y comprensión, cada día.',
          en: 'To gain fluency and confidence: speaking, writing and listening, every day.',
        },
      },
      {
        title: { es: 'Innovación y emprendimiento', en: 'Innovation and entrepreneurship' },
        text: {
          es: 'Para idear, dar forma y presentar un proyecto propio en equipo, trabajando en inglés.',
          en: 'To come up with, shape and present a project of their own as a team, working in English.',
        },
      },
    ],
    links: sampleLinks.immersion,
  },
  village: {
    key: 'village',
    region: 'spain',
    place: { es: 'Con una entidad colaboradora externa', en: 'With an outside partner' },
    ages: { from: 5, to: 12 },
    dates: { start: { month: 8, day: 26 }, end: { month: 9, day: 1 } },
    image: 'campVillage',
    summary: {
      es: 'Deporte a finales de agosto para llegar al nuevo curso con energía.',
      en: 'Sport at the end of August, to start the new school year full of energy.',
    },
    description: {
      es: [
        'Sport Village Camp cierra el verano con unos días dedicados al deporte.',
        'El campamento lo organiza una entidad colaboradora externa; la inscripción se hace en su propia web, a la que lleva el botón de inscripción.',
        'Juego, compañerismo y hábitos de vida sana, justo antes de volver al colegio.',
      ],
      en: [
        'Sport Village Camp rounds off the summer with days devoted to sport.',
        'The camp is run by an outside partner; registration takes place on the partner’s own website, which the registration button opens.',
        'Play, team spirit and healthy habits, just before going back to school.',
      ],
    },
    links: sampleLinks.village,
  },
  eeuu: {
    key: 'eeuu',
    region: 'abroad',
    place: { es: 'EE. UU. (Pensilvania)', en: 'USA (Pennsylvania)' },
    address: { country: 'US', region: 'Pennsylvania' },
    ages: { from: 9, to: 16 },
    dates: { start: { month: 6, day: 22 }, end: { month: 7, day: 14 } },
    image: 'campEeuu',
    summary: {
      es: 'Un campamento americano junto a un lago en Pensilvania: inglés y otra cultura, vividos desde dentro.',
      en: 'An American lakeside camp in Pennsylvania: English and another culture, lived from the inside.',
    },
    description: {
      es: [
        'Independent Lake Camp ofrece la experiencia de un auténtico campamento de verano estadounidense, en Pensilvania.',
        'Entre el lago y el bosque, el inglés se convierte en la lengua de cada momento del día: una inmersión completa en el idioma y en otra cultura.',
      ],
      en: [
        'Independent Lake Camp offers the experience of a genuine American summer camp, in Pennsylvania.',
        'Between the lake and the woods, English becomes the language of every moment of the day: complete immersion in the language and in another culture.',
      ],
    },
    links: sampleLinks.eeuu,
  },
  antibes: {
    key: 'antibes',
    region: 'abroad',
    place: { es: 'Francia', en: 'France' },
    address: { country: 'FR' },
    ages: { from: 11, to: 14 },
    dates: { start: { month: 6, day: 30 }, end: { month: 7, day: 13 } },
    image: 'campAntibes',
    summary: {
      es: 'Francés cada día en la costa mediterránea, en grupos reducidos y con diploma final.',
      en: 'French every day on the Mediterranean coast, in small groups, with a diploma at the end.',
    },
    description: {
      es: [
        'En Antibes, en la costa mediterránea francesa, los alumnos combinan un curso de francés con la vida de campamento.',
        'Las clases se dan en grupos reducidos para que todos participen, y el resto del día se dedica a actividades y excursiones en las que el francés se pone en práctica.',
      ],
      en: [
        'In Antibes, on France’s Mediterranean coast, students combine a French course with camp life.',
        'Lessons are taught in small groups so that everyone takes part, and the rest of the day is given to activities and outings where French is put into practice.',
      ],
    },
    course: {
      language: { es: 'francés', en: 'French' },
      hoursPerDay: 4,
      lessonsPerWeek: 20,
      maxGroupSize: 15,
      outcome: { es: 'Diploma al terminar el curso', en: 'A diploma at the end of the course' },
    },
    links: sampleLinks.antibes,
  },
  buckswood: {
    key: 'buckswood',
    region: 'abroad',
    place: { es: 'Inglaterra', en: 'England' },
    address: { country: 'GB' },
    ages: { from: 10, to: 17 },
    dates: { start: { month: 6, day: 30 }, end: { month: 7, day: 13 } },
    image: 'campBuckswood',
    summary: {
      es: 'Inglés en Inglaterra con clases diarias en grupos reducidos y la opción de presentarse a un examen ESOL.',
      en: 'English in England, with daily lessons in small groups and the option of sitting an ESOL exam.',
    },
    description: {
      es: [
        'Buckswood acoge en Inglaterra a alumnos que quieren dar un salto en su inglés mientras viven un verano británico.',
        'Las clases se dan en grupos reducidos, y el resto del día se dedica a actividades y salidas en las que el inglés se pone en práctica. Quien lo desee puede cerrar la estancia con un examen ESOL.',
      ],
      en: [
        'Buckswood welcomes students in England who want to take their English a step further while living a British summer.',
        'Lessons are taught in small groups, and the rest of the day is for activities and outings where English is put into practice. Those who wish can end their stay with an ESOL exam.',
      ],
    },
    course: {
      language: { es: 'inglés', en: 'English' },
      hoursPerDay: 4,
      lessonsPerWeek: 20,
      maxGroupSize: 16,
      outcome: { es: 'Examen ESOL opcional', en: 'Optional ESOL exam' },
    },
    links: sampleLinks.buckswood,
  },
} as const satisfies Record<CampKey, Camp>;

export const campKeys = Object.keys(camps) as CampKey[];

export function isCampKey(key: string): key is CampKey {
  return Object.hasOwn(camps, key);
}

/** The camps of one list, in list order. */
export function campsIn(region: CampRegion): Camp[] {
  return Object.values(camps).filter((camp: Camp) => camp.region === region);
}

/** The School & Sports day camp at the school (specification sections 2 and 9). */
export const dayCamp = {
  image: 'campSchoolSports',
  earlyBird: { discountPercent: 5, deadline: { month: 2, day: 29 } },
  // SAMPLE DATA: the school replaces these (the day-camp login and registration page).
  registrationUrl: 'https://example.org/campamento-school-sports/acceso',
  summary: {
    es: 'El campamento de día en el propio colegio: deporte e inglés en un entorno que los alumnos ya conocen.',
    en: 'The day camp at the school itself: sport and English in surroundings the children already know.',
  },
  description: {
    es: [
      'School & Sports abre el colegio en verano como campamento de día. Cada jornada combina deporte y actividades en inglés, en unas instalaciones que los niños ya sienten como suyas.',
      'Al ser un campamento de día, los niños vuelven a casa cada tarde, cansados y contentos, después de una jornada llena de movimiento y de idioma.',
    ],
    en: [
      'School & Sports opens the school in summer as a day camp. Every day combines sport and activities in English, on grounds the children already feel are their own.',
      'Being a day camp, children go home every afternoon, tired and happy, after a day full of movement and language.',
    ],
  },
  /** The school's sports grounds, with their size from content/site.ts. */
  facilities: {
    es: (area: string) => `Deporte en los ${area} de instalaciones deportivas del colegio.`,
    en: (area: string) => `Sport across the school’s ${area} of sports facilities.`,
  },
  highlights: [
    { es: 'Inglés en todas las actividades', en: 'English in every activity' },
    { es: 'Vuelta a casa cada tarde', en: 'Home every afternoon' },
  ],
} as const satisfies {
  image: ImageKey;
  earlyBird: { discountPercent: number; deadline: MonthDay };
  registrationUrl: string;
  summary: Localized;
  description: LocalizedParagraphs;
  facilities: Localized<(area: string) => string>;
  highlights: readonly Localized[];
};

/** What no camper may bring, and what happens if one does (specification section 9). */
export const campRules = {
  forbidden: [
    { es: 'armas', en: 'weapons' },
    { es: 'bebidas energéticas', en: 'energy drinks' },
    { es: 'alcohol', en: 'alcohol' },
    { es: 'tabaco', en: 'tobacco' },
    { es: 'vapeadores', en: 'vapes' },
  ],
  consequence: {
    es: 'Incumplir esta norma supone la expulsión inmediata del campamento, y los gastos del regreso corren a cargo de la familia.',
    en: 'Breaking this rule means immediate expulsion from the camp, and the family pays the costs of the journey home.',
  },
} as const satisfies { forbidden: readonly Localized[]; consequence: Localized };

type CampsText = {
  intro: LocalizedParagraphs;
  /** The offer in two parts, so that the discount can stand out; the deadline follows. */
  earlyBird: { discount: Localized<(discount: string) => string>; condition: Localized };
  earlyBirdLabel: Localized;
  regions: Record<CampRegion, { heading: Localized; eyebrow: Localized; lead: Localized; backLink: Localized }>;
  dayCampHeading: Localized;
  dayCampRegistration: Localized;
  factsLabel: Localized;
  aboutHeading: Localized;
  notesHeading: Localized;
  programmesHeading: Localized;
  courseHours: Localized<(hours: string, language: string, lessons: string) => string>;
  courseGroups: Localized<(size: string) => string>;
  rulesHeading: Localized;
  rulesIntro: Localized;
};

/** Headings and sentences of the camp pages. */
export const campsText = {
  intro: {
    es: [
      'El verano es una oportunidad magnífica para aprender de otra manera. Nuestros campamentos combinan deporte, naturaleza e idiomas, en España y en el extranjero, para que cada alumno encuentre el suyo según su edad y sus intereses.',
    ],
    en: [
      'Summer is a wonderful chance to learn in a different way. Our camps combine sport, nature and languages, in Spain and abroad, so that every child can find the right one for their age and interests.',
    ],
  },
  earlyBird: {
    discount: { es: (discount: string) => `${discount} de descuento`, en: (discount: string) => `${discount} discount` },
    condition: { es: 'por inscribirse antes del', en: 'for registering before' },
  },
  earlyBirdLabel: { es: 'Inscripción anticipada', en: 'Early bird' },
  regions: {
    spain: {
      heading: { es: 'En España', en: 'In Spain' },
      eyebrow: { es: 'Campamento en España', en: 'Camp in Spain' },
      lead: {
        es: 'Mar, montaña, ciudad y deporte: campamentos cerca de casa para vivir el verano en compañía.',
        en: 'Sea, mountains, city and sport: camps close to home to spend the summer in good company.',
      },
      backLink: { es: 'Todos los campamentos en España', en: 'All camps in Spain' },
    },
    abroad: {
      heading: { es: 'En el extranjero', en: 'Abroad' },
      eyebrow: { es: 'Campamento en el extranjero', en: 'Camp abroad' },
      lead: {
        es: 'Estados Unidos, Francia e Inglaterra: un idioma aprendido donde se habla y una experiencia que hace crecer.',
        en: 'The United States, France and England: a language learnt where it is spoken, and an experience that helps them grow.',
      },
      backLink: { es: 'Todos los campamentos en el extranjero', en: 'All camps abroad' },
    },
  },
  dayCampHeading: { es: 'Un verano en el colegio', en: 'A summer at school' },
  dayCampRegistration: {
    es: 'La inscripción y el acceso de las familias se hacen en la plataforma del campamento de día.',
    en: 'Registration and the family login are on the day camp’s own platform.',
  },
  factsLabel: { es: 'Datos del campamento', en: 'Camp details' },
  aboutHeading: { es: 'El campamento', en: 'About the camp' },
  notesHeading: { es: 'Lo esencial', en: 'Key points' },
  programmesHeading: { es: 'Los programas', en: 'The programmes' },
  courseHours: {
    es: (hours: string, language: string, lessons: string) => `${hours} h de ${language} al día (${lessons} clases a la semana)`,
    en: (hours: string, language: string, lessons: string) => `${hours} h of ${language} a day (${lessons} lessons a week)`,
  },
  courseGroups: {
    es: (size: string) => `Grupos de ${size} alumnos como máximo`,
    en: (size: string) => `Groups of at most ${size} students`,
  },
  rulesHeading: { es: 'Normas de los campamentos', en: 'Camp rules' },
  rulesIntro: {
    es: 'Por la seguridad y la convivencia de todos, en los campamentos está prohibido llevar o consumir:',
    en: 'For everyone’s safety and wellbeing, the following are forbidden at all our camps:',
  },
} as const satisfies CampsText;

/**
 * The ages the camp finder offers, one page each (/camps/age/9): from the
 * youngest age any camp takes to the oldest, 5 to 18 today. Derived, so a
 * camp with a wider age range widens it.
 */
export const campAges: readonly number[] = (() => {
  const ranges = Object.values(camps).map((camp: Camp) => camp.ages);
  const youngest = Math.min(...ranges.map((range) => range.from));
  const oldest = Math.max(...ranges.map((range) => range.to));
  return Array.from({ length: oldest - youngest + 1 }, (_, index) => youngest + index);
})();

/** Headings and sentences of the camp finder (the camps home and the pages per age). */
export const campFinderText = {
  heading: { es: 'Busca un campamento por edad', en: 'Find a camp by age' },
  lead: {
    es: 'Elige la edad que tendrá tu hijo o hija este verano y verás los campamentos que la admiten.',
    en: 'Choose the age your child will be this summer to see the camps that take children that age.',
  },
  ageLabel: { es: 'Edad de tu hijo o hija', en: 'Your child’s age' },
  /** Read after the number by screen readers: "9 años", "9 years old". */
  ageUnit: { es: 'años', en: 'years old' },
  answer: { es: 'Admiten a niños y niñas de {age} años:', en: 'These camps take children aged {age}:' },
  noCamp: {
    es: 'Ningún campamento de esta temporada admite niños de {age} años.',
    en: 'No camp this season takes children aged {age}.',
  },
  dayCampNote: {
    es: 'No tiene edades publicadas, así que aparece aquí para cualquier edad.',
    en: 'No ages are listed for it, so it is shown here for every age.',
  },
  allCamps: { es: 'Ver todos los campamentos', en: 'See all camps' },
} as const satisfies Record<string, Localized>;
