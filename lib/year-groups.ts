/**
 * Which year group a child joins, by year of birth. In Spain it follows the
 * calendar year of birth, not a cut-off date: Primary starts in the calendar
 * year a child turns six, and both cycles of Infantil group children by year
 * of birth. So each level of the fee data (content/data/fees.json,
 * `levelBilling`) lists its school years with the age pupils turn in the
 * calendar year the course starts, and a child born in `birthYear` is in the
 * school years of age `startYear - birthYear`. Pure, on the rules it is
 * given, so that the pages and the tests (with the fee year moved) compute
 * the same thing; the route tree's years of birth come from the same rule
 * (`birthYearsOf`, beside the fee data's schema).
 */
import { ageInCourse, type FeeCourse, type LevelYears } from '@/content/schemas/level-ages';

export type { FeeCourse, LevelYears };

/** One way into the year group: a level, and which of its school years it is. */
export type YearGroupPath<Level extends LevelYears> = { readonly level: Level; readonly year: Level['years'][number] };

export type YearGroup<Level extends LevelYears> = {
  readonly birthYear: number;
  /** The age the child turns in the calendar year the course starts. */
  readonly age: number;
  /** Each level the child can join, in the order of the fee data; several where there are alternatives (Bachillerato or the Diploma Programme). */
  readonly paths: readonly YearGroupPath<Level>[];
};

/** The year group of a child born in `birthYear`, or undefined when the school takes no child born then. */
export function yearGroupOf<Level extends LevelYears>(course: FeeCourse, levels: readonly Level[], birthYear: number): YearGroup<Level> | undefined {
  const age = ageInCourse(course, birthYear);
  const paths = levels.flatMap((level) => level.years.filter((year) => year.age === age).map((year) => ({ level, year })));
  return paths.length > 0 ? { birthYear, age, paths } : undefined;
}

