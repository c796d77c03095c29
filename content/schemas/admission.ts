import * as z from 'zod';
import { dayFitsItsMonth, dayOfMonth } from './dates';
import { listWithUniqueIds, localized, month, oneOf, sampleMark, slug } from './fields';
import { stageKeyNames, stageOptionLabels } from './stages';

/*
 * content/data/admission.json: the facts of the admission pages
 * (specification section 2, "Admission pages"): the technical director of
 * each stage, and the open days of the school year.
 */

const technicalDirector = z.object({
  /** true while the name is not given: the specification lists one technical director per stage without their names, so only the role is shown. */
  sample: sampleMark,
  stage: oneOf(stageKeyNames).meta({ title: 'Etapa', optionLabels: stageOptionLabels }),
  /** Full name; shown under the role once the school provides it. */
  name: z.string().optional().meta({ title: 'Nombre y apellidos (opcional)', description: 'Mientras esté vacío, la web muestra solo el cargo.' }),
});

/** An open day: a month of the school year of content/data/calendar.json, and its day where it is known (the page then shows it, and search engines get a full date). */
const openDay = z
  .object({
    /** Lowercase words joined by hyphens: it names the open day's calendar file (open-day-<id>.ics) and its event, so keep it when the date changes. */
    id: slug.meta({
      title: 'Identificador',
      description: 'Nombre interno, en minúsculas y con guiones: da nombre al fichero de calendario. No lo cambies al cambiar la fecha.',
    }),
    /** A month of the school year of content/data/calendar.json. */
    month: month.meta({ title: 'Mes', description: 'Un mes del curso de «Calendario escolar»: 11 es noviembre.' }),
    /** The day, where it is known: the page then shows it, and search engines get a full date. Without it, the calendar file covers the whole month, marked tentative. */
    day: dayOfMonth.optional().meta({ title: 'Día (opcional)', description: 'Déjalo vacío si aún no se sabe: la web muestra entonces solo el mes.' }),
    name: localized.meta({ title: 'Nombre' }),
    text: localized.meta({ title: 'Texto', description: 'Lo que las familias deben saber de esta jornada.' }),
  })
  .superRefine(dayFitsItsMonth)
  .meta({ title: 'Jornada de puertas abiertas' });

export const admissionFile = z
  .object({
    technicalDirectors: z.array(technicalDirector).meta({ title: 'Directores técnicos', description: 'Uno por etapa.' }),
    openDays: listWithUniqueIds(openDay).meta({ title: 'Jornadas de puertas abiertas', description: 'En el orden del curso.' }),
  })
  .meta({ title: 'Admisiones', description: 'Los directores técnicos de cada etapa y las jornadas de puertas abiertas.' });

export type AdmissionFile = z.infer<typeof admissionFile>;
export type TechnicalDirector = AdmissionFile['technicalDirectors'][number];
export type OpenDay = AdmissionFile['openDays'][number];
