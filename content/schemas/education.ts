import * as z from 'zod';
import { eachKeyOnce, localized, localizedParagraphs, oneOf, sampleMark } from './fields';

/*
 * content/data/education.json: the educational project page (specification
 * section 2, "Meet us pages"): an accordion of six panels, the last with the
 * project's numbered values.
 */

/** Each panel is also the HTML id a link can point at; the page adds the results link to "results" and the values to "project". */
export const educationPanelIds = ['ideology', 'results', 'climate', 'flexibility', 'active-teaching', 'project'] as const;
const panelLabels = {
  ideology: 'Ideario y valores',
  results: 'Resultados',
  climate: 'Clima afectivo',
  flexibility: 'Flexibilidad',
  'active-teaching': 'Enseñanza activa',
  project: 'Proyecto educativo',
};

/** The specification counts fifteen values. */
const valueCount = 15;

const panel = z.object({
  id: oneOf(educationPanelIds).meta({ title: 'Apartado', description: 'También es el ancla del enlace al apartado; no lo cambies.', optionLabels: panelLabels }),
  title: localized.meta({ title: 'Título' }),
  paragraphs: localizedParagraphs.meta({ title: 'Párrafos' }),
});

const value = z.object({
  /** true while the value is sample data: the specification counts fifteen values but does not list them. */
  sample: sampleMark,
  name: localized.meta({ title: 'Valor' }),
  text: localized.meta({ title: 'Texto' }),
});

export const educationFile = z
  .object({
    educationPage: z
      .object({
        title: localized.meta({ title: 'Título' }),
        lead: localized.meta({ title: 'Entradilla' }),
        resultsLink: localized.meta({ title: 'Enlace a los resultados' }),
        valuesTitle: localized.meta({ title: 'Título de los valores' }),
      })
      .meta({ title: 'Textos de la página' }),
    educationPanels: z.array(panel.meta({ title: 'Apartado' })).meta({ title: 'Apartados', description: 'En el orden de la página.' }),
    educationValues: z
      .array(value.meta({ title: 'Valor' }))
      .min(valueCount, { error: `must list the project's ${valueCount} values` })
      .max(valueCount, { error: `must list the project's ${valueCount} values` })
      .meta({ title: 'Valores del proyecto', description: `Los ${valueCount} valores, numerados en este orden.` }),
  })
  .superRefine(({ educationPanels }, context) =>
    eachKeyOnce(context, 'educationPanels', educationPanels.map(({ id }) => ({ key: id })), 'panel', { keys: educationPanelIds, why: () => 'the page shows each panel' }, 'id'),
  )
  .meta({ title: 'Proyecto educativo', description: 'Los apartados de la página del proyecto educativo y sus quince valores.' });

export type EducationFile = z.infer<typeof educationFile>;
export type EducationPanelId = (typeof educationPanelIds)[number];
export type EducationPanel = EducationFile['educationPanels'][number];
export type EducationValue = EducationFile['educationValues'][number];
export type EducationCopy = EducationFile['educationPage'];
