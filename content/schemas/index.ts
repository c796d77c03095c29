import type * as z from 'zod';
import { feesFile } from './fees';

/** Each data file of content/data/ and the schema that is the one definition of its shape. */
export const dataFiles: Record<string, z.ZodType> = {
  'fees.json': feesFile,
};
