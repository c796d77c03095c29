import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { campAges, camps } from '@/content/camps';
import { campsForAge, takesAge } from '@/lib/camp-finder';
import { specSampleOnly } from '../support/spec-sample';

/*
 * The camp finder on the camps of the content, and against the specification's
 * camp table (section 9) while the content is its sample: there the expected
 * camps are written out, not read from content/camps.ts.
 */

const allCamps = Object.values(camps);
const keysFor = (age: number) => campsForAge(allCamps, age).map((camp) => camp.slug);

describe('camp finder', () => {
  it('offers every age from the youngest camp age to the oldest', () => {
    const youngest = Math.min(...allCamps.map((camp) => camp.ages.from));
    const oldest = Math.max(...allCamps.map((camp) => camp.ages.to));
    expect(campAges).toEqual(Array.from({ length: oldest - youngest + 1 }, (_, index) => youngest + index));
  });

  it('includes both ends of each camp\'s age range, and neither age beyond them', () => {
    for (const camp of allCamps) {
      expect(keysFor(camp.ages.from), camp.slug).toContain(camp.slug);
      expect(keysFor(camp.ages.to), camp.slug).toContain(camp.slug);
      expect(keysFor(camp.ages.from - 1), camp.slug).not.toContain(camp.slug);
      expect(keysFor(camp.ages.to + 1), camp.slug).not.toContain(camp.slug);
    }
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

describe('camp finder on the specification\'s camp table', () => {
  beforeEach(specSampleOnly);

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
});
