import { readData } from './data';

/**
 * The results page (specification section 2, "Meet us pages"): its blocks and
 * the exam board's link are in content/data/results.json, shaped by
 * content/schemas/results.ts. `{languageCount}` and `{languages}`: the
 * languages taught; `{athletes}`: federated athletes; `{sports}`: area of the
 * sports facilities.
 */

export type { LanguageExamLink, ResultsBlock } from './schemas/results';

export const { englishExamBoard, resultsBlocks } = readData('results.json');
