import feesData from './data/fees.json';
import { feeRulesOf, feesFile, type LevelBilling } from './schemas/fees';

/**
 * Fees of the school (specification section 9, "Fees"): the facts are in
 * content/data/fees.json, shaped by content/schemas/fees.ts; this module
 * reads them for the pages. Amounts are whole euros; pages format them with
 * formatEuros. Months are 1-12.
 */

export type { Charge, ChargeLine, ChargePeriod, LevelBilling, TransportRoute, TuitionRow } from './schemas/fees';

const fees = feesFile.parse(feesData);

/** The course the fees apply to: 2024/2025, September to June. */
export const { feesCourse, tuition, charges, unpricedItems, lunchIncludedInTuition, termsPerYear, chargedToEveryLevel } = fees;

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
export type TuitionId = string;
/** A year group: a row of `tuition` that `levelBilling` bills as a level (not the US school enrolment, which is charged with the US grades). */
export type LevelId = string;
export type ChargeId = string;

/** Every rule of the yearly cost in one object: what lib/yearly-cost.ts reads. */
export const feeRules = feeRulesOf(fees);

/** Which charges each level pays besides tuition and `chargedToEveryLevel`, by level. */
export const levelBilling: Readonly<Record<LevelId, LevelBilling>> = feeRules.levelBilling;

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
  },
} as const satisfies Record<string, unknown>;
