import type { Localized, LocalizedParagraphs } from './types';

/**
 * The results page (specification section 2, "Meet us pages"): results,
 * languages, sport and rankings. The specification gives no marks, pass
 * rates or positions, so the blocks describe them without figures; the only
 * numbers are the school facts, filled in from site.facts.
 */

export type ResultsBlock = {
  readonly id: 'academic' | 'languages' | 'sport' | 'rankings';
  readonly title: Localized;
  readonly paragraphs: LocalizedParagraphs;
};

export type LanguageExamLink = { readonly href: string; readonly hrefLang: string; readonly label: Localized };

/** The exam board for the English certificates pupils prepare for. */
export const englishExamBoard = {
  href: 'https://www.cambridgeenglish.org/',
  hrefLang: 'en',
  label: { es: 'Los certificados de inglés de Cambridge', en: 'Cambridge English certificates' },
} as const satisfies LanguageExamLink;

/**
 * `{languageCount}` and `{languages}`: the languages taught; `{athletes}`: federated
 * athletes; `{sports}`: area of the sports facilities.
 */
export const resultsBlocks = [
  {
    id: 'academic',
    title: { es: 'Resultados académicos', en: 'Academic results' },
    paragraphs: {
      es: [
        'Nuestros alumnos terminan el colegio preparados para estudiar en la universidad que elijan, en España o en el extranjero. El Bachillerato y el Programa del Diploma del IB les dan una formación sólida y una manera de estudiar autónoma y rigurosa.',
        'Miramos el progreso de cada alumno a lo largo de los años, no solo su nota final: cuánto ha avanzado, qué ha descubierto y cuánta confianza ha ganado.',
      ],
      en: [
        'Our pupils leave school ready to study at the university of their choice, in Spain or abroad. The Baccalaureate and the IB Diploma Programme give them a solid grounding and an independent, rigorous way of studying.',
        'We look at each pupil’s progress over the years, not just their final mark: how far they have come, what they have discovered and how much confidence they have gained.',
      ],
    },
  },
  {
    id: 'languages',
    title: { es: 'Idiomas', en: 'Languages' },
    paragraphs: {
      es: [
        'En el colegio se enseñan {languageCount} idiomas: {languages}. Los alumnos los aprenden usándolos, desde los primeros cursos.',
        'A lo largo de su etapa escolar preparan los exámenes oficiales que acreditan su nivel, como los certificados de inglés de Cambridge.',
      ],
      en: [
        'The school teaches {languageCount} languages: {languages}. Pupils learn them by using them, from their earliest years.',
        'Throughout their school years they prepare for the official exams that certify their level, such as the Cambridge English certificates.',
      ],
    },
  },
  {
    id: 'sport',
    title: { es: 'Deporte', en: 'Sport' },
    paragraphs: {
      es: [
        'Más de {athletes} deportistas federados entrenan y compiten con los equipos del colegio en {sports} de instalaciones deportivas.',
        'El deporte forma parte del día a día de todos los alumnos, compitan o no: enseña constancia, trabajo en equipo y a saber ganar y perder.',
      ],
      en: [
        'Over {athletes} federated athletes train and compete with the school’s teams on {sports} of sports facilities.',
        'Sport is part of every pupil’s day, whether they compete or not: it teaches perseverance, teamwork and how to win and lose well.',
      ],
    },
  },
  {
    id: 'rankings',
    title: { es: 'Rankings', en: 'Rankings' },
    paragraphs: {
      es: [
        'Cada año, distintas publicaciones elaboran clasificaciones de colegios a partir de sus resultados, su oferta educativa y sus instalaciones.',
        'Las recibimos como un reconocimiento al trabajo de alumnos, profesores y familias, pero no como una meta: para nosotros, el éxito es que cada alumno dé lo mejor de sí mismo y sea feliz haciéndolo.',
      ],
      en: [
        'Every year, various publications rank schools on their results, their educational offer and their facilities.',
        'We welcome them as recognition of the work of pupils, teachers and families, but not as a goal: for us, success means every pupil giving their best and being happy doing it.',
      ],
    },
  },
] as const satisfies readonly ResultsBlock[];
