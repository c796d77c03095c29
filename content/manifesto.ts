import { readData } from './data';

/**
 * The school's manifesto (specification section 2, "Meet us pages"): a
 * headline, a quote and twelve numbered principles, in the specification's
 * order, in content/data/manifesto.json, shaped by content/schemas/manifesto.ts.
 * A principle's number is its position in the list.
 */

export type { Manifesto, Principle } from './schemas/manifesto';

export const { manifesto } = readData('manifesto.json');

/** "01" … "12": principles are shown with two-digit numbers. */
export const principleNumber = (index: number) => String(index + 1).padStart(2, '0');
