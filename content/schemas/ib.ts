import * as z from 'zod';
import { eachKeyOnce, localized, oneOf, quote, sampleMark, webAddress, wholeNumber } from './fields';
import { stageKeyNames } from './stages';

/*
 * content/data/ib.json: the International Baccalaureate programmes and the
 * school's IB documents (specification section 2, "IB School page").
 */

export const ibProgrammeKeys = ['pep', 'pai', 'pd'] as const;

const programme = z.object({
  key: oneOf(ibProgrammeKeys),
  /** PEP, PAI, PD in Spanish; PYP, MYP, DP in English. */
  acronym: localized,
  name: localized,
  /** The school years the programme covers. */
  span: localized,
  /** Length in school years, where the specification states it. */
  years: wholeNumber('a number of school years', 2).min(1).max(15).optional(),
  /** Language of instruction, as a language code ("es", "en"), where the specification states it. */
  taughtIn: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, { error: (issue) => `must be a language code, like "es" or "en"; found ${quote(issue.input)}` }).optional(),
  /** The stage page that tells more about it. */
  stage: oneOf(stageKeyNames),
  description: localized,
});

const pdfAddress = webAddress.refine((href) => /^https:\/\/.+\.pdf$/i.test(href), {
  error: (issue) => `must be the https:// address of a PDF file, ending in ".pdf", like "https://example.org/policy.pdf"; found ${quote(issue.input)}`,
});

const ibDocument = z.object({
  /** true while the title and address are sample data: the specification names the PDFs, not their titles or addresses. */
  sample: sampleMark,
  title: localized,
  href: pdfAddress,
});

export const ibFile = z
  .object({ ibProgrammes: z.array(programme), ibDocuments: z.array(ibDocument) })
  // Each programme once: the stage pages name the one they follow.
  .superRefine(({ ibProgrammes }, context) => eachKeyOnce(context, 'ibProgrammes', ibProgrammes, 'programme', { keys: ibProgrammeKeys, why: () => 'the stage pages need it' }));

export type IbFile = z.infer<typeof ibFile>;
export type IbProgramme = IbFile['ibProgrammes'][number];
export type IbProgrammeKey = IbProgramme['key'];
export type IbDocument = IbFile['ibDocuments'][number];
