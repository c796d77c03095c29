import type { ImageKey } from './images';
import type { RouteKey } from './navigation';
import type { AgeRange, Localized, LocalizedParagraphs } from './types';

/** The four stages of the school (specification section 2, "Stages pages"). */
export type StageKey = Extract<RouteKey, 'early' | 'ibpep' | 'ibpai' | 'ibpd'>;

export type StageHighlight = { readonly title: Localized; readonly text: Localized };

export type Stage = {
  readonly key: StageKey;
  readonly ages: AgeRange;
  /** Short name, as families and the menu know it. */
  readonly name: Localized;
  readonly image: ImageKey;
  /** One line for the stage cards. */
  readonly summary: Localized;
  /** The school years the stage spans, as the fees table names them. */
  readonly years: Localized;
  readonly intro: LocalizedParagraphs;
  readonly highlights: readonly StageHighlight[];
};

export const stages = [
  {
    key: 'early',
    ages: { from: 1, to: 5 },
    name: { es: 'Early Education', en: 'Early Education' },
    image: 'stageEarly',
    summary: {
      es: 'Los primeros años: jugar, descubrir y crecer en dos idiomas con toda naturalidad.',
      en: 'The first years: playing, discovering and growing up in two languages as a matter of course.',
    },
    years: { es: 'Pre-K 1-2, Pre-K 3, Pre-K 4 y Kindergarten', en: 'Pre-K 1-2, Pre-K 3, Pre-K 4 and Kindergarten' },
    intro: {
      es: [
        'En Early Education acompañamos a los niños en sus primeros pasos por el colegio. Es la etapa en la que se construye todo lo demás: la confianza, la curiosidad y las ganas de aprender, en un ambiente cálido donde cada niño se siente conocido y querido.',
        'El día a día se vive en español y en inglés, entre aulas pensadas a su medida y los jardines del colegio. Poco a poco, el juego se convierte en lenguaje, en números y en convivencia, y el Bachillerato Internacional empieza a dar forma a su manera de aprender.',
      ],
      en: [
        'In Early Education we walk alongside children through their very first steps at school. It is the stage on which everything else is built: confidence, curiosity and the wish to learn, in a warm setting where every child feels known and cared for.',
        'Daily life happens in Spanish and in English, in classrooms built to their size and in the school gardens. Little by little, play turns into language, numbers and getting along with others, and the International Baccalaureate begins to shape the way they learn.',
      ],
    },
    highlights: [
      {
        title: { es: 'Aprender jugando', en: 'Learning through play' },
        text: {
          es: 'El juego, la música y el movimiento son el camino natural hacia las primeras letras, los números y la vida en grupo.',
          en: 'Play, music and movement are the natural road to first letters, numbers and life in a group.',
        },
      },
      {
        title: { es: 'Dos idiomas desde el principio', en: 'Two languages from the start' },
        text: {
          es: 'El inglés forma parte de cada jornada con la misma naturalidad que el español.',
          en: 'English is part of every day, as naturally as Spanish.',
        },
      },
      {
        title: { es: 'El jardín también es aula', en: 'The garden is a classroom too' },
        text: {
          es: 'Los jardines del colegio invitan a explorar, observar la naturaleza y moverse al aire libre.',
          en: 'The school gardens invite children to explore, watch nature at work and move in the open air.',
        },
      },
    ],
  },
  {
    key: 'ibpep',
    ages: { from: 6, to: 10 },
    name: { es: 'IB PEP', en: 'IB PYP' },
    image: 'stagePep',
    summary: {
      es: 'Primaria con el Programa de la Escuela Primaria del IB: preguntar, investigar y compartir lo aprendido.',
      en: 'Primary with the IB Primary Years Programme: asking questions, investigating and sharing what they learn.',
    },
    years: { es: 'Primaria 1 a 5', en: 'Primary 1 to 5' },
    intro: {
      es: [
        'En IB PEP los alumnos cursan Primaria dentro del marco del Programa de la Escuela Primaria del Bachillerato Internacional. Aprenden a hacerse buenas preguntas, a buscar respuestas y a relacionar lo que descubren con el mundo que les rodea.',
        'Las materias de siempre conviven con proyectos de indagación, trabajo en equipo, deporte, idiomas y arte, en un clima en el que aprender es una alegría y cada alumno avanza a su ritmo.',
      ],
      en: [
        'In IB PYP pupils take their primary years within the framework of the International Baccalaureate Primary Years Programme. They learn to ask good questions, to look for answers and to connect what they discover with the world around them.',
        'Core subjects sit alongside inquiry projects, teamwork, sport, languages and the arts, in a climate where learning is a joy and every pupil moves forward at their own pace.',
      ],
    },
    highlights: [
      {
        title: { es: 'Aprender indagando', en: 'Learning by inquiry' },
        text: {
          es: 'Cada unidad parte de una pregunta que los alumnos investigan, comentan y presentan a los demás.',
          en: 'Each unit starts from a question that pupils investigate, discuss and present to others.',
        },
      },
      {
        title: { es: 'Mentalidad internacional', en: 'International-minded' },
        text: {
          es: 'Descubren otras culturas y otras lenguas como algo cercano, no como una asignatura más.',
          en: 'Other cultures and languages become something close to home, not just another subject.',
        },
      },
      {
        title: { es: 'Felices para aprender', en: 'Happy to learn' },
        text: {
          es: 'Educar en la felicidad es nuestro ideal: un niño que disfruta en el colegio aprende más y mejor.',
          en: 'Educating in happiness is our ideal: a child who enjoys school learns more, and learns better.',
        },
      },
    ],
  },
  {
    key: 'ibpai',
    ages: { from: 11, to: 16 },
    name: { es: 'IB PAI', en: 'IB MYP' },
    image: 'stagePai',
    summary: {
      es: 'Los años intermedios: autonomía, pensamiento crítico y proyectos que unen las materias con la vida real.',
      en: 'The middle years: independence, critical thinking and projects that link subjects to real life.',
    },
    years: { es: 'Primaria 6 y Secundaria 1 a 4', en: 'Primary 6 and Secondary 1 to 4' },
    intro: {
      es: [
        'IB PAI acompaña a los alumnos en el paso de la infancia a la adolescencia, siguiendo el Programa de los Años Intermedios del Bachillerato Internacional. Es una etapa de muchos cambios, y por eso cuidamos tanto lo que aprenden como la manera en que crecen.',
        'Las materias se conectan entre sí y con la actualidad a través de proyectos. Los alumnos ganan autonomía, aprenden a organizarse, a argumentar con criterio y a trabajar con otros, mientras siguen creciendo en idiomas, deporte y valores.',
      ],
      en: [
        'IB MYP accompanies pupils as they move from childhood into adolescence, following the International Baccalaureate Middle Years Programme. It is a time of many changes, so we care as much about how they grow as about what they learn.',
        'Subjects connect with one another and with the world today through projects. Pupils become more independent and learn to organise themselves, to argue with good judgement and to work with others, while they keep growing in languages, sport and values.',
      ],
    },
    highlights: [
      {
        title: { es: 'Pensar con criterio', en: 'Thinking for themselves' },
        text: {
          es: 'Analizar, contrastar y defender una idea con argumentos: habilidades para toda la vida.',
          en: 'Analysing, comparing and defending an idea with reasons: skills for life.',
        },
      },
      {
        title: { es: 'Aprender haciendo', en: 'Learning by doing' },
        text: {
          es: 'Los proyectos interdisciplinares llevan lo aprendido en clase a problemas reales.',
          en: 'Cross-curricular projects take classroom learning into real problems.',
        },
      },
      {
        title: { es: 'Crecer como persona', en: 'Growing as a person' },
        text: {
          es: 'Valores, convivencia y un acompañamiento cercano en los años en que más se necesita.',
          en: 'Values, community life and close support in the years when it matters most.',
        },
      },
    ],
  },
  {
    key: 'ibpd',
    ages: { from: 17, to: 18 },
    name: { es: 'IB PD', en: 'IB DP' },
    image: 'stagePd',
    summary: {
      es: 'Bachillerato con el Programa del Diploma del IB: una preparación amplia y exigente para la universidad.',
      en: 'Bachillerato with the IB Diploma Programme: broad, demanding preparation for university.',
    },
    years: { es: 'Bachillerato 1 y 2', en: 'Baccalaureate 1 and 2' },
    intro: {
      es: [
        'En IB PD los alumnos cursan el Bachillerato y pueden hacerlo junto al Programa del Diploma del Bachillerato Internacional. Son los años en los que se preparan para la universidad y para decidir qué quieren hacer después.',
        'El programa pide esfuerzo, organización y curiosidad, y a cambio ofrece una formación amplia: escribir y argumentar bien, investigar por cuenta propia y mirar el mundo con una perspectiva internacional.',
      ],
      en: [
        'In IB DP students take the Spanish Bachillerato and may combine it with the International Baccalaureate Diploma Programme. These are the years in which they prepare for university and for deciding what comes next.',
        'The programme asks for effort, organisation and curiosity, and gives a broad education in return: writing and arguing well, researching independently and seeing the world from an international perspective.',
      ],
    },
    highlights: [
      {
        title: { es: 'Una formación amplia', en: 'A broad education' },
        text: {
          es: 'Ciencias, humanidades, idiomas y arte, sin renunciar a ninguna mirada.',
          en: 'Sciences, humanities, languages and the arts, without giving up any of them.',
        },
      },
      {
        title: { es: 'Camino de la universidad', en: 'On the way to university' },
        text: {
          es: 'Hábitos de estudio, investigación propia y orientación para elegir bien el siguiente paso.',
          en: 'Study habits, independent research and guidance to choose the next step well.',
        },
      },
      {
        title: { es: 'Mirada internacional', en: 'An international outlook' },
        text: {
          es: 'Una manera de pensar que les prepara para estudiar y trabajar en cualquier lugar.',
          en: 'A way of thinking that prepares them to study and work anywhere.',
        },
      },
    ],
  },
] as const satisfies readonly Stage[];

