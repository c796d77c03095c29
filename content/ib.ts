import type { StageKey } from './stages';
import type { Localized } from './types';

/** The International Baccalaureate programmes (specification section 2, "IB School page"). */
export type IbProgrammeKey = 'pep' | 'pai' | 'pd';

export type IbProgramme = {
  readonly key: IbProgrammeKey;
  /** PEP, PAI, PD in Spanish; PYP, MYP, DP in English. */
  readonly acronym: Localized;
  readonly name: Localized;
  /** The school years the programme covers. */
  readonly span: Localized;
  /** Length in school years, where the specification states it. */
  readonly years?: number;
  /** Language of instruction (BCP 47), where the specification states it. */
  readonly taughtIn?: string;
  /** The stage page that tells more about it. */
  readonly stage: StageKey;
  readonly description: Localized;
};

export const ibProgrammes = [
  {
    key: 'pep',
    acronym: { es: 'PEP', en: 'PYP' },
    name: { es: 'Programa de la Escuela Primaria', en: 'Primary Years Programme' },
    span: { es: 'De Pre-K 3 a 5.º de Primaria', en: 'From Pre-K 3 to Primary 5' },
    stage: 'ibpep',
    description: {
      es: 'Los niños aprenden indagando: parten de sus propias preguntas, investigan y comparten lo que descubren, dentro y fuera del aula.',
      en: 'Children learn through inquiry: they start from their own questions, investigate and share what they find, in and beyond the classroom.',
    },
  },
  {
    key: 'pai',
    acronym: { es: 'PAI', en: 'MYP' },
    name: { es: 'Programa de los Años Intermedios', en: 'Middle Years Programme' },
    span: { es: 'De 6.º de Primaria a 4.º de Secundaria', en: 'From Primary 6 to Secondary 4' },
    stage: 'ibpai',
    description: {
      es: 'Conecta las materias entre sí y con el mundo real a través de proyectos, y ayuda a los alumnos a pensar con criterio y a trabajar con autonomía.',
      en: 'It links subjects with one another and with the real world through projects, and helps pupils think critically and work independently.',
    },
  },
  {
    key: 'pd',
    acronym: { es: 'PD', en: 'DP' },
    name: { es: 'Programa del Diploma', en: 'Diploma Programme' },
    span: { es: '1.º y 2.º de Bachillerato', en: 'Baccalaureate 1 and 2' },
    years: 2,
    taughtIn: 'es',
    stage: 'ibpd',
    description: {
      es: 'Un programa preuniversitario exigente y equilibrado, que forma estudiantes capaces de investigar, argumentar y comprometerse con su entorno.',
      en: 'A demanding, well-balanced pre-university programme that prepares students to research, argue their case and engage with the world around them.',
    },
  },
] as const satisfies readonly IbProgramme[];

/** Which programme each stage follows; Early Education moves into the PEP from Pre-K 3. */
export const programmeOfStage = {
  early: 'pep',
  ibpep: 'pep',
  ibpai: 'pai',
  ibpd: 'pd',
} as const satisfies Record<StageKey, IbProgrammeKey>;

export function getProgramme(key: IbProgrammeKey): IbProgramme {
  const programme = ibProgrammes.find((candidate) => candidate.key === key);
  if (!programme) throw new Error(`Unknown IB programme: ${key}`);
  return programme;
}

export type IbDocument = { readonly title: Localized; readonly href: `https://${string}.pdf` };

// SAMPLE DATA: the school replaces these (the specification names three policy and presentation PDFs, not their titles or addresses).
export const ibDocuments = [
  {
    title: { es: 'Presentación de IB School', en: 'IB School presentation' },
    href: 'https://example.org/liceo/ib-school-presentation.pdf',
  },
  {
    title: { es: 'Política lingüística', en: 'Language policy' },
    href: 'https://example.org/liceo/ib-language-policy.pdf',
  },
  {
    title: { es: 'Política de evaluación', en: 'Assessment policy' },
    href: 'https://example.org/liceo/ib-assessment-policy.pdf',
  },
] as const satisfies readonly IbDocument[];

/** Headings and short copy of the IB School page. */
export const ibCopy = {
  title: { es: 'Tres programas, un recorrido continuo', en: 'Three programmes, one continuous journey' },
  lead: {
    es: 'El Bachillerato Internacional da forma a nuestra manera de enseñar y de aprender, etapa tras etapa: alumnos curiosos, con criterio propio y una mirada abierta al mundo.',
    en: 'The International Baccalaureate shapes the way we teach and learn, stage after stage: curious pupils with minds of their own and an outlook open to the world.',
  },
  span: { es: 'Cursos', en: 'School years' },
  duration: { es: 'Duración', en: 'Length' },
  language: { es: 'Idioma', en: 'Language' },
  yearsUnit: { es: '{count} años', en: '{count} years' },
  taughtIn: { es: 'Se imparte en {language}', en: 'Taught in {language}' },
  stageLink: { es: 'Conoce la etapa {stage}', en: 'Discover the {stage} stage' },
  documents: {
    title: { es: 'Documentos del programa', en: 'Programme documents' },
    lead: {
      es: 'Políticas y presentaciones de IB School, en PDF.',
      en: 'IB School policies and presentations, as PDF files.',
    },
    pdf: { es: 'PDF', en: 'PDF' },
  },
} as const satisfies Record<string, unknown>;
