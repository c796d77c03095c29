import type { Localized } from './types';

/**
 * Fees of the school (specification section 9, "Fees"). Amounts are whole
 * euros; pages format them with formatEuros. Months are 1-12.
 */

/** The course the fees apply to: 2024/2025, September to June. */
export const feesCourse = { startYear: 2024, firstMonth: 9, lastMonth: 6 } as const;

export type TuitionRow = {
  readonly id: string;
  readonly level: Localized;
  /** Euros per year. */
  readonly amount: number;
  /** Billed only up to this month, instead of to the end of the course. */
  readonly lastBilledMonth?: number;
};

export const tuition = [
  { id: 'prek12-half', level: { es: 'Pre-K 1-2 media jornada (1 año)', en: 'Pre-K 1-2 half day (1 year)' }, amount: 3950 },
  { id: 'prek12-full', level: { es: 'Pre-K 1-2 jornada completa', en: 'Pre-K 1-2 full day' }, amount: 7370 },
  { id: 'prek3', level: { es: 'Pre-K 3', en: 'Pre-K 3' }, amount: 8470 },
  { id: 'prek4-k', level: { es: 'Pre-K 4 y Kindergarten', en: 'Pre-K 4 and Kindergarten' }, amount: 8780 },
  { id: 'primary1-5', level: { es: 'Primaria 1 a 5', en: 'Primary 1 to 5' }, amount: 10860 },
  { id: 'primary6-secondary2', level: { es: 'Primaria 6, Secundaria 1 y 2', en: 'Primary 6, Secondary 1 and 2' }, amount: 11430 },
  { id: 'secondary3-4', level: { es: 'Secundaria 3 y 4', en: 'Secondary 3 and 4' }, amount: 12420 },
  { id: 'bachillerato1', level: { es: 'Bachillerato 1', en: 'Baccalaureate 1' }, amount: 13350 },
  { id: 'bachillerato2', level: { es: 'Bachillerato 2', en: 'Baccalaureate 2' }, amount: 13365, lastBilledMonth: 5 },
  { id: 'diploma1', level: { es: 'Programa del Diploma año 1', en: 'Diploma Programme year 1' }, amount: 15430 },
  { id: 'diploma2', level: { es: 'Programa del Diploma año 2', en: 'Diploma Programme year 2' }, amount: 15426, lastBilledMonth: 5 },
  { id: 'us9-10', level: { es: 'US grades 9 y 10', en: 'US grades 9 and 10' }, amount: 19020 },
  { id: 'us11-12', level: { es: 'US grades 11 y 12', en: 'US grades 11 and 12' }, amount: 19330 },
  { id: 'us-enrolment', level: { es: 'Matrícula US school', en: 'US school enrolment' }, amount: 630 },
] as const satisfies readonly TuitionRow[];

export type ChargePeriod = 'year' | 'term' | 'month';

export type ChargeLine = {
  readonly amount: number;
  readonly period: ChargePeriod;
  /** What the amount is for, when a charge has several (full route, half route). */
  readonly label?: Localized;
  /** Who pays it, when not everyone does. */
  readonly appliesTo?: Localized;
};

export type Charge = {
  readonly id: string;
  readonly title: Localized;
  readonly lines: readonly ChargeLine[];
  /** Months in which it is charged. */
  readonly chargedIn?: readonly number[];
  readonly note?: Localized;
};

/** Lunch needs no line of its own: it is part of the tuition above. */
export const lunchIncludedInTuition = true;

export const charges = [
  {
    id: 'transport',
    title: { es: 'Transporte escolar', en: 'School transport' },
    lines: [
      { amount: 150, period: 'month', label: { es: 'Ruta completa', en: 'Full route' } },
      { amount: 110, period: 'month', label: { es: 'Media ruta', en: 'Half route' } },
    ],
    note: {
      es: 'La ruta de vuelta está incluida para los alumnos de Bachillerato y del Programa del Diploma.',
      en: 'The return route is included for Baccalaureate and Diploma Programme students.',
    },
  },
  {
    id: 'insurance',
    title: { es: 'Seguro escolar', en: 'School insurance' },
    lines: [{ amount: 44, period: 'year' }],
    chargedIn: [10],
  },
  {
    id: 'materials',
    title: { es: 'Material escolar', en: 'School materials' },
    lines: [{ amount: 52, period: 'term' }],
    chargedIn: [11, 2, 5],
  },
  {
    id: 'digital',
    title: { es: 'Recursos digitales', en: 'Digital resources' },
    lines: [
      { amount: 14, period: 'term', appliesTo: { es: 'De Pre-K 4 a Kindergarten', en: 'Pre-K 4 to Kindergarten' } },
      { amount: 14, period: 'month', appliesTo: { es: 'De Primaria 1 a Bachillerato 2', en: 'Primary 1 to Baccalaureate 2' } },
    ],
  },
] as const satisfies readonly Charge[];

/** Listed by the school with no amount. */
export const unpricedItems = [
  { es: 'Reserva de plaza', en: 'Place reservation' },
  { es: 'Visitas educativas y actividades', en: 'Educational visits and activities' },
  { es: 'Viajes de estudios', en: 'Study trips' },
] as const satisfies readonly Localized[];

/** Headings and short copy of the fees page; {placeholders} are filled in by the page. */
export const feesCopy = {
  title: { es: 'Honorarios del curso {course}', en: 'Fees for the {course} school year' },
  lead: {
    es: 'Cuotas anuales en euros para el curso {course}, de {from} a {to}.',
    en: 'Annual fees in euros for the {course} school year, {from} to {to}.',
  },
  caption: { es: 'Cuota anual por curso, {course}', en: 'Annual fee by year group, {course}' },
  levelHeader: { es: 'Curso', en: 'Year group' },
  amountHeader: { es: 'Cuota anual', en: 'Annual fee' },
  billedUntil: { es: 'se factura de {from} a {to}', en: 'billed {from} to {to}' },
  lunch: {
    title: { es: 'Comedor', en: 'Lunch' },
    text: { es: 'Incluido en la cuota', en: 'Included in tuition' },
    detail: {
      es: 'El comedor forma parte de la cuota anual de todos los cursos.',
      en: 'School lunch is part of the annual fee for every year group.',
    },
  },
  extras: {
    title: { es: 'Otros conceptos', en: 'Other charges' },
    lead: {
      es: 'Servicios y cargos que se suman a la cuota anual según las necesidades de cada familia.',
      en: 'Services and charges added to the annual fee, depending on each family’s needs.',
    },
  },
  period: {
    year: { es: 'al año', en: 'a year' },
    term: { es: 'por trimestre', en: 'per term' },
    month: { es: 'al mes', en: 'a month' },
  },
  chargedIn: { es: 'Se cobra en {months}.', en: 'Charged in {months}.' },
  routesLink: { es: 'Ver las rutas', en: 'See the bus routes' },
  unpriced: {
    title: { es: 'Sin importe en esta tabla', en: 'Not priced in this table' },
    text: {
      es: 'Estos conceptos no tienen un importe fijo publicado. Pregúntanos y te daremos toda la información.',
      en: 'These items have no fixed published amount. Ask us and we will give you all the details.',
    },
  },
  questions: {
    title: { es: '¿Tienes alguna duda sobre los honorarios?', en: 'Any questions about fees?' },
    text: {
      es: 'Te explicamos cada concepto y te ayudamos a calcular el coste del curso de tus hijos.',
      en: 'We will explain every item and help you work out the cost of your children’s school year.',
    },
  },
} as const satisfies Record<string, unknown>;
