import type { Localized, LocalizedParagraphs } from './types';

/**
 * The school's foundation (specification sections 2 and 3): what it is, why
 * it exists, the president's letter, its foundational purposes and the
 * organisations it supports. People appear by their role only.
 */

export type FoundationPurpose = {
  /** Shown with three digits: 1 → "001". */
  readonly number: number;
  readonly title: Localized;
  readonly text: Localized;
};

export type Partner = {
  /** A proper name, the same in both languages. */
  readonly name: string;
  readonly tagline: Localized;
  readonly url: string;
};

type TextBlock = { readonly heading: Localized; readonly paragraphs: LocalizedParagraphs };

export const foundationHome = {
  heroCarouselLabel: { es: 'Imágenes de la Fundación', en: 'Pictures of the Foundation' },
  /** Under the hero title. */
  tagline: {
    es: 'Educar también fuera de las aulas',
    en: 'Educating beyond the classroom too',
  },
  about: {
    heading: { es: 'Una fundación nacida del colegio', en: 'A foundation born of the school' },
    paragraphs: {
      es: [
        'La Fundación es la manera en que el colegio devuelve a la sociedad parte de lo que recibe. Reúne a familias, alumnos, antiguos alumnos y profesores en torno a una misma idea: que la educación es la herramienta más poderosa para mejorar la vida de las personas.',
        'Desde ella impulsamos becas, proyectos solidarios, actividades culturales y deportivas, y colaboramos con otras entidades que comparten nuestros valores.',
      ],
      en: [
        'The Foundation is how the school gives back to society part of what it receives. It brings families, pupils, alumni and teachers together around one idea: that education is the most powerful way to improve people’s lives.',
        'Through it we support scholarships, community projects, cultural and sporting activities, and we work with other organisations that share our values.',
      ],
    },
  },
  join: {
    heading: { es: 'Cualquiera puede sumar', en: 'Everyone can help' },
    paragraphs: {
      es: [
        'Como voluntario en un proyecto, con una aportación o con una idea: todas las manos cuentan. Escríbenos y te contamos cómo participar.',
      ],
      en: [
        'As a volunteer on a project, with a donation or with an idea: every pair of hands counts. Write to us and we will tell you how to take part.',
      ],
    },
  },
} as const satisfies { heroCarouselLabel: Localized; tagline: Localized; about: TextBlock; join: TextBlock };

export const foundationReason = {
  lead: {
    es: 'Creemos que un buen colegio no termina en sus muros.',
    en: 'We believe a good school does not end at its walls.',
  },
  sections: [
    {
      heading: { es: 'Por qué existimos', en: 'Why we exist' },
      paragraphs: {
        es: [
          'Desde que el colegio abrió sus puertas en {foundedYear}, su propósito ha sido educar en la felicidad: formar personas capaces, curiosas y generosas. La Fundación lleva ese propósito más allá del colegio.',
          'Existe para que el talento no dependa de las circunstancias de cada familia, para que nuestros alumnos aprendan que ayudar también se aprende, y para que la comunidad del colegio tenga un cauce con el que mejorar su entorno.',
        ],
        en: [
          'Ever since the school opened its doors in {foundedYear}, its purpose has been to educate in happiness: to bring up capable, curious and generous people. The Foundation carries that purpose beyond the school.',
          'It exists so that talent does not depend on each family’s circumstances, so that our pupils learn that helping others can be learnt too, and so that the school community has a way to improve the world around it.',
        ],
      },
    },
    {
      heading: { es: 'Cómo trabajamos', en: 'How we work' },
      paragraphs: {
        es: [
          'Trabajamos con proyectos concretos y medibles, en colaboración con entidades especializadas y con la implicación directa de alumnos, familias y profesores.',
          'Cada iniciativa responde a uno de nuestros fines fundacionales y se explica con transparencia a quienes la hacen posible.',
        ],
        en: [
          'We work through concrete, measurable projects, together with specialist organisations and with the direct involvement of pupils, families and teachers.',
          'Every initiative serves one of our foundational purposes and is reported openly to those who make it possible.',
        ],
      },
    },
  ],
} as const satisfies { lead: Localized; sections: readonly TextBlock[] };

