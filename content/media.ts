import type { ImageKey } from './images';
import type { RouteKey } from './navigation';
import type { Localized, LocalizedParagraphs, MonthDay } from './types';

/* Liceo in the media (specification section 2, "Media pages"). Every page has a slider. */

export type MediaSlide = { readonly image: ImageKey; readonly caption: Localized };

type MediaItem = {
  readonly route: RouteKey;
  readonly image: ImageKey;
  readonly title: Localized;
  /** A day of the school year (see calendar.ts). */
  readonly date: MonthDay;
  readonly summary: Localized;
};

export type MediaIndexContent = {
  readonly title: Localized;
  readonly intro: Localized;
  readonly items: readonly MediaItem[];
  readonly sliderTitle: Localized;
  readonly slides: readonly MediaSlide[];
};

export const mediaIndex = {
  title: { es: 'Lo que contamos', en: 'What we are saying' },
  intro: {
    es: 'Una revista, un club de emprendimiento, una televisión y una radio: cuatro maneras de contar el colegio, hechas por sus alumnos.',
    en: 'A magazine, an entrepreneurship club, a television channel and a radio station: four ways of telling the school’s story, made by its pupils.',
  },
  // SAMPLE DATA: the school replaces these
  items: [
    {
      route: 'radio',
      image: 'mediaRadio',
      title: { es: 'Liceo Radio sale a las ondas', en: 'Liceo Radio goes on air' },
      date: { month: 3, day: 8 },
      summary: {
        es: 'Entrevistas, música y las noticias del colegio, preparadas y locutadas por los propios alumnos.',
        en: 'Interviews, music and school news, prepared and presented by the pupils themselves.',
      },
    },
    {
      route: 'emprende',
      image: 'mediaEmprende',
      title: { es: 'Liceo Emprende abre su ciclo de conferencias', en: 'Liceo Emprende opens its series of talks' },
      date: { month: 2, day: 20 },
      summary: {
        es: 'Profesionales de distintos ámbitos visitan el club para contar cómo nació su proyecto.',
        en: 'Professionals from many fields visit the club to tell how their projects began.',
      },
    },
    {
      route: 'tv',
      image: 'mediaTv',
      title: { es: 'Liceo TV estrena reportajes', en: 'Liceo TV premieres new reports' },
      date: { month: 1, day: 26 },
      summary: {
        es: 'Guion, cámara y edición: los alumnos cuentan la vida del colegio con imágenes.',
        en: 'Script, camera and editing: pupils tell the story of school life in pictures.',
      },
    },
    {
      route: 'magazine',
      image: 'magazineCover',
      title: { es: 'Ya está aquí The Liceo Times', en: 'The Liceo Times is here' },
      date: { month: 12, day: 18 },
      summary: {
        es: 'El primer número de la revista del colegio, escrita e ilustrada por los alumnos.',
        en: 'The first issue of the school magazine, written and illustrated by pupils.',
      },
    },
  ],
  sliderTitle: { es: 'Entre bastidores', en: 'Behind the scenes' },
  // SAMPLE DATA: the school replaces these
  slides: [
    { image: 'extraNew', caption: { es: 'Preparando un reportaje sobre robótica.', en: 'Preparing a report on robotics.' } },
    { image: 'students', caption: { es: 'Buscando historias en el recreo.', en: 'Looking for stories at break time.' } },
    { image: 'facilitiesLibrary', caption: { es: 'Documentación para el próximo número.', en: 'Research for the next issue.' } },
    { image: 'virtualAuditorium', caption: { es: 'El salón de actos, listo para una conferencia.', en: 'The assembly hall, ready for a talk.' } },
  ],
} as const satisfies MediaIndexContent;

export type MagazineContent = {
  readonly name: string;
  readonly issue: number;
  /** The issue's month: the specification gives December 2023. */
  readonly published: { readonly year: number; readonly month: number };
  readonly cover: ImageKey;
  readonly pdfUrl: string;
  readonly issueLabel: Localized;
  readonly paragraphs: LocalizedParagraphs;
  readonly sliderTitle: Localized;
  readonly slides: readonly MediaSlide[];
};

