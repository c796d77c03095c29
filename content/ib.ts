import ibData from './data/ib.json';
import { ibFile, type IbProgramme, type IbProgrammeKey } from './schemas/ib';
import type { StageKey } from './stages';

/**
 * The International Baccalaureate programmes (specification section 2, "IB
 * School page") and the school's IB documents: the facts are in
 * content/data/ib.json, shaped by content/schemas/ib.ts.
 */

export type { IbDocument, IbProgramme, IbProgrammeKey } from './schemas/ib';

export const { ibProgrammes, ibDocuments } = ibFile.parse(ibData);

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
