import { readData } from './data';

/**
 * Home page copy, in content/data/home.json, shaped by
 * content/schemas/home.ts. `{placeholders}` are filled from content/site.ts,
 * so a fact is written once.
 */

export type { HomeCopy } from './schemas/home';

export const { home } = readData('home.json');