export const magazine = {
  name: 'The Liceo Times',
  issue: 1,
  published: { year: 2023, month: 12 },
  cover: 'magazineCover',
  // SAMPLE DATA: the school replaces this (the specification does not give the PDF).
  pdfUrl: 'https://example.org/the-liceo-times-1.pdf',
  issueLabel: { es: 'Número', en: 'Issue' },
  paragraphs: {
    es: [
      'The Liceo Times es la revista del colegio: la escriben, la ilustran y la maquetan los alumnos, con la ayuda de sus profesores.',
      'En sus páginas caben las noticias del curso, entrevistas, creaciones de todas las etapas y la mirada de los alumnos sobre lo que pasa dentro y fuera del colegio.',
    ],
    en: [
      'The Liceo Times is the school magazine: pupils write, illustrate and lay it out, with help from their teachers.',
      'Its pages hold the news of the year, interviews, work from every stage and the pupils’ view of what happens in and beyond the school.',
    ],
  },
  sliderTitle: { es: 'En este número', en: 'In this issue' },
  // SAMPLE DATA: the school replaces these
  slides: [
    { image: 'news1', caption: { es: 'Los diplomas de idiomas, en primera página.', en: 'Language certificates on the front page.' } },
    { image: 'news3', caption: { es: 'Reportaje: así se prepara una feria de ciencias.', en: 'Feature: how a science fair comes together.' } },
    { image: 'news2', caption: { es: 'Deportes: la temporada de nuestros equipos.', en: 'Sport: our teams’ season.' } },
    { image: 'tripExchange', caption: { es: 'Diario de un intercambio.', en: 'Diary of an exchange.' } },
  ],
} as const satisfies MagazineContent;

type ChannelBlock = { readonly id: string; readonly title: Localized; readonly text: Localized };

/** Liceo Emprende, Liceo TV and Liceo Radio share one layout. */
export type ChannelContent = {
  readonly title: Localized;
  readonly paragraphs: LocalizedParagraphs;
  readonly sliderTitle: Localized;
  readonly slides: readonly MediaSlide[];
  readonly blocksTitle: Localized;
  readonly blocks: readonly ChannelBlock[];
};

export const emprende = {
  title: { es: 'El club de emprendimiento', en: 'The entrepreneurship club' },
  paragraphs: {
    es: [
      'Liceo Emprende es el club de emprendimiento del colegio: un espacio donde los alumnos convierten ideas en proyectos, aprenden a trabajar en equipo y se atreven a presentarlos en público.',
      'Durante el curso, el club organiza conferencias con profesionales de distintos ámbitos, que cuentan cómo nació su proyecto y responden a las preguntas de los alumnos.',
    ],
    en: [
      'Liceo Emprende is the school’s entrepreneurship club: a place where pupils turn ideas into projects, learn to work as a team and find the confidence to present them in public.',
      'During the year, the club hosts talks by professionals from many fields, who explain how their projects began and answer the pupils’ questions.',
    ],
  },
  sliderTitle: { es: 'El club en imágenes', en: 'The club in pictures' },
  // SAMPLE DATA: the school replaces these
  slides: [
    { image: 'mediaEmprende', caption: { es: 'Conferencia en el salón de actos.', en: 'A talk in the assembly hall.' } },
    { image: 'campImmersion', caption: { es: 'Taller de ideas en equipo.', en: 'A team ideas workshop.' } },
    { image: 'stagePai', caption: { es: 'Preparando la presentación de un proyecto.', en: 'Preparing a project pitch.' } },
    { image: 'extraNew', caption: { es: 'Del boceto al prototipo.', en: 'From sketch to prototype.' } },
  ],
  blocksTitle: { es: 'Conferencias', en: 'Talks' },
  // SAMPLE DATA: the school replaces these
  blocks: [
    {
      id: 'idea-to-prototype',
      title: { es: 'De la idea al prototipo', en: 'From idea to prototype' },
      text: {
        es: 'Cómo pasar de una ocurrencia a algo que se puede probar, enseñar y mejorar.',
        en: 'How to turn a passing thought into something you can test, show and improve.',
      },
    },
    {
      id: 'purpose',
      title: { es: 'Emprender con propósito', en: 'Enterprise with a purpose' },
      text: {
        es: 'Proyectos que buscan mejorar su entorno además de salir adelante.',
        en: 'Projects that set out to improve the world around them as well as to succeed.',
      },
    },
    {
      id: 'pitch',
      title: { es: 'Una idea en tres minutos', en: 'An idea in three minutes' },
      text: {
        es: 'Claves para contar un proyecto con claridad y convencer a quien escucha.',
        en: 'Keys to explaining a project clearly and winning over the audience.',
      },
    },
    {
      id: 'technology',
      title: { es: 'Tecnología para nuevos proyectos', en: 'Technology for new ventures' },
      text: {
        es: 'Herramientas digitales que ayudan a crear, organizar y dar a conocer una iniciativa.',
        en: 'Digital tools that help to create, organise and promote an initiative.',
      },
    },
  ],
} as const satisfies ChannelContent;