export const presidentLetter = {
  heading: { es: 'Compartir lo que hemos aprendido', en: 'Sharing what we have learnt' },
  greeting: { es: 'Queridas familias y amigos:', en: 'Dear families and friends,' },
  paragraphs: {
    es: [
      'Hace más de {years} años, en {foundedYear}, nació un colegio con una convicción sencilla: los niños aprenden mejor cuando son felices. Aquella convicción sigue guiando cada día nuestro trabajo.',
      'Con el tiempo entendimos que esa misma forma de educar debía llegar también a quienes no se sientan en nuestras aulas. Así nació la Fundación: para compartir lo aprendido, abrir oportunidades y enseñar a nuestros alumnos, con el ejemplo, que el conocimiento cobra todo su sentido cuando se pone al servicio de los demás.',
      'Nada de lo que hacemos sería posible sin las familias, los alumnos, los antiguos alumnos y los profesores que dedican su tiempo y su ilusión a cada proyecto. A todos ellos, gracias.',
      'Os invito a conocer nuestros fines y nuestra obra social, y a sumaros a ella de la manera que cada uno pueda.',
    ],
    en: [
      'More than {years} years ago, in {foundedYear}, a school was born with a simple conviction: children learn best when they are happy. That conviction still guides our work every day.',
      'In time we realised that the same way of educating should also reach those who do not sit in our classrooms. That is how the Foundation came about: to share what we have learnt, to open up opportunities and to show our pupils, by example, that knowledge finds its full meaning when it is put at the service of others.',
      'None of what we do would be possible without the families, pupils, alumni and teachers who give their time and enthusiasm to every project. Thank you, all of you.',
      'I invite you to discover our purposes and our social work, and to join it in whatever way you can.',
    ],
  },
  closing: { es: 'Un afectuoso saludo,', en: 'With warm regards,' },
  signature: { es: 'El Presidente de la Fundación', en: 'The President of the Foundation' },
} as const satisfies { heading: Localized; greeting: Localized; paragraphs: LocalizedParagraphs; closing: Localized; signature: Localized };

export const purposesIntro = {
  es: 'Los estatutos de la Fundación recogen sus fines, que orientan cada uno de sus proyectos.',
  en: 'The Foundation’s statutes set out its purposes, which guide every one of its projects.',
} as const satisfies Localized;

