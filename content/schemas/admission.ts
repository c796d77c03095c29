import * as z from 'zod';
import { dayFitsItsMonth, dayOfMonth } from './dates';
import { listWithUniqueIds, localized, month, oneOf, sampleMark, slug } from './fields';
import { stageKeyNames } from './stages';

/*
 * content/data/admission.json: the facts of the admission pages
 * (specification section 2, "Admission pages"): the technical director of
 * each stage, and the open days of the school year.
 */

const technicalDirector = z.object({
  /** true while the name is not given: the specification lists one technical director per stage without their names, so only the role is shown. */
  sample: sampleMark,
  stage: oneOf(stageKeyNames),
  /** Full name; shown under the role once the school provides it. */
  name: z.string().optional(),
});

/** An open day: a month of the school year of content/data/calendar.json, and its day where it is known (the page then shows it, and search engines get a full date). */
const openDay = z
  .object({
    /** Lowercase words joined by hyphens: it names the open day's calendar file (open-day-<id>.ics) and its event, so keep it when the date changes. */
    id: slug,
    /** A month of the school year of content/data/calendar.json. */
    month,
    /** The day, where it is known: the page then shows it, and search engines get a full date. Without it, the calendar file covers the whole month, marked tentative. */
    day: dayOfMonth.optional(),
    name: localized,
    text: localized,
  })
  .superRefine(dayFitsItsMonth);

export const admissionFile = z.object({
  technicalDirectors: z.array(technicalDirector),
  openDays: listWithUniqueIds(openDay),
});

export type AdmissionFile = z.infer<typeof admissionFile>;
export type TechnicalDirector = AdmissionFile['technicalDirectors'][number];
export type OpenDay = AdmissionFile['openDays'][number];
