import servicesData from './data/services.json';
import type { ImageKey } from './images';
import type { RouteKey } from './navigation';
import { servicesFile, type MealKey, type ServicesFile, type SportsSchool } from './schemas/services';
import type { ClockTime, DaySpan, Localized, LocalizedParagraphs, TimeSpan } from './types';

/**
 * The Services section (specification sections 2 and 9): the index cards and
 * the extended hours, guidance, school nurse, dining room and sports schools
 * pages. Bus routes and extracurricular activities have their own modules.
 * The hours, the meals of each stage and the sports schools are in
 * content/data/services.json, shaped by content/schemas/services.ts.
 */

/** The schema checks the times ("HH:MM") and the days of the week (1 to 7) that these types name. */
const facts = servicesFile.parse(servicesData) as Omit<ServicesFile, 'extendedHours' | 'sportsSchools'> & {
  extendedHours: ServicesFile['extendedHours'] & { schoolDay: TimeSpan; extendedDay: TimeSpan; extendedDays: DaySpan; supportGroupsAt: ClockTime };
  sportsSchools: readonly (Omit<SportsSchool, 'days'> & { days: DaySpan })[];
};

/** A heading with a few paragraphs under it. */
export type TextBlock = { readonly title: Localized; readonly paragraphs: LocalizedParagraphs };

export type TitledText = { readonly title: Localized; readonly text: Localized };

export type ServiceCardContent = {
  readonly route: RouteKey;
  readonly image: ImageKey;
  readonly summary: Localized;
  /** false: the card has no link target (the specification's extracurricular card). */
  readonly linked: boolean;
};

export const servicesIndex = {
  intro: {
    title: { es: 'Servicios pensados para la vida de cada familia', en: 'Services built around family life' },
    paragraphs: {
      es: [
        'Un colegio también se mide por lo fácil que hace el día a día. Abrimos antes y cerramos más tarde, llevamos a los alumnos en autobús, cuidamos de su salud y de su alimentación, y les acompañamos en cada decisión académica y personal.',
        'Elige un servicio para conocerlo en detalle.',
      ],
      en: [
        'A school is also judged by how much easier it makes everyday life. We open early and close late, bring pupils to school by bus, look after their health and their meals, and stand beside them in every academic and personal decision.',
        'Choose a service to find out more.',
      ],
    },
  },
  cards: [
    {
      route: 'extended',
      image: 'extendedHours',
      summary: {
        es: 'Abrimos antes y cerramos después para que la jornada escolar encaje con la de las familias.',
        en: 'We open earlier and close later so that the school day fits around family working days.',
      },
      linked: true,
    },
    {
      route: 'orientation',
      image: 'orientation',
      summary: {
        es: 'Acompañamiento académico, personal y vocacional en todas las etapas.',
        en: 'Academic, personal and career guidance at every stage.',
      },
      linked: true,
    },
    {
      route: 'nursing',
      image: 'nursing',
      summary: {
        es: 'Atención sanitaria durante la jornada y comunicación directa con las familias.',
        en: 'Health care during the school day and direct contact with families.',
      },
      linked: true,
    },
    {
      route: 'diningroom',
      image: 'facilitiesDining',
      summary: {
        es: 'Comer bien también se aprende: la comida está incluida en los honorarios.',
        en: 'Eating well is learnt too: lunch is included in tuition.',
      },
      linked: true,
    },
    {
      route: 'routes',
      image: 'routesBus',
      summary: {
        es: 'Autobuses que recogen a los alumnos cerca de casa y los devuelven por la tarde.',
        en: 'Buses that collect pupils near home and bring them back in the afternoon.',
      },
      linked: true,
    },
    {
      route: 'extracurricular',
      image: 'extraNew',
      summary: {
        es: 'Deporte, idiomas, tecnología y artes después de las clases.',
        en: 'Sport, languages, technology and the arts after lessons.',
      },
      linked: false,
    },
    {
      route: 'sportsSchools',
      image: 'sportsSwimming',
      summary: {
        es: 'Natación, pádel y esquí para aprender, entrenar y disfrutar.',
        en: 'Swimming, padel and skiing to learn, train and enjoy.',
      },
      linked: true,
    },
  ],
} as const satisfies { intro: TextBlock; cards: readonly ServiceCardContent[] };