// SAMPLE DATA: the school replaces these (the specification gives the shape, number, title and text, not the wording).
export const foundationalPurposes = [
  {
    number: 1,
    title: { es: 'Educación de calidad', en: 'Quality education' },
    text: {
      es: 'Promover una educación integral, bilingüe e internacional que desarrolle el talento y la felicidad de cada alumno.',
      en: 'To promote an all-round, bilingual and international education that develops the talent and happiness of every pupil.',
    },
  },
  {
    number: 2,
    title: { es: 'Becas y ayudas al estudio', en: 'Scholarships and study grants' },
    text: {
      es: 'Conceder becas para que ningún alumno con capacidad y esfuerzo quede fuera por motivos económicos.',
      en: 'To award scholarships so that no able, hard-working pupil is left out for financial reasons.',
    },
  },
  {
    number: 3,
    title: { es: 'Inclusión social', en: 'Social inclusion' },
    text: {
      es: 'Apoyar a niños y jóvenes en riesgo de exclusión con refuerzo escolar, acompañamiento y oportunidades.',
      en: 'To support children and young people at risk of exclusion with tutoring, mentoring and opportunities.',
    },
  },
  {
    number: 4,
    title: { es: 'Cooperación al desarrollo', en: 'Development cooperation' },
    text: {
      es: 'Colaborar en proyectos educativos y sanitarios en comunidades con menos recursos, en España y fuera de ella.',
      en: 'To take part in education and health projects in communities with fewer resources, in Spain and abroad.',
    },
  },
  {
    number: 5,
    title: { es: 'Cultura y artes', en: 'Culture and the arts' },
    text: {
      es: 'Fomentar la música, el teatro, la lectura y las artes como parte esencial de la formación de la persona.',
      en: 'To encourage music, theatre, reading and the arts as an essential part of a person’s education.',
    },
  },
  {
    number: 6,
    title: { es: 'Medio ambiente', en: 'The environment' },
    text: {
      es: 'Cuidar la naturaleza y educar en el respeto al entorno con iniciativas de sostenibilidad y reforestación.',
      en: 'To care for nature and teach respect for the environment through sustainability and tree-planting initiatives.',
    },
  },
  {
    number: 7,
    title: { es: 'Deporte y vida sana', en: 'Sport and healthy living' },
    text: {
      es: 'Impulsar el deporte como escuela de valores: esfuerzo, compañerismo y juego limpio.',
      en: 'To champion sport as a school of values: effort, team spirit and fair play.',
    },
  },
  {
    number: 8,
    title: { es: 'Investigación e innovación educativa', en: 'Educational research and innovation' },
    text: {
      es: 'Apoyar la investigación y la formación del profesorado para mejorar la manera de enseñar y aprender.',
      en: 'To support research and teacher training to improve the way we teach and learn.',
    },
  },
  {
    number: 9,
    title: { es: 'Voluntariado', en: 'Volunteering' },
    text: {
      es: 'Ofrecer a alumnos, familias y profesores cauces para dedicar su tiempo a quienes más lo necesitan.',
      en: 'To give pupils, families and teachers ways to give their time to those who need it most.',
    },
  },
  {
    number: 10,
    title: { es: 'Entendimiento internacional', en: 'International understanding' },
    text: {
      es: 'Favorecer los intercambios y el conocimiento de otras lenguas y culturas como base de la convivencia.',
      en: 'To foster exchanges and the learning of other languages and cultures as a basis for living together.',
    },
  },
  {
    number: 11,
    title: { es: 'Apoyo a las familias', en: 'Support for families' },
    text: {
      es: 'Acompañar a las familias en la educación de sus hijos con formación, encuentros y orientación.',
      en: 'To stand by families in bringing up their children, with training, meetings and guidance.',
    },
  },
] as const satisfies readonly FoundationPurpose[];

export const socialWorkText = {
  intro: {
    es: 'La Fundación colabora con entidades que trabajan cada día por la educación, la inclusión y el cuidado del entorno. Estas son algunas de ellas.',
    en: 'The Foundation works with organisations that strive every day for education, inclusion and care for the environment. Here are some of them.',
  },
  visit: { es: 'Visitar su web', en: 'Visit their website' },
} as const satisfies { intro: Localized; visit: Localized };

// SAMPLE DATA: the school replaces these (invented organisations; the specification gives four, with name, tagline and link).
export const socialPartners = [
  {
    name: 'Asociación Semilla Común',
    tagline: {
      es: 'Refuerzo escolar y acompañamiento para niños de barrios con menos oportunidades.',
      en: 'Tutoring and mentoring for children in neighbourhoods with fewer opportunities.',
    },
    url: 'https://example.org/obra-social/semilla-comun',
  },
  {
    name: 'Fundación Mesa Compartida',
    tagline: {
      es: 'Alimentos y apoyo cercano para familias que atraviesan un momento difícil.',
      en: 'Food and close support for families going through a difficult time.',
    },
    url: 'https://example.org/obra-social/mesa-compartida',
  },
  {
    name: 'Asociación Letras al Viento',
    tagline: {
      es: 'Bibliotecas y talleres de lectura en comunidades rurales.',
      en: 'Libraries and reading workshops in rural communities.',
    },
    url: 'https://example.org/obra-social/letras-al-viento',
  },
  {
    name: 'Fundación Bosque Escuela',
    tagline: {
      es: 'Reforestación y educación ambiental con voluntarios de todas las edades.',
      en: 'Tree planting and environmental education with volunteers of all ages.',
    },
    url: 'https://example.org/obra-social/bosque-escuela',
  },
] as const satisfies readonly Partner[];
