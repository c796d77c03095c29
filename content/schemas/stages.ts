import * as z from 'zod';
import { eachKeyOnce, imageKey, localized, localizedParagraphs, oneOf, wholeNumber } from './fields';

/*
 * content/data/stages.json: the four stages of the school (specification
 * section 2, "Stages pages"), youngest first: ages, names, pictures and the
 * texts of each stage's page.
 */

/** The stages of the school, each with its page (/stages/<key>). */
export const stageKeyNames = ['early', 'ibpep', 'ibpai', 'ibpd'] as const;

/** Children start at one (specification section 1) and leave at 18. */
const schoolAge = wholeNumber('an age in years', 6)
  .min(0, { error: (issue) => `${String(issue.input)} is not an age a pupil has: pupils are 0 to 19 years old` })
  .max(19, { error: (issue) => `${String(issue.input)} is not an age a pupil has: pupils are 0 to 19 years old` });

const stage = z.object({
  key: oneOf(stageKeyNames),
  /** The pupils' ages, in years, inclusive. */
  ages: z.object({ from: schoolAge, to: schoolAge }).superRefine(({ from, to }, context) => {
    if (from > to)
      context.addIssue({ code: 'custom', path: ['from'], message: `the age range is reversed: from ${from} to ${to}; write the younger age in "from" and the older in "to"` });
  }),
  /** Short name, as families and the menu know it. */
  name: localized,
  image: imageKey,
  /** One line for the stage cards. */
  summary: localized,
  /** The school years the stage spans, as the fees table names them. */
  years: localized,
  intro: localizedParagraphs,
  highlights: z.array(z.object({ title: localized, text: localized })),
});

export const stagesFile = z
  .object({ stages: z.array(stage) })
  // Each stage once, youngest first, each starting the year after the one before ends.
  .superRefine(({ stages }, context) => {
    eachKeyOnce(context, 'stages', stages, 'stage', { keys: stageKeyNames, why: (key) => `its page (/stages/${key}) needs it` });
    stages.slice(1).forEach(({ ages }, index) => {
      const before = stages[index]!.ages;
      if (ages.from !== before.to + 1)
        context.addIssue({
          code: 'custom',
          path: ['stages', index + 1, 'ages', 'from'],
          message: `starts at ${ages.from}, but the stage before ends at ${before.to}: each stage starts the year after the one before it ends (here ${before.to + 1})`,
        });
    });
  });

export type StagesFile = z.infer<typeof stagesFile>;
export type Stage = StagesFile['stages'][number];
export type StageKey = Stage['key'];
export type StageHighlight = Stage['highlights'][number];