/** Specification section 9, "Services". */
export const extendedHours = {
  ...facts.extendedHours,
  image: 'extendedHours',
  copy: {
    intro: {
      title: { es: 'Más tiempo en el colegio, más tranquilidad en casa', en: 'More time at school, more peace of mind at home' },
      paragraphs: {
        es: [
          'Las clases tienen un horario fijo, pero las jornadas de las familias no siempre encajan en él. Por eso el colegio abre sus puertas antes y las cierra más tarde.',
          'El horario ampliado es tiempo bien aprovechado: espacios tranquilos para leer, jugar, terminar las tareas o reforzar lo que más cuesta.',
        ],
        en: [
          'Lessons keep fixed hours, but family working days do not always fit around them. That is why the school opens its doors earlier and closes them later.',
          'Extended hours are time well spent: calm spaces to read, play, finish homework or get extra help with what pupils find hardest.',
        ],
      },
    },
    factsLabel: { es: 'El horario de un vistazo', en: 'Our hours at a glance' },
    schoolDayLabel: { es: 'Horario lectivo', en: 'School hours' },
    extendedDayLabel: { es: 'Horario ampliado', en: 'Extended hours' },
    noExtraCost: { es: 'sin coste adicional', en: 'at no extra cost' },
    supportGroupsLabel: { es: 'Grupos de apoyo', en: 'Support groups' },
    supportGroupsNote: {
      es: 'Refuerzo para quien lo necesita, antes de empezar las clases.',
      en: 'Extra help for those who need it, before lessons begin.',
    },
    julyLabel: { es: 'Opción de julio', en: 'July option' },
    julyNote: {
      es: 'Para los alumnos que van a incorporarse al Programa del Diploma del IB.',
      en: 'For students about to join the IB Diploma Programme.',
    },
  },
} as const satisfies {
  schoolDay: TimeSpan;
  extendedDay: TimeSpan;
  extendedDays: DaySpan;
  supportGroupsAt: ClockTime;
  julyOptionDays: number;
  image: ImageKey;
  copy: Record<string, unknown>;
};

/** A descriptive service page: what the service does for pupils and for families. */
export type CareService = {
  readonly image: ImageKey;
  readonly intro: TextBlock;
  readonly tasksTitle: Localized;
  readonly tasks: readonly TitledText[];
  readonly families: TextBlock;
};

export const orientation = {
  image: 'orientation',
  intro: {
    title: { es: 'Acompañar a cada alumno en su camino', en: 'Walking beside every pupil' },
    paragraphs: {
      es: [
        'El departamento de Orientación está al lado de los alumnos desde Infantil hasta Bachillerato. Les ayuda a conocerse, a sacar partido de sus capacidades y a tomar decisiones con criterio.',
        'Trabaja con tutores, profesores y familias para que ningún alumno se quede atrás y cada uno llegue tan lejos como pueda.',
      ],
      en: [
        'Our Guidance department stands beside pupils from the early years to the end of Bachillerato. It helps them understand themselves, make the most of their abilities and make sound decisions.',
        'It works with tutors, teachers and families so that no pupil falls behind and every pupil goes as far as they can.',
      ],
    },
  },
  tasksTitle: { es: 'Qué hace Orientación', en: 'What Guidance does' },
  tasks: [
    {
      title: { es: 'Aprendizaje', en: 'Learning' },
      text: {
        es: 'Detecta pronto las dificultades de aprendizaje y propone apoyos y adaptaciones, también para los alumnos con altas capacidades.',
        en: 'Spots learning difficulties early and suggests support and adjustments, including for highly able pupils.',
      },
    },
    {
      title: { es: 'Bienestar emocional', en: 'Emotional wellbeing' },
      text: {
        es: 'Escucha a los alumnos, les ayuda a entender y gestionar sus emociones y cuida la convivencia en las aulas.',
        en: 'Listens to pupils, helps them understand and manage their emotions and looks after relationships in the classroom.',
      },
    },
    {
      title: { es: 'Orientación académica y profesional', en: 'Academic and career guidance' },
      text: {
        es: 'Acompaña la elección de asignaturas, del Programa del Diploma del IB y de los estudios universitarios, en España y en el extranjero.',
        en: 'Supports the choice of subjects, of the IB Diploma Programme and of university studies, in Spain and abroad.',
      },
    },
    {
      title: { es: 'Cambios de etapa', en: 'Moving up a stage' },
      text: {
        es: 'Prepara cada paso de una etapa a la siguiente para que los alumnos lo vivan con seguridad.',
        en: 'Prepares each step from one stage to the next so that pupils take it with confidence.',
      },
    },
  ],
  families: {
    title: { es: 'Con las familias', en: 'Working with families' },
    paragraphs: {
      es: [
        'Las familias encuentran en Orientación a alguien con quien compartir dudas y preocupaciones. Juntos acordamos objetivos y revisamos cómo avanza cada alumno.',
      ],
      en: [
        'Families find in Guidance someone to share their questions and concerns with. Together we agree on goals and review how each pupil is getting on.',
      ],
    },
  },
} as const satisfies CareService;

