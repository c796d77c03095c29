import { describe, expect, it } from 'vitest';
import { feesCourse, feeRules, yearGroupBirthYears, yearGroupLevels } from '@/content/fees';
import { birthYearsOf } from '@/content/schemas/level-ages';
import { birthDatesForAge } from '@/lib/camp-finder';
import { familyTotal, levelPlans } from '@/lib/family-cost';
import { transportChoices, yearlyCost } from '@/lib/yearly-cost';
import { yearGroupOf } from '@/lib/year-groups';
import { specSampleOnly } from '../support/spec-sample';

/*
 * Which year group a year of birth joins: Spain's rule (Primary starts in the
 * calendar year a child turns six; both Infantil cycles by year of birth) on
 * the levels of the specification's fee table (section 9) for 2024/2025.
 * The expected levels are written out here, not read from the fee data.
 */

/** Each year of birth in 2024/2025: the age it turns in 2024, its levels (ids of the fee table's rows) and their Spanish names. */
const expected: [birthYear: number, age: number, paths: [level: string, name: string][]][] = [
  [2023, 1, [['prek12-half', 'Primer ciclo de Educación Infantil, aula de 1 año'], ['prek12-full', 'Primer ciclo de Educación Infantil, aula de 1 año']]],
  [2022, 2, [['prek12-full', 'Primer ciclo de Educación Infantil, aula de 2 años']]],
  [2021, 3, [['prek3', '1.º del segundo ciclo de Educación Infantil (3 años)']]],
  [2020, 4, [['prek4-k', '2.º del segundo ciclo de Educación Infantil (4 años)']]],
  [2019, 5, [['prek4-k', '3.º del segundo ciclo de Educación Infantil (5 años)']]],
  [2018, 6, [['primary1-5', '1.º de Educación Primaria']]],
  [2017, 7, [['primary1-5', '2.º de Educación Primaria']]],
  [2016, 8, [['primary1-5', '3.º de Educación Primaria']]],
  [2015, 9, [['primary1-5', '4.º de Educación Primaria']]],
  [2014, 10, [['primary1-5', '5.º de Educación Primaria']]],
  [2013, 11, [['primary6-secondary2', '6.º de Educación Primaria']]],
  [2012, 12, [['primary6-secondary2', '1.º de Educación Secundaria Obligatoria (ESO)']]],
  [2011, 13, [['primary6-secondary2', '2.º de Educación Secundaria Obligatoria (ESO)']]],
  [2010, 14, [['secondary3-4', '3.º de Educación Secundaria Obligatoria (ESO)'], ['us9-10', 'Grado 9 de Estados Unidos']]],
  [2009, 15, [['secondary3-4', '4.º de Educación Secundaria Obligatoria (ESO)'], ['us9-10', 'Grado 10 de Estados Unidos']]],
  [2008, 16, [['bachillerato1', '1.º de Bachillerato'], ['diploma1', '1.º de Bachillerato con el Programa del Diploma del IB'], ['us11-12', 'Grado 11 de Estados Unidos']]],
  [2007, 17, [['bachillerato2', '2.º de Bachillerato'], ['diploma2', '2.º de Bachillerato con el Programa del Diploma del IB'], ['us11-12', 'Grado 12 de Estados Unidos']]],
];

const mapped = (startYear: number, birthYear: number) => {
  const group = yearGroupOf({ startYear }, yearGroupLevels, birthYear);
  return group && { age: group.age, paths: group.paths.map(({ level, year }) => [level.level, year.name.es]) };
};

describe('year group by year of birth', () => {
  it('is for the specification\'s fee year', (context) => {
    specSampleOnly(context);
    expect(feesCourse.startYear).toBe(2024);
  });

  for (const [birthYear, age, paths] of expected)
    it(`puts a child born in ${birthYear} (${age} in 2024) in ${paths.map(([level]) => level).join(' or ')}`, () => {
      expect(mapped(2024, birthYear)).toEqual({ age, paths });
    });

  it('takes every year of birth of the table, moved with the content\'s fee year, one page each, and none before or after', () => {
    // The content's fee year moves the table's years of birth with it.
    const moved = feesCourse.startYear - 2024;
    expect(yearGroupBirthYears).toEqual(expected.map(([birthYear]) => birthYear + moved).sort());
    expect(mapped(2024, 2006)).toBeUndefined();
    expect(mapped(2024, 2024)).toBeUndefined();
  });

  it('moves every year of birth with the fee year: in 2025/2026, 2008 to 2024', () => {
    expect(birthYearsOf({ startYear: 2025 }, yearGroupLevels)).toEqual(Array.from({ length: 17 }, (_, index) => 2008 + index));
    for (const [birthYear, , paths] of expected) expect(mapped(2025, birthYear + 1)?.paths, String(birthYear + 1)).toEqual(paths);
    expect(mapped(2025, 2018)).toEqual({ age: 7, paths: [['primary1-5', '2.º de Educación Primaria']] });
    expect(mapped(2025, 2007)).toBeUndefined();
    expect(mapped(2025, 2025)).toBeUndefined();
  });

  it('says where an age is the usual match rather than the school\'s statement: the US grades only', () => {
    expect(yearGroupLevels.filter((level) => level.ageBasis === 'usual').map((level) => level.level)).toEqual(['us9-10', 'us11-12']);
    expect(yearGroupLevels.filter((level) => level.firstCycle).map((level) => level.level)).toEqual(['prek12-half', 'prek12-full']);
  });
});

