import type { Localized } from './types';

/**
 * The school's manifesto (specification section 2, "Meet us pages"): a
 * headline, a quote and twelve numbered principles, in the specification's
 * order. A principle's number is its position in the list.
 */

export type Principle = { readonly name: Localized; readonly text: Localized };

export type Manifesto = {
  readonly eyebrow: Localized;
  readonly headline: Localized;
  readonly quote: Localized;
  readonly principlesTitle: Localized;
  readonly principles: readonly Principle[];
};

export const manifesto = {
  eyebrow: { es: 'Lo que creemos', en: 'What we believe' },
  headline: { es: 'Aprender es una forma de ser feliz', en: 'Learning is a way of being happy' },
  quote: {
    es: 'Un colegio no se mide solo por lo que sus alumnos saben al salir, sino por las ganas de aprender que se llevan para toda la vida.',
    en: 'A school is measured not only by what its pupils know when they leave, but by the wish to keep learning that they carry with them for life.',
  },
  principlesTitle: { es: 'Nuestros principios', en: 'Our principles' },
  principles: [
    {
      name: { es: 'ILE', en: 'ILE' },
      text: {
        es: 'Nos inspira la tradición de la Institución Libre de Enseñanza: aprender en libertad, con espíritu crítico y en contacto con la naturaleza y la cultura.',
        en: 'We draw on the tradition of Spain’s Institución Libre de Enseñanza: learning in freedom, with a critical mind and in close touch with nature and culture.',
      },
    },
    {
      name: { es: 'Derechos Humanos', en: 'Human Rights' },
      text: {
        es: 'La dignidad de cada persona es nuestro punto de partida. Educamos para conocer, respetar y defender los derechos humanos.',
        en: 'The dignity of every person is where we begin. We teach pupils to know, respect and defend human rights.',
      },
    },
    {
      name: { es: 'Educación Internacional', en: 'International Education' },
      text: {
        es: 'Formamos ciudadanos del mundo, con programas internacionales que abren puertas en cualquier país.',
        en: 'We educate citizens of the world, with international programmes that open doors in any country.',
      },
    },
    {
      name: { es: 'Idiomas', en: 'Languages' },
      text: {
        es: 'Los idiomas se aprenden usándolos. Con el español y el inglés como base, nuestros alumnos descubren otras lenguas y otras culturas.',
        en: 'Languages are learned by using them. With Spanish and English as a foundation, our pupils discover other languages and other cultures.',
      },
    },
    {
      name: { es: 'Valores', en: 'Values' },
      text: {
        es: 'Esfuerzo, respeto, generosidad y responsabilidad: valores que se enseñan con el ejemplo.',
        en: 'Effort, respect, generosity and responsibility: values that are taught by example.',
      },
    },
    {
      name: { es: 'Ciencia', en: 'Science' },
      text: {
        es: 'Observar, preguntar, experimentar y comprobar. El método científico es también una manera de pensar.',
        en: 'Observe, ask, experiment, check. The scientific method is also a way of thinking.',
      },
    },
    {
      name: { es: 'Futuro', en: 'Future' },
      text: {
        es: 'Preparamos a los alumnos para profesiones que aún no existen, con creatividad, iniciativa y capacidad de adaptación.',
        en: 'We prepare pupils for careers that do not exist yet, with creativity, initiative and the ability to adapt.',
      },
    },
    {
      name: { es: 'Deporte', en: 'Sport' },
      text: {
        es: 'El deporte enseña constancia, trabajo en equipo y a saber ganar y perder. Forma parte de cada día.',
        en: 'Sport teaches perseverance, teamwork and how to win and lose well. It is part of every day.',
      },
    },
    {
      name: { es: 'Juego', en: 'Play' },
      text: {
        es: 'Jugar es la primera manera de aprender. Damos tiempo y espacio al juego a todas las edades.',
        en: 'Play is the first way we learn. We give it time and space at every age.',
      },
    },
    {
      name: { es: 'Tecnología', en: 'Technology' },
      text: {
        es: 'Usamos la tecnología con sentido: como herramienta para crear, investigar y comunicar, nunca como un fin en sí misma.',
        en: 'We use technology with purpose: as a tool to create, research and communicate, never as an end in itself.',
      },
    },
    {
      name: { es: 'Clima y trabajo en equipo', en: 'Climate and teamwork' },
      text: {
        es: 'Un buen clima de convivencia es la base de todo. Aprendemos a colaborar, a escuchar y a sumar talentos.',
        en: 'A warm, respectful atmosphere underpins everything. We learn to cooperate, to listen and to combine our talents.',
      },
    },
    {
      name: { es: 'Felicidad', en: 'Happiness' },
      text: {
        es: 'Es nuestra meta y nuestro método: educar en la felicidad para que cada alumno crezca seguro, libre y con ganas de aprender.',
        en: 'It is both our goal and our method: educating in happiness so that every pupil grows up confident, free and eager to learn.',
      },
    },
  ],
} as const satisfies Manifesto;

/** "01" … "12": principles are shown with two-digit numbers. */
export const principleNumber = (index: number) => String(index + 1).padStart(2, '0');