export const liceoTv = {
  title: { es: 'La televisión del colegio', en: 'The school’s television' },
  paragraphs: {
    es: [
      'Liceo TV es la televisión del colegio. Los alumnos escriben los guiones, graban, presentan y editan reportajes sobre la vida escolar.',
      'Por el camino aprenden a contar historias con imágenes, a hablar ante la cámara y a trabajar como un verdadero equipo de producción.',
    ],
    en: [
      'Liceo TV is the school’s television channel. Pupils write the scripts, film, present and edit reports on school life.',
      'Along the way they learn to tell stories in pictures, to speak on camera and to work as a real production team.',
    ],
  },
  sliderTitle: { es: 'En el plató', en: 'On set' },
  // SAMPLE DATA: the school replaces these
  slides: [
    { image: 'mediaTv', caption: { es: 'Grabación del informativo del colegio.', en: 'Recording the school news bulletin.' } },
    { image: 'virtualSportsHall', caption: { es: 'Reportaje desde el pabellón deportivo.', en: 'Reporting from the sports hall.' } },
    { image: 'students', caption: { es: 'Entrevistas a pie de jardín.', en: 'Interviews out in the gardens.' } },
    { image: 'news2', caption: { es: 'Resumen de la jornada deportiva.', en: 'Highlights of the sports day.' } },
  ],
  blocksTitle: { es: 'Así se hace Liceo TV', en: 'How Liceo TV is made' },
  blocks: [
    {
      id: 'script',
      title: { es: 'Guion', en: 'Script' },
      text: { es: 'Elegir la historia, documentarla y escribirla para la pantalla.', en: 'Choosing the story, researching it and writing it for the screen.' },
    },
    {
      id: 'filming',
      title: { es: 'Grabación', en: 'Filming' },
      text: { es: 'Cámara, luz y sonido, cuidando cada plano.', en: 'Camera, light and sound, taking care over every shot.' },
    },
    {
      id: 'presenting',
      title: { es: 'Presentación', en: 'Presenting' },
      text: { es: 'Hablar ante la cámara con naturalidad y confianza.', en: 'Speaking on camera naturally and with confidence.' },
    },
    {
      id: 'editing',
      title: { es: 'Edición', en: 'Editing' },
      text: { es: 'Montar, ajustar el ritmo y dejar listo cada reportaje.', en: 'Cutting, setting the pace and getting each report ready.' },
    },
  ],
} as const satisfies ChannelContent;

export const liceoRadio = {
  title: { es: 'La radio del colegio', en: 'The school’s radio' },
  paragraphs: {
    es: [
      'Liceo Radio da voz a los alumnos: entrevistas, música, debates y noticias del colegio, preparados y locutados por ellos mismos.',
      'Ante el micrófono se aprende a escuchar, a ordenar las ideas y a expresarlas con claridad.',
    ],
    en: [
      'Liceo Radio gives pupils a voice: interviews, music, debates and school news, prepared and presented by the pupils themselves.',
      'In front of the microphone they learn to listen, to order their ideas and to express them clearly.',
    ],
  },
  sliderTitle: { es: 'En el estudio', en: 'In the studio' },
  // SAMPLE DATA: the school replaces these
  slides: [
    { image: 'mediaRadio', caption: { es: 'En directo desde el estudio.', en: 'Live from the studio.' } },
    { image: 'extraOther', caption: { es: 'Sesión musical preparada por los alumnos.', en: 'A music session prepared by pupils.' } },
    { image: 'facilitiesLibrary', caption: { es: 'Preparando las preguntas de una entrevista.', en: 'Preparing interview questions.' } },
    { image: 'extraLanguages', caption: { es: 'Programas en varios idiomas.', en: 'Programmes in several languages.' } },
  ],
  blocksTitle: { es: 'En antena', en: 'On air' },
  // SAMPLE DATA: the school replaces these
  blocks: [
    {
      id: 'news',
      title: { es: 'Buenos días, Liceo', en: 'Good morning, Liceo' },
      text: { es: 'Las noticias del colegio, contadas en pocos minutos.', en: 'The school news, told in a few minutes.' },
    },
    {
      id: 'interviews',
      title: { es: 'Con voz propia', en: 'In their own words' },
      text: { es: 'Conversaciones con profesores, familias y antiguos alumnos.', en: 'Conversations with teachers, families and former pupils.' },
    },
    {
      id: 'debate',
      title: { es: 'La hora del debate', en: 'Debate hour' },
      text: { es: 'Dos posturas, argumentos y respeto por quien piensa distinto.', en: 'Two positions, sound arguments and respect for those who disagree.' },
    },
    {
      id: 'music',
      title: { es: 'Lista de reproducción', en: 'Playlist' },
      text: { es: 'La música que eligen y presentan los alumnos.', en: 'Music chosen and introduced by the pupils.' },
    },
  ],
} as const satisfies ChannelContent;
