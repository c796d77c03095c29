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
  /** Which transport route the line prices (the yearly cost offers each one). */
  readonly route?: TransportRoute;
};

export type TransportRoute = 'full' | 'half';

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
      { amount: 150, period: 'month', label: { es: 'Ruta completa', en: 'Full route' }, route: 'full' },
      { amount: 110, period: 'month', label: { es: 'Media ruta', en: 'Half route' }, route: 'half' },
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
  levelHeader: { es: 'Curso', en: 'Year group' },
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
    title: { es: 'Sin importe publicado', en: 'Not listed' },
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

/*
 * What a year costs at each level, as the school bills it: the rules behind
 * the yearly-cost table and calculator of the fees page. lib/yearly-cost.ts
 * adds the amounts above up from them; tests/unit/yearly-cost.test.ts checks
 * them, and the build stops with a message naming the field when one breaks.
 */

/** A row of `tuition`. */
export type TuitionId = (typeof tuition)[number]['id'];
/** A year group: every row of `tuition` except the US school enrolment, which is charged with the US grades. */
export type LevelId = Exclude<TuitionId, 'us-enrolment'>;
export type ChargeId = (typeof charges)[number]['id'];

/** A termly charge comes this many times a year (materials: November, February and May). */
export const termsPerYear = 3;

export type LevelBilling = {
  /** The level's row on the fees page, `/admission/fees/#primary-1-5`: shared links point at it, so keep it stable. */
  readonly anchor: string;
  /** Which line of the digital resources charge the level pays, by its period, or 'notListed' when no amount is published for it. */
  readonly digital: 'term' | 'month' | 'notListed';
  /** 'priced': each transport route at its monthly price. 'returnIncluded': the return route is included, and no price is published for other journeys. */
  readonly transport: 'priced' | 'returnIncluded';
  /** Rows of `tuition` that are not a level but are charged with it, once a year. */
  readonly alsoCharged?: readonly TuitionId[];
};

/**
 * Which charges each level pays besides tuition and `chargedToEveryLevel`.
 * Tuition is billed in equal monthly charges from the course's first month
 * to its last (or to the row's `lastBilledMonth`); each amount must divide
 * exactly into them.
 */
export const levelBilling = {
  'prek12-half': { anchor: 'pre-k-1-2-half-day', digital: 'notListed', transport: 'priced' },
  'prek12-full': { anchor: 'pre-k-1-2-full-day', digital: 'notListed', transport: 'priced' },
  prek3: { anchor: 'pre-k-3', digital: 'notListed', transport: 'priced' },
  'prek4-k': { anchor: 'pre-k-4-kindergarten', digital: 'term', transport: 'priced' },
  'primary1-5': { anchor: 'primary-1-5', digital: 'month', transport: 'priced' },
  'primary6-secondary2': { anchor: 'primary-6-secondary-1-2', digital: 'month', transport: 'priced' },
  'secondary3-4': { anchor: 'secondary-3-4', digital: 'month', transport: 'priced' },
  bachillerato1: { anchor: 'baccalaureate-1', digital: 'month', transport: 'returnIncluded' },
  bachillerato2: { anchor: 'baccalaureate-2', digital: 'month', transport: 'returnIncluded' },
  // The Diploma Programme is taught in 1st and 2nd Bachillerato (content/ib.ts): the baccalaureate's charges apply.
  diploma1: { anchor: 'diploma-programme-1', digital: 'month', transport: 'returnIncluded' },
  diploma2: { anchor: 'diploma-programme-2', digital: 'month', transport: 'returnIncluded' },
  'us9-10': { anchor: 'us-grades-9-10', digital: 'notListed', transport: 'priced', alsoCharged: ['us-enrolment'] },
  'us11-12': { anchor: 'us-grades-11-12', digital: 'notListed', transport: 'priced', alsoCharged: ['us-enrolment'] },
} as const satisfies Record<LevelId, LevelBilling>;

/** Charges every level pays besides tuition. */
export const chargedToEveryLevel = ['insurance', 'materials'] as const satisfies readonly ChargeId[];

/** Every rule of the yearly cost in one object: what lib/yearly-cost.ts reads. */
export const feeRules = { course: feesCourse, termsPerYear, tuition, charges, levelBilling, chargedToEveryLevel };

