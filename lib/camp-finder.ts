import type { AgeRange } from '@/content/schemas/fields';

/** Whether a child of `age` fits an age range (both ends included). */
export function takesAge(range: AgeRange, age: number): boolean {
  return range.from <= age && age <= range.to;
}

/** The camps that take a child of `age`, in their given order. */
export function campsForAge<Camp extends { readonly ages: AgeRange }>(camps: readonly Camp[], age: number): Camp[] {
  return camps.filter((camp) => takesAge(camp.ages, age));
}

/** A day of a given year: 30 June 2024 is { year: 2024, month: 6, day: 30 }. */
export type Day = { readonly year: number; readonly month: number; readonly day: number };

/** The day `years` years before `on`; where that year has no such day (29 February), the last day of its month. */
function yearsBefore(on: Day, years: number): Day {
  const year = on.year - years;
  const last = new Date(Date.UTC(year, on.month, 0)).getUTCDate();
  return { year, month: on.month, day: Math.min(on.day, last) };
}

function dayAfter({ year, month, day }: Day): Day {
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

/**
 * The birth dates of a child who is `age` on `on`: from the day after their
 * (age + 1)th birthday would fall on `on`, to `age` years before `on`. Aged 9
 * on 1 July 2024: born 2 July 2014 to 1 July 2015.
 */
export function birthDatesForAge(age: number, on: Day): { from: Day; to: Day } {
  return { from: dayAfter(yearsBefore(on, age + 1)), to: yearsBefore(on, age) };
}
