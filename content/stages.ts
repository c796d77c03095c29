import { type Stage, type StageKey } from './schemas/stages';
import { readData } from './data';

/**
 * The four stages of the school (specification section 2, "Stages pages"):
 * the facts and texts of each are in content/data/stages.json, shaped by
 * content/schemas/stages.ts.
 */

export type { Stage, StageHighlight, StageKey } from './schemas/stages';

/** The stages, and the headings and short copy of their pages. */
export const { stages, stagesCopy } = readData('stages.json');

export function getStage(key: StageKey): Stage {
  const stage = stages.find((candidate) => candidate.key === key);
  if (!stage) throw new Error(`Unknown stage: ${key}`);
  return stage;
}