/** Headings and sentences of the yearly-cost table and calculator; {placeholders} are filled in by the page. */
export const yearlyCostCopy = {
  lead: {
    es: 'El coste de un curso completo en cada nivel, tal como lo factura el colegio: cuota, seguro, material y recursos digitales, y el total con media ruta o con ruta completa de transporte.',
    en: 'The cost of a full school year at every level, as the school bills it: tuition, insurance, materials and digital resources, then the total with a half or a full transport route.',
  },
  caption: { es: 'Coste de un curso completo, {course}', en: 'Cost of a full school year, {course}' },
  headers: {
    tuition: { es: 'Cuota', en: 'Tuition' },
    total: { es: 'Total del curso', en: 'Total for the year' },
    half: { es: 'Con media ruta', en: 'With a half route' },
    full: { es: 'Con ruta completa', en: 'With a full route' },
  },
  /** How an amount paid each term or each month is written. */
  times: {
    term: { es: '{count} trimestres de {amount}', en: '{count} terms of {amount}' },
    month: { es: '{count} meses de {amount}', en: '{count} months of {amount}' },
  },
  inMonths: { es: 'en {months}', en: 'in {months}' },
  notListed: { es: 'Sin importe publicado', en: 'Not listed' },
  withoutDigital: { es: 'sin recursos digitales', en: 'without digital resources' },
  returnIncluded: {
    es: 'Ruta de vuelta incluida; los demás trayectos no tienen importe publicado',
    en: 'Return route included; no price is listed for other journeys',
  },
  rowLink: { es: 'Enlace a esta fila', en: 'Link to this row' },
  notes: {
    title: { es: 'Cómo se factura', en: 'How it is billed' },
    tuition: {
      es: 'La cuota se cobra en {count} mensualidades, de {from} a {to}.',
      en: 'Tuition is billed in {count} monthly payments, {from} to {to}.',
    },
    tuitionShorter: {
      es: '{levels}: en {count} mensualidades, de {from} a {to}.',
      en: '{levels}: in {count} monthly payments, {from} to {to}.',
    },
    monthly: {
      es: 'El transporte y los recursos digitales mensuales se cobran cada mes del curso, de {from} a {to}.',
      en: 'Transport and the monthly digital resources are charged every month of the school year, {from} to {to}.',
    },
    termlyDigital: {
      es: 'Los recursos digitales por trimestre ({levels}) no tienen publicados sus meses de cobro.',
      en: 'No months are listed for the termly digital resources ({levels}).',
    },
    diploma: {
      es: 'El Programa del Diploma se cursa en 1.º y 2.º de Bachillerato: sus filas siguen las reglas de Bachillerato (recursos digitales mensuales y ruta de vuelta incluida).',
      en: 'The Diploma Programme is taught in Baccalaureate 1 and 2, so its rows follow the baccalaureate’s rules (monthly digital resources, return route included).',
    },
    returnIncluded: {
      es: 'Para {levels}, la ruta de vuelta está incluida; los demás trayectos no tienen importe publicado.',
      en: 'For {levels}, the return route is included; no price is listed for other journeys.',
    },
    alsoCharged: {
      es: '{item} ({amount} al año): se suma a {levels}; su mes de cobro no está publicado.',
      en: '{item} ({amount} a year): added for {levels}; no month is listed for it.',
    },
    digitalNotListed: {
      es: 'Los recursos digitales no tienen importe publicado para {levels}: el total no los incluye.',
      en: 'Digital resources are not listed for {levels}: the total leaves them out.',
    },
  },
  calculator: {
    title: { es: 'Calcula el coste de tu curso', en: 'Work out the cost of your year' },
    lead: {
      es: 'Elige el curso y el transporte: verás el total del año y lo que se cobra cada mes.',
      en: 'Choose the year group and the transport: you will see the total for the year and what is charged each month.',
    },
    choose: { es: 'Elige un curso', en: 'Choose a year group' },
    none: { es: 'Sin transporte', en: 'No transport' },
    prompt: { es: 'Elige un curso para ver el total del año.', en: 'Choose a year group to see the total for the year.' },
    total: { es: 'Total del curso, {level}: {amount}.', en: 'Total for the year, {level}: {amount}.' },
    digitalNotListed: {
      es: 'Los recursos digitales de este curso no tienen importe publicado: el total no los incluye.',
      en: 'Digital resources are not listed for this year group: the total leaves them out.',
    },
    transportNotListed: {
      es: 'En este curso la ruta de vuelta está incluida y los demás trayectos no tienen importe publicado: el total no incluye transporte.',
      en: 'For this year group the return route is included and no price is listed for other journeys: the total includes no transport.',
    },
    schedule: { es: 'Lo que se cobra cada mes', en: 'What is charged each month' },
    month: { es: 'Mes', en: 'Month' },
    monthTotal: { es: 'Total', en: 'Total' },
    noMonth: { es: 'Mes sin publicar', en: 'Month not listed' },
    noScript: {
      es: 'Sin JavaScript, la tabla de arriba da el total de cada curso.',
      en: 'Without JavaScript, the table above gives the total for every year group.',
    },
  },
} as const satisfies Record<string, unknown>;