export const nursing = {
  image: 'nursing',
  intro: {
    title: { es: 'Salud y cuidado durante la jornada', en: 'Health and care throughout the school day' },
    paragraphs: {
      es: [
        'La enfermería del colegio atiende a los alumnos que se encuentran mal o sufren un pequeño accidente, y avisa a las familias siempre que hace falta.',
        'También se asegura de que cada alumno reciba los cuidados que su salud requiere y enseña hábitos saludables dentro y fuera del aula.',
      ],
      en: [
        'The school nurse looks after pupils who feel unwell or have a minor accident, and contacts families whenever it is needed.',
        'The service also makes sure each pupil receives the care their health requires, and teaches healthy habits in and out of the classroom.',
      ],
    },
  },
  tasksTitle: { es: 'Qué hace la enfermería', en: 'What the school nurse does' },
  tasks: [
    {
      title: { es: 'Primeros auxilios', en: 'First aid' },
      text: {
        es: 'Atención inmediata ante golpes, heridas, fiebre o malestar, y derivación al centro sanitario cuando es necesario.',
        en: 'Immediate care for bumps, cuts, fever or feeling unwell, and referral to a medical centre when necessary.',
      },
    },
    {
      title: { es: 'Alergias y dietas', en: 'Allergies and diets' },
      text: {
        es: 'Registro de alergias e intolerancias, compartido con el comedor para que cada alumno coma con seguridad.',
        en: 'A record of allergies and intolerances, shared with the dining room so that every pupil eats safely.',
      },
    },
    {
      title: { es: 'Medicación', en: 'Medication' },
      text: {
        es: 'Administración de la medicación prescrita, siempre con la autorización por escrito de la familia.',
        en: 'Prescribed medication given only with the written consent of the family.',
      },
    },
    {
      title: { es: 'Educación para la salud', en: 'Health education' },
      text: {
        es: 'Talleres sobre higiene, alimentación y prevención adaptados a cada edad.',
        en: 'Workshops on hygiene, nutrition and prevention suited to each age.',
      },
    },
  ],
  families: {
    title: { es: 'Con las familias', en: 'Working with families' },
    paragraphs: {
      es: [
        'Antes de empezar el curso, las familias nos cuentan lo que debemos saber sobre la salud de sus hijos. Durante el año les informamos de cualquier incidencia y resolvemos sus dudas.',
      ],
      en: [
        'Before the school year starts, families tell us what we need to know about their children’s health. During the year we keep them informed of anything that happens and answer their questions.',
      ],
    },
  },
} as const satisfies CareService;

export type { MealKey, SportsSchool } from './schemas/services';

/** Specification section 9: meals per stage; lunch is included in tuition. */
export const diningRoom = {
  image: 'facilitiesDining',
  intro: {
    title: { es: 'La comida, incluida', en: 'Lunch, included' },
    paragraphs: {
      es: [
        'La comida está incluida en los honorarios: ninguna familia tiene que contratarla aparte.',
        'Cada etapa hace en el colegio las comidas que necesita su jornada. Sentarse a la mesa con los compañeros es también un momento para aprender a comer de todo, a conversar y a cuidar los modales.',
      ],
      en: [
        'Lunch is included in tuition: no family has to pay for it separately.',
        'Each stage has the meals its school day calls for. Sitting down with classmates is also a time to learn to eat a bit of everything, to talk and to mind one’s manners.',
      ],
    },
  },
  mealLabels: {
    breakfast: { es: 'Desayuno', en: 'Breakfast' },
    lunch: { es: 'Comida', en: 'Lunch' },
    snack: { es: 'Tentempié', en: 'Snack' },
    afternoonSnack: { es: 'Merienda', en: 'Afternoon snack' },
  },
  stages: facts.mealsByStage,
  table: {
    caption: { es: 'Comidas en el colegio por etapa', en: 'Meals at school by stage' },
    stageHeader: { es: 'Etapa', en: 'Stage' },
    mealsHeader: { es: 'Comidas', en: 'Meals' },
  },
  feesNote: { es: 'Consulta todo lo que incluyen los honorarios en', en: 'See everything tuition includes under' },
} as const satisfies {
  image: ImageKey;
  intro: TextBlock;
  mealLabels: Record<MealKey, Localized>;
  stages: readonly { stage: Localized; meals: readonly MealKey[] }[];
  table: Record<string, Localized>;
  feesNote: Localized;
};

/** Specification section 9: swimming Monday to Saturday; padel and courts Monday to Sunday; skiing at weekends. */
export const sportsSchools = {
  intro: {
    title: { es: 'Deporte todo el año', en: 'Sport all year round' },
    paragraphs: {
      es: [
        'Nuestras escuelas deportivas llevan la vida del colegio más allá de las clases: natación y pádel en nuestras instalaciones, y esquí en la nieve.',
      ],
      en: [
        'Our sports schools take school life beyond lessons: swimming and padel at our own facilities, and skiing on the snow.',
      ],
    },
  },
  facilitiesTitle: { es: 'El deporte en el colegio', en: 'Sport at the school' },
  facilitiesLabel: { es: 'Instalaciones deportivas', en: 'Sports facilities' },
  athletesLabel: { es: 'Deportistas federados', en: 'Federated athletes' },
  moreThan: { es: 'Más de', en: 'Over' },
  schoolsTitle: { es: 'Nuestras escuelas', en: 'Our schools' },
  schools: facts.sportsSchools,
  daysLabel: { es: 'Días', en: 'Days' },
  booking: {
    title: { es: 'Reserva tu clase', en: 'Book your class' },
    text: {
      es: 'Cuéntanos qué deporte te interesa y cuándo te viene mejor, y te ayudamos a reservar.',
      en: 'Tell us which sport interests you and when suits you best, and we will help you book.',
    },
  },
} as const satisfies {
  intro: TextBlock;
  schools: readonly SportsSchool[];
  booking: { title: Localized; text: Localized };
  [label: string]: unknown;
};
