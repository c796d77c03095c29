import * as z from 'zod';
import { ageRange, eachKeyOnce, picture, localized, localizedParagraphs, oneOf, wholeNumber } from './fields';

/*
 * content/data/stages.json: the four stages of the school (specification
 * section 2, "Stages pages"), youngest first: ages, names, pictures and the
 * texts of each stage's page.
 */

/** The stages of the school, each with its page (/stages/<key>). */
export const stageKeyNames = ['early', 'ibpep', 'ibpai', 'ibpd'] as const;

/** The stages as the editor's selects name them. */
export const stageOptionLabels = { early: 'Infantil (Early Education)', ibpep: 'IB PEP (Primaria)', ibpai: 'IB PAI (Secundaria)', ibpd: 'IB PD (Bachillerato)' };

/** Children start at one (specification section 1) and leave at 18. */
const schoolAge = wholeNumber('an age in years', 6)
  .min(0, { error: (issue) => `${String(issue.input)} is not an age a pupil has: pupils are 0 to 19 years old` })
  .max(19, { error: (issue) => `${String(issue.input)} is not an age a pupil has: pupils are 0 to 19 years old` });

const stage = z.object({
  key: oneOf(stageKeyNames).meta({ title: 'Etapa', description: 'Qué etapa es: cada una tiene su página.', optionLabels: stageOptionLabels }),
  /** The pupils' ages, in years, inclusive. */
  ages: ageRange(schoolAge, 'En años, de 0 a 19.').meta({ title: 'Edades de los alumnos', description: 'Cada etapa empieza el año siguiente a la anterior.' }),
  /** Short name, as families and the menu know it. */
  name: localized.meta({ title: 'Nombre', description: 'Corto, como aparece en el menú.' }),
  image: picture(),
  /** One line for the stage cards. */
  summary: localized.meta({ title: 'Resumen', description: 'Una frase para la tarjeta de la etapa.' }),
  /** The school years the stage spans, as the fees table names them. */
  years: localized.meta({ title: 'Cursos', description: 'Los cursos de la etapa, como los nombra la tabla de honorarios.' }),
  intro: localizedParagraphs.meta({ title: 'Introducción', description: 'Los párrafos del principio de la página de la etapa.' }),
  highlights: z
    .array(z.object({ title: localized.meta({ title: 'Título' }), text: localized.meta({ title: 'Texto' }) }))
    .meta({ title: 'Puntos destacados' }),
});

/** Headings and short copy of the stage pages. */
const stagesCopy = z.object({
  index: z.object({ title: localized.meta({ title: 'Título' }), lead: localized.meta({ title: 'Entradilla' }) }).meta({ title: 'Portada de «Etapas»' }),
  ages: localized.meta({ title: 'Rótulo de las edades' }),
  years: localized.meta({ title: 'Rótulo de los cursos' }),
  programme: localized.meta({ title: 'Rótulo del programa IB' }),
  about: localized.meta({ title: 'Título de «La etapa»' }),
  highlights: localized.meta({ title: 'Título de lo que la hace especial' }),
  cta: z
    .object({
      title: localized.meta({ title: 'Título' }),
      text: localized.meta({ title: 'Texto' }),
      visit: localized.meta({ title: 'Botón «Pedir una visita»' }),
      fees: localized.meta({ title: 'Botón «Ver honorarios»' }),
    })
    .meta({ title: 'Invitación a visitar' }),
});

export const stagesFile = z
  .object({
    stages: z.array(stage).meta({ title: 'Etapas', description: 'De la más pequeña a la mayor.' }),
    stagesCopy: stagesCopy.meta({ title: 'Textos de las páginas' }),
  })
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
  })
  .meta({ title: 'Etapas', description: 'Las cuatro etapas del colegio: edades, nombres, fotos y textos de sus páginas.' });

export type StagesFile = z.infer<typeof stagesFile>;
export type Stage = StagesFile['stages'][number];
export type StageKey = Stage['key'];
export type StageHighlight = Stage['highlights'][number];
export type StagesCopy = StagesFile['stagesCopy'];
