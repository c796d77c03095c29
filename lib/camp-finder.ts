import type { AgeRange } from '@/content/schemas/fields';

/** Whether a child of `age` fits an age range (both ends included). */
export function takesAge(range: AgeRange, age: number): boolean {
  return range.from <= age && age <= range.to;
}

/** The camps that take a child of `age`, in their given order. */
export function campsForAge<Camp extends { readonly ages: AgeRange }>(camps: readonly Camp[], age: number): Camp[] {
  return camps.filter((camp) => takesAge(camp.ages, age));
}
