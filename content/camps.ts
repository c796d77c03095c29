import campsData from './data/camps.json';
import { schoolYearStart } from './calendar';
import { campSeasonOf, campsFile, type Camp, type CampKey, type CampRegion } from './schemas/camps';
import type { Localized, LocalizedParagraphs } from './types';

/**
 * Summer camps (specification sections 2, 3 and 9): the School & Sports day
 * camp, the camps in Spain and abroad, and the rules every camp shares. The
 * facts are in content/data/camps.json, shaped by content/schemas/camps.ts;
 * this module reads them for the pages. Camp names are the route labels in
 * messages/*.json (`nav.<key>`).
 */

export type { Camp, CampAddress, CampKey, CampLinks, CampProgramme, CampRegion, LanguageCourse } from './schemas/camps';

const data = campsFile.parse(campsData);

/**
 * The summer the camps belong to: the one that ends the school year of
 * content/data/calendar.json (2023/2024 → summer 2024). The camp pages show it with
 * every date; the early-bird deadline of 29 February needs it to be a leap year.
 */
export const campSeasonYear = campSeasonOf(schoolYearStart);

/** Every camp, Spain first, in the order the lists show them. */
export const camps = Object.fromEntries(data.camps.map((camp) => [camp.key, camp])) as Record<CampKey, Camp>;

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
  ...data.dayCamp,
  /** The school's sports grounds, with their size from content/site.ts. */
  facilities: {
    es: (area: string) => `Deporte en los ${area} de instalaciones deportivas del colegio.`,
    en: (area: string) => `Sport across the school’s ${area} of sports facilities.`,
  },
} as const satisfies { facilities: Localized<(area: string) => string> };

/** What no camper may bring, and what happens if one does (specification section 9). */
export const { campRules } = data;

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