describe('birth dates a camp age covers', () => {
  it('aged 9 on 1 July 2024: born 2 July 2014 to 1 July 2015', () => {
    expect(birthDatesForAge(9, { year: 2024, month: 7, day: 1 })).toEqual({ from: { year: 2014, month: 7, day: 2 }, to: { year: 2015, month: 7, day: 1 } });
  });

  it('aged 8 on 30 June 2024 (Beachescolas\' first day): born 1 July 2015 to 30 June 2016', () => {
    expect(birthDatesForAge(8, { year: 2024, month: 6, day: 30 })).toEqual({ from: { year: 2015, month: 7, day: 1 }, to: { year: 2016, month: 6, day: 30 } });
  });

  it('crosses a month and a year end, and a 29 February in a year without one', () => {
    expect(birthDatesForAge(5, { year: 2024, month: 12, day: 31 })).toEqual({ from: { year: 2019, month: 1, day: 1 }, to: { year: 2019, month: 12, day: 31 } });
    expect(birthDatesForAge(1, { year: 2024, month: 2, day: 29 })).toEqual({ from: { year: 2022, month: 3, day: 1 }, to: { year: 2023, month: 2, day: 28 } });
  });
});

describe('a family\'s total', () => {
  const plans = Object.fromEntries(Object.keys(feeRules.levelBilling).map((level) => [level, levelPlans(Object.fromEntries(transportChoices.map((choice) => [choice, yearlyCost(feeRules, level, choice)])) as never)]));

  it('adds up two children, each with its transport, for the year and each month: each child\'s row of the fee table', () => {
    const primary = yearlyCost(feeRules, 'primary1-5', 'half');
    const prek3 = yearlyCost(feeRules, 'prek3', 'none');
    const family = familyTotal([{ level: 'primary1-5', transport: 'half' }, { level: 'prek3', transport: 'none' }], plans, 10);
    expect(family.plan.total).toBe(primary.total + prek3.total);
    expect(family.plan.months.reduce((sum, month) => sum + month, 0) + family.plan.unscheduled).toBe(family.plan.total);
    expect(family.plan.months[0]).toBe(primary.schedule[0]!.amount + prek3.schedule[0]!.amount);
    expect(family.chosen).toBe(2);
  });

  it('leaves out a child with no level chosen, and prices no transport where the table lists none: the child\'s row of the fee table', () => {
    const family = familyTotal([{ level: '', transport: 'full' }, { level: 'bachillerato1', transport: 'full' }], plans, 10);
    const alone = yearlyCost(feeRules, 'bachillerato1', 'none').total;
    expect(family.children[0]).toBeNull();
    expect(family.children[1]).toMatchObject({ transportListed: false, plan: { total: alone } });
    expect(family.plan.total).toBe(alone);
    expect(familyTotal([{ level: 'no-such-level', transport: 'none' }], plans, 10).chosen).toBe(0);
  });

  it('adds up two children of the specification\'s fee table, each with its transport, for the year and each month', (context) => {
    specSampleOnly(context);
    // Primary 1 to 5 with a half route (12,300) and Pre-K 3 with none (8,670): the fee table's rows.
    const family = familyTotal([{ level: 'primary1-5', transport: 'half' }, { level: 'prek3', transport: 'none' }], plans, 10);
    expect(family.plan.total).toBe(12300 + 8670);
    expect(family.plan.months.reduce((sum, month) => sum + month, 0) + family.plan.unscheduled).toBe(family.plan.total);
    // September: 1,086 + 110 + 14 for Primary, 847 for Pre-K 3.
    expect(family.plan.months[0]).toBe(1086 + 110 + 14 + 847);
    expect(family.chosen).toBe(2);
  });

  it('leaves out a child with no level chosen, and prices no transport where the specification\'s table lists none', (context) => {
    specSampleOnly(context);
    const family = familyTotal([{ level: '', transport: 'full' }, { level: 'bachillerato1', transport: 'full' }], plans, 10);
    expect(family.children[0]).toBeNull();
    expect(family.children[1]).toMatchObject({ transportListed: false, plan: { total: 13690 } });
    expect(family.plan.total).toBe(13690);
    expect(familyTotal([{ level: 'no-such-level', transport: 'none' }], plans, 10).chosen).toBe(0);
  });
});
