import { type IbProgramme, type IbProgrammeKey } from './schemas/ib';
import type { StageKey } from './stages';
import { readData } from './data';

/**
 * The International Baccalaureate programmes (specification section 2, "IB
 * School page") and the school's IB documents: the facts are in
 * content/data/ib.json, shaped by content/schemas/ib.ts.
 */

export type { IbDocument, IbProgramme, IbProgrammeKey } from './schemas/ib';

/** The programmes, the documents, and the headings and short copy of the IB School page. */
export const { ibProgrammes, ibDocuments, ibCopy } = readData('ib.json');

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
