import * as z from 'zod';
import { addAt, monthDay, monthName, rangeProblem } from './dates';
import { eachKeyOnce, imageKey, localized, localizedParagraphs, oneOf, quote, sampleMark, webAddress, wholeNumber } from './fields';

/*
 * content/data/camps.json: the summer camps (specification sections 2, 3
 * and 9): the camps in Spain and abroad, the School & Sports day camp, and
 * the rules every camp shares. Days are written without a year: the camps'
 * summer is the one that ends the school year of content/data/calendar.json.
 */

/** Each camp has its own page (/camps/<key>) and its name in messages/*.json (`nav.<key>`): a new camp needs both, so the keys are fixed here. */
export const campKeyNames = ['beachescolas', 'laespuela', 'immersion', 'village', 'eeuu', 'antibes', 'buckswood'] as const;
export const campRegions = ['spain', 'abroad'] as const;

/** The summer of a school year: 2023/2024 → summer 2024. */
export const campSeasonOf = (schoolYearStart: number) => schoolYearStart + 1;

/** The months a summer camp can run in: June to September. */
const summerMonths = { first: 6, last: 9 } as const;
/** The youngest and oldest ages a camp can take. */
const campAgeBounds = { youngest: 3, oldest: 19 } as const;

const summerDay = monthDay.superRefine(({ month }, context) => {
  if (month < summerMonths.first || month > summerMonths.last)
    context.addIssue({
      code: 'custom',
      path: ['month'],
      message: `a camp runs in the summer, ${monthName(summerMonths.first)} to ${monthName(summerMonths.last)}; found a day in ${monthName(month)}`,
    });
});

const notACampAge = (issue: { input: unknown }) =>
  `${quote(issue.input)} is not an age a camp takes: camps are for ages ${campAgeBounds.youngest} to ${campAgeBounds.oldest}`;
const campAge = wholeNumber('an age in years', 8).min(campAgeBounds.youngest, { error: notACampAge }).max(campAgeBounds.oldest, { error: notACampAge });

/** An age band in years, inclusive, the younger age first. */
const campAges = z.object({ from: campAge, to: campAge }).superRefine(({ from, to }, context) => {
  if (from > to)
    context.addIssue({ code: 'custom', path: ['from'], message: `the age range is reversed: from ${from} to ${to}; write the younger age in "from" and the older in "to"` });
});

const campDates = z.object({ start: summerDay, end: summerDay }).superRefine((dates, context) => addAt(context, [], rangeProblem(undefined, dates)));

/** Where a camp's buttons lead; each one is optional (specification section 2). */
const campLinks = z.object({
  /** true while the addresses are sample data: the specification names the buttons, not their targets. */
  sample: sampleMark,
  /** The programme, as a PDF. */
  program: webAddress.optional(),
  register: webAddress.optional(),
  video: webAddress.optional(),
});

const countWithin = (what: string, example: number, most: number) => wholeNumber(what, example).min(1).max(most);

/** A language course inside a camp abroad (specification section 9, notes). */
const languageCourse = z.object({
  language: localized,
  hoursPerDay: countWithin('a number of hours', 4, 12),
  lessonsPerWeek: countWithin('a number of lessons', 20, 60),
  maxGroupSize: countWithin('a number of students', 15, 40),
  /** What the course leads to: a diploma, an optional exam. */
  outcome: localized,
});

/**
 * Where a camp is held, for search engines (schema.org PostalAddress): the
 * country as an ISO 3166 code, and the region or town the specification
 * names. The pages show `place`.
 */
const campAddress = z.object({
  country: z.string().regex(/^[A-Z]{2}$/, { error: (issue) => `must be a two-letter country code in capitals, like "ES" or "GB"; found ${quote(issue.input)}` }),
  region: z.string().optional(),
  locality: z.string().optional(),
});

const camp = z.object({
  key: oneOf(campKeyNames),
  region: oneOf(campRegions),
  place: localized,
  /** Absent where the specification gives no venue (the Sport Village Camp is at its partner's). */
  address: campAddress.optional(),
  ages: campAges,
  dates: campDates,
  image: imageKey,
  /** One or two sentences for the list cards. */
  summary: localized,
  description: localizedParagraphs,
  /** Notes from the specification's camp table, as short statements. */
  notes: z.array(localized).optional(),
  programmes: z.array(z.object({ title: localized, text: localized })).optional(),
  course: languageCourse.optional(),
  links: campLinks,
});

/** The School & Sports day camp at the school (specification sections 2 and 9). */
const dayCamp = z.object({
  image: imageKey,
  /** The deadline is a day of the school year (29 February 2024). */
  earlyBird: z.object({ discountPercent: wholeNumber('a percentage', 5).min(0).max(100), deadline: monthDay }),
  /** true while `registrationUrl` is sample data: the school gives the day camp's login and registration page. */
  registrationUrlSample: sampleMark,
  registrationUrl: webAddress,
  summary: localized,
  description: localizedParagraphs,
  highlights: z.array(localized),
});

export const campsFile = z
  .object({
    /** Every camp, Spain first, in the order the lists show them. */
    camps: z.array(camp),
    dayCamp,
    /** What no camper may bring, and what happens if one does (specification section 9). */
    campRules: z.object({ forbidden: z.array(localized).min(1), consequence: localized }),
  })
  // Each camp once: every camp page shows one.
  .superRefine(({ camps }, context) => eachKeyOnce(context, 'camps', camps, 'camp', { keys: campKeyNames, why: (key) => `its page (/camps/${key}) needs it` }));

export type CampsFile = z.infer<typeof campsFile>;
export type Camp = CampsFile['camps'][number];
export type CampKey = Camp['key'];
export type CampRegion = Camp['region'];
export type CampLinks = Camp['links'];
export type LanguageCourse = NonNullable<Camp['course']>;
export type CampProgramme = NonNullable<Camp['programmes']>[number];
export type CampAddress = NonNullable<Camp['address']>;
