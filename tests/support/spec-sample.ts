import { schoolYearStart } from '@/content/calendar';
import { feesCourse } from '@/content/fees';
import { schoolYearName } from '@/lib/dates';

/**
 * Whether the content is still the specification's sample, for the tests that
 * check the specification's own facts (its dates, fees, camps): they hold of
 * the sample only, and are skipped, saying why, once the school has moved the
 * content on (tests/support/moved-year.ts makes such a copy).
 *
 * The sample is told by the school years it describes: a calendar for the
 * year starting in September 2023, fees for the one starting in 2024 (the
 * specification's section 9). A new school year changes both, through the
 * editor; edits of the texts change neither. Within those years a fact that
 * differs from the specification is a mistake, and its test fails, rather
 * than being skipped.
 */
const specificationYears = { calendar: 2023, fees: 2024 } as const;

export const onSpecSample = schoolYearStart === specificationYears.calendar && feesCourse.startYear === specificationYears.fees;

/** Why a test of the specification's facts is skipped. */
export const notSpecSample = `not the specification's sample (calendar ${schoolYearName(schoolYearStart)}, fees ${schoolYearName(feesCourse.startYear)}): its own facts are not checked`;

/** In a Vitest test of the specification's facts: skips it, saying why, unless the content is the sample. */
export function specSampleOnly(context: { skip: (condition: boolean, note?: string) => void }): void {
  context.skip(!onSpecSample, notSpecSample);
}
