import * as z from 'zod';
import { factsHint, languageCode, listWithUniqueIds, localized, oneOf, paragraphsWithFacts, webAddress } from './fields';

/*
 * content/data/results.json: the results page (specification section 2,
 * "Meet us pages"): results, languages, sport and rankings. The
 * specification gives no marks, pass rates or positions, so the blocks
 * describe them without figures; the only numbers are the school facts,
 * filled in from content/data/site.json through `{slots}`.
 */

/** Each block has its place on the page, and the page adds the exam board's link to "languages" and the athletes figure to "sport". */
export const resultsBlockIds = ['academic', 'languages', 'sport', 'rankings'] as const;


const resultsBlock = z.object({
  id: oneOf(resultsBlockIds).meta({
    title: 'Apartado',
    optionLabels: { academic: 'Resultados académicos', languages: 'Idiomas', sport: 'Deporte', rankings: 'Rankings' },
  }),
  title: localized.meta({ title: 'Título' }),
  paragraphs: paragraphsWithFacts.meta({ title: 'Párrafos', description: factsHint }),
});

export const resultsFile = z
  .object({
    /** The exam board for the English certificates pupils prepare for. */
    englishExamBoard: z
      .object({
        href: webAddress.meta({ title: 'Dirección', description: 'La página del organismo, https://…' }),
        hrefLang: languageCode.meta({ title: 'Idioma de esa página' }),
        label: localized.meta({ title: 'Texto del enlace' }),
      })
      .meta({ title: 'Enlace a los exámenes de inglés', description: 'Sale bajo el apartado «Idiomas».' }),
    resultsBlocks: listWithUniqueIds(resultsBlock.meta({ title: 'Apartado' })).meta({ title: 'Apartados', description: 'En el orden de la página.' }),
  })
  .superRefine(({ resultsBlocks }, context) => {
    for (const id of resultsBlockIds)
      if (!resultsBlocks.some((block) => block.id === id))
        context.addIssue({ code: 'custom', path: ['resultsBlocks'], message: `has no block "${id}": the results page shows each of ${resultsBlockIds.map((key) => `"${key}"`).join(', ')}` });
  })
  .meta({ title: 'Resultados', description: 'La página de resultados: académicos, idiomas, deporte y rankings.' });

export type ResultsFile = z.infer<typeof resultsFile>;
export type ResultsBlock = ResultsFile['resultsBlocks'][number];
export type LanguageExamLink = ResultsFile['englishExamBoard'];
