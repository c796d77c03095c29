import { describe, expect, it } from 'vitest';
import { campKeys, camps, campsIn, dayCamp } from '@/content/camps';
import { foundationalPurposes, socialPartners } from '@/content/foundation';
import { campDetailRoutes } from '@/content/navigation';
import type { CalendarDate } from '@/content/schemas/dates';
import { specSampleOnly } from '../support/spec-sample';

const isRealDay = ({ year, month, day }: CalendarDate) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

describe('camps', () => {
  it('have one entry per camp detail route', () => {
    expect([...campKeys].sort()).toEqual(campDetailRoutes.map((route) => route.key).sort());
  });

  it('list the camps in Spain, then those abroad, each list by its order, then by name', () => {
    const byOrder = (a: (typeof camps)[number], b: (typeof camps)[number]) => a.order - b.order || a.name.es.localeCompare(b.name.es, 'es');
    const spain = camps.filter((camp) => camp.region === 'spain');
    const abroad = camps.filter((camp) => camp.region === 'abroad');
    expect(spain.length + abroad.length).toBe(camps.length);
    expect(campsIn('spain')).toEqual(spain.toSorted(byOrder));
    expect(campsIn('abroad')).toEqual(abroad.toSorted(byOrder));
    expect(camps).toEqual([...campsIn('spain'), ...campsIn('abroad')]);
  });

  it('list the specification\'s four camps in Spain and three abroad', (context) => {
    specSampleOnly(context);
    expect(campsIn('spain').map((camp) => camp.slug)).toEqual(['beachescolas', 'laespuela', 'immersion', 'village']);
    expect(campsIn('abroad').map((camp) => camp.slug)).toEqual(['eeuu', 'antibes', 'buckswood']);
    // Spain first, then abroad: the finder lists its answers in this order.
    expect(camps.map((camp) => camp.slug)).toEqual(['beachescolas', 'laespuela', 'immersion', 'village', 'eeuu', 'antibes', 'buckswood']);
  });

  it('have real dates in one summer, the end after the start', () => {
    for (const camp of Object.values(camps)) {
      expect(isRealDay(camp.dates.start), camp.key).toBe(true);
      expect(isRealDay(camp.dates.end), camp.key).toBe(true);
      const { start, end } = camp.dates;
      expect(end.year, camp.key).toBe(start.year);
      expect(end.month * 100 + end.day, camp.key).toBeGreaterThan(start.month * 100 + start.day);
    }
  });

  it('have an early-bird deadline that exists (29 February needs a leap year)', () => {
    expect(isRealDay(dayCamp.earlyBird.deadline)).toBe(true);
  });

  it('link only to https addresses', () => {
    const links = [...Object.values(camps).flatMap(({ links: { program, register, video } }) => [program, register, video].filter((link) => link !== undefined)), dayCamp.registrationUrl];
    for (const link of links) expect(link).toMatch(/^https:\/\//);
  });
});

describe('foundation', () => {
  it('has eleven purposes numbered 1 to 11 in order', () => {
    expect(foundationalPurposes.map((purpose) => purpose.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('supports four organisations, each with an https link', () => {
    expect(socialPartners).toHaveLength(4);
    for (const partner of socialPartners) expect(partner.url).toMatch(/^https:\/\//);
  });
});
