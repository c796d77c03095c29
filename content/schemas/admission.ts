import * as z from 'zod';
import { addAt, dayOfMonth, dayProblem } from './dates';
import { factsHint, localized, localizedParagraphs, localizedWithSlots, month, oneOf, paragraphsWithFacts, picture, sampleMark, titledText, year } from './fields';
import { stageKeyNames, stageOptionLabels } from './stages';

/*
 * content/data/admission.json: the facts of the admission pages
 * (specification section 2, "Admission pages"): the technical director of
 * each stage, the steps to apply and the pages' texts; and each open day of
 * the school year, a file of content/data/open-days/.
 */

const technicalDirector = z.object({
  /** true while the name is not given: the specification lists one technical director per stage without their names, so only the role is shown. */
  sample: sampleMark,
  stage: oneOf(stageKeyNames).meta({ title: 'Etapa', optionLabels: stageOptionLabels }),
  /** Full name; shown under the role once the school provides it. */
  name: z.string().optional().meta({ title: 'Nombre y apellidos (opcional)', description: 'Mientras esté vacío, la web muestra solo el cargo.' }),
});

/**
 * An open day, one file of content/data/open-days/: its year and month, and its day where it is known (the page
 * then shows it, and search engines get a full date). The year is the file's own, so that each open day moves to
 * the next year on its own. The file's name, made from its Spanish name when the editor creates it, names its
 * calendar file (open-day-<name>.ics) and its event, so it stays when the date or the name changes.
 */
export const openDay = z
  .object({
    year: year.meta({ title: 'Año', description: 'El año de la jornada: 2027.' }),
    month: month.meta({ title: 'Mes', description: 'El número del mes: 11 es noviembre, 4 es abril.' }),
    /** The day, where it is known: the page then shows it, and search engines get a full date. Without it, the calendar file covers the whole month, marked tentative. */
    day: dayOfMonth.optional().meta({ title: 'Día (opcional)', description: 'Déjalo vacío si aún no se sabe: la web muestra entonces solo el mes.' }),
    /** true while the day is a guess: the specification gives the Book Day open day's month (April), not its day. */
    daySample: sampleMark.meta({ title: 'Día de ejemplo', description: 'Marcado mientras el día es una suposición. Desmárcalo cuando el colegio confirme el día.' }),
    name: localized.meta({ title: 'Nombre', description: 'Como «Puertas abiertas de verano».' }),
    text: localized.meta({ title: 'Texto', description: 'Lo que las familias deben saber de esta jornada.' }),
    /** Shown beside the open day on its page, where it has one. */
    image: picture('photo', 'Foto (opcional)').optional(),
  })
  // 29 February only in a leap year: the day is checked in the file's own year.
  .superRefine((openDay, context) => addAt(context, [], dayProblem(() => openDay.year, openDay)))
  .meta({ title: 'Jornada de puertas abiertas' });


/** Headings and short copy of the admission pages; the page fills in each text's {slots}. */
const admissionCopy = z.object({
  heroCarouselLabel: localized.meta({ title: 'Nombre del carrusel de fotos', description: 'Lo leen los lectores de pantalla.' }),
  intro: z
    .object({
      title: localized.meta({ title: 'Título' }),
      paragraphs: paragraphsWithFacts.meta({ title: 'Párrafos', description: factsHint }),
      openAllYear: titledText.meta({ title: 'Matrícula abierta todo el curso' }),
      howItWorks: localized.meta({ title: 'Título de «Cómo funciona»' }),
      more: localized.meta({ title: 'Título de las tarjetas' }),
      cards: z
        .object({
          visit: localized.meta({ title: 'Tarjeta «Visita»' }),
          fees: localized.meta({ title: 'Tarjeta «Honorarios»' }),
          opendoors: localized.meta({ title: 'Tarjeta «Puertas abiertas»' }),
        })
        .meta({ title: 'Tarjetas' }),
    })
    .meta({ title: 'Portada de Admisiones' }),
  application: z
    .object({
      title: localized.meta({ title: 'Título' }),
      lead: localized.meta({ title: 'Entradilla' }),
      step: localizedWithSlots(['number']).meta({ title: 'Rótulo de cada paso', description: '{number} es el número del paso; la página lo rellena.' }),
      requestVisit: localized.meta({ title: 'Botón «Pedir una visita»' }),
    })
    .meta({ title: 'Página «Solicitud de plaza»' }),
  visit: z
    .object({
      directors: z
        .object({
          title: localized.meta({ title: 'Título' }),
          lead: localized.meta({ title: 'Entradilla' }),
          role: localizedWithSlots(['stage']).meta({ title: 'Cargo', description: '{stage} es el nombre de la etapa; la página lo rellena.' }),
        })
        .meta({ title: 'Directores técnicos' }),
      request: z
        .object({
          title: localized.meta({ title: 'Título' }),
          paragraphs: localizedParagraphs.meta({ title: 'Párrafos' }),
          phone: localized.meta({ title: 'Rótulo del teléfono' }),
          email: localized.meta({ title: 'Rótulo del correo' }),
        })
        .meta({ title: 'Cómo pedir una visita' }),
    })
    .meta({ title: 'Página «Visita»' }),
  openDays: z
    .object({
      title: localized.meta({ title: 'Título' }),
      lead: localized.meta({ title: 'Entradilla' }),
      month: localized.meta({ title: 'Rótulo «Mes»', description: 'En lugar del día, cuando la jornada aún no tiene día.' }),
      schoolYear: localizedWithSlots(['schoolYear']).meta({ title: 'Rótulo del curso', description: '{schoolYear} es el curso («2023/2024»); la página lo rellena.' }),
    })
    .meta({ title: 'Página «Puertas abiertas»' }),
});

export const admissionFile = z
  .object({
    pictures: z
      .object({
        hero: z.array(picture('hero', 'Foto')).min(1, { error: 'needs one picture at least' }).meta({ title: 'Fotos de la cabecera', description: 'Pasan una tras otra en la portada de Admisiones.' }),
        openDays: picture('hero', 'Foto de «Puertas abiertas»'),
        families: picture('photo', 'Foto de la portada de Admisiones'),
        visit: picture('photo', 'Foto de la página «Visita»'),
      })
      .meta({ title: 'Fotos de las páginas' }),
    technicalDirectors: z.array(technicalDirector).meta({ title: 'Directores técnicos', description: 'Uno por etapa.' }),
    /** The steps to apply for a place, in order. */
    applicationSteps: z.array(titledText.meta({ title: 'Paso' })).min(1, { error: 'must list at least one step' }).meta({ title: 'Pasos para solicitar plaza', description: 'En orden; se numeran solos.' }),
    admissionCopy: admissionCopy.meta({ title: 'Textos de las páginas' }),
  })
  .meta({
    title: 'Admisiones',
    description: 'Los directores técnicos de cada etapa, los pasos para solicitar plaza y los textos de las páginas (cada jornada de puertas abiertas está en «Puertas abiertas»).',
  });

export type AdmissionFile = z.infer<typeof admissionFile>;
export type TechnicalDirector = AdmissionFile['technicalDirectors'][number];
export type OpenDay = z.infer<typeof openDay>;
export type ApplicationStep = AdmissionFile['applicationSteps'][number];
