import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { campAges, camps } from '@/content/camps';
import { campsForAge, takesAge } from '@/lib/camp-finder';

/*
 * The camp finder against the specification's camp table (section 9): the
 * expected camps are written out here, not read from content/camps.ts.
 */

const allCamps = Object.values(camps);
const keysFor = (age: number) => campsForAge(allCamps, age).map((camp) => camp.slug);

describe('camp finder', () => {
  it('offers every age from the youngest camp age to the oldest: 5 to 18', () => {
    expect(campAges).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
  });

  it('gives exactly Beachescolas, La Espuela, Sport Village Camp and Independent Lake Camp for a 9-year-old', () => {
    expect(keysFor(9)).toEqual(['beachescolas', 'laespuela', 'village', 'eeuu']);
    for (const key of ['immersion', 'antibes', 'buckswood']) expect(keysFor(9)).not.toContain(key);
  });

  it('includes both ends of an age range', () => {
    expect(keysFor(5)).toEqual(['village']);
    expect(keysFor(18)).toEqual(['immersion']);
    expect(keysFor(14)).toEqual(['beachescolas', 'immersion', 'eeuu', 'antibes', 'buckswood']);
  });

  it('finds a camp for every age it offers', () => {
    for (const age of campAges) expect(keysFor(age).length, String(age)).toBeGreaterThan(0);
  });

  it('keeps a camp exactly when the age is within its range, in the given order', () => {
    const range = fc.tuple(fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 25 })).map(([a, b]) => ({ from: Math.min(a, b), to: Math.max(a, b) }));
    fc.assert(
      fc.property(fc.array(fc.record({ key: fc.string(), ages: range })), fc.integer({ min: 0, max: 25 }), (list, age) => {
        const found = campsForAge(list, age);
        expect(found).toEqual(list.filter((camp) => camp.ages.from <= age && age <= camp.ages.to));
        for (const camp of found) expect(takesAge(camp.ages, age)).toBe(true);
      }),
    );
  });
});
