import * as z from 'zod';
import { eachKeyOnce, picture, localized, localizedParagraphs, notEmpty, oneOf, quote, sampleMark, wholeNumber } from './fields';

/*
 * content/data/extracurricular.json: the extracurricular activities page
 * (specification sections 2, 3 and 9): its groups, in the page's order, each
 * with its picture; the activities of each group; and the page's texts.
 */

/** The page shows one section per group, each with its own picture; a new group needs a picture and a place on the page, so the keys are fixed here. */
export const activityGroupKeys = ['new', 'sports', 'languages', 'other'] as const;
const groupLabels = { new: 'Novedades', sports: 'Actividades deportivas', languages: 'Ampliación de idiomas', other: 'Otras actividades' };

const activityGroup = z.object({
  key: oneOf(activityGroupKeys).meta({ title: 'Grupo', optionLabels: groupLabels }),
  title: localized.meta({ title: 'Título', description: 'El encabezado del grupo en la página.' }),
  lead: localized.meta({ title: 'Entradilla', description: 'Una frase bajo el título del grupo.' }),
  /** The specification's activity picture: one per group, shared by the group's activities. */
  image: picture('photo', 'Foto del grupo').meta({ description: 'La comparten todas las actividades del grupo.' }),
});

const activity = z.object({
  /** true while the activity is sample data: the specification names only Smartick. */
  sample: sampleMark,
  title: localized.meta({ title: 'Nombre', description: 'Distinto en cada actividad.' }),
  description: localized.meta({ title: 'Descripción', description: 'Una o dos frases sobre la actividad.' }),
  group: oneOf(activityGroupKeys).meta({ title: 'Grupo', description: 'La sección de la página donde aparece.', optionLabels: groupLabels }),
  /** Daily practice time, where the activity has one. */
  minutesPerDay: wholeNumber('a number of minutes', 15)
    .min(5, { error: (issue) => `${quote(issue.input)} minutes is not a daily practice time: write 5 to 240 minutes, or leave the field out` })
    .max(240, { error: (issue) => `${quote(issue.input)} minutes is not a daily practice time: write 5 to 240 minutes, or leave the field out` })
    .optional()
    .meta({ title: 'Minutos al día (opcional)', description: 'Si la actividad tiene un tiempo diario de práctica: de 5 a 240 minutos. Vacío si no.' }),
});

export const extracurricularFile = z
  .object({
    activityGroups: z.array(activityGroup.meta({ title: 'Grupo' })).meta({ title: 'Grupos de actividades', description: 'En el orden de la página.' }),
    activities: z.array(activity.meta({ title: 'Actividad' })).min(1, notEmpty).meta({ title: 'Actividades', description: 'Cada una sale en la sección de su grupo, en este orden.' }),
    extracurricularCopy: z
      .object({
        intro: z
          .object({
            title: localized.meta({ title: 'Título' }),
            paragraphs: localizedParagraphs.meta({ title: 'Párrafos' }),
          })
          .meta({ title: 'Presentación' }),
        perDay: localized.meta({
          title: 'Texto de los minutos al día',
          description: '{duration} se cambia por el tiempo («15 minutos» / «15 minutes»); déjalo escrito así.',
        }),
        brochure: localized.meta({ title: 'Nota del folleto', description: 'Al final de la página.' }),
      })
      .meta({ title: 'Textos de la página' }),
  })
  .superRefine(({ activityGroups, activities }, context) => {
    eachKeyOnce(context, 'activityGroups', activityGroups, 'group', { keys: activityGroupKeys, why: () => 'each group has its section on the page' });
    activities.forEach(({ title }, index) => {
      if (activities.findIndex((other) => other.title.en === title.en) !== index)
        context.addIssue({ code: 'custom', path: ['activities', index, 'title', 'en'], message: `the activity "${title.en}" is listed twice: list each activity once` });
    });
    for (const { key } of activityGroups)
      if (!activities.some(({ group }) => group === key))
        context.addIssue({ code: 'custom', path: ['activityGroups'], message: `the group "${key}" has no activities: its section would be empty; add one, or give one of the activities this group` });
  })
  .meta({ title: 'Actividades extraescolares', description: 'Los grupos de actividades, cada actividad con su descripción y su tiempo diario, y los textos de la página.' });

export type ExtracurricularFile = z.infer<typeof extracurricularFile>;
export type ActivityGroupKey = (typeof activityGroupKeys)[number];
export type ActivityGroup = ExtracurricularFile['activityGroups'][number];
export type Activity = ExtracurricularFile['activities'][number];