export function getStage(key: StageKey): Stage {
  const stage = stages.find((candidate) => candidate.key === key);
  if (!stage) throw new Error(`Unknown stage: ${key}`);
  return stage;
}

/** Headings and short copy of the stage pages. */
export const stagesCopy = {
  index: {
    title: { es: 'Cuatro etapas, un mismo camino', en: 'Four stages, one path' },
    lead: {
      es: 'Los alumnos crecen con nosotros desde la primera infancia hasta el Bachillerato, con el Bachillerato Internacional como hilo conductor.',
      en: 'Pupils grow up with us from early childhood to the end of school, with the International Baccalaureate as the common thread.',
    },
  },
  ages: { es: 'Alumnos', en: 'Pupils' },
  years: { es: 'Cursos', en: 'School years' },
  programme: { es: 'Programa IB', en: 'IB programme' },
  about: { es: 'La etapa', en: 'About the stage' },
  highlights: { es: 'Lo que la hace especial', en: 'What makes it special' },
  cta: {
    title: { es: '¿Quieres conocerla de cerca?', en: 'Would you like to see it for yourself?' },
    text: {
      es: 'Ven a visitarnos y habla con la dirección técnica de la etapa: es el primer paso para solicitar plaza.',
      en: 'Come and visit us and talk to the stage’s technical director: it is the first step towards a place.',
    },
    visit: { es: 'Pedir una visita', en: 'Request a visit' },
    fees: { es: 'Ver honorarios', en: 'See the fees' },
  },
} as const satisfies Record<string, unknown>;
