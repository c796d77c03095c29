import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { feeRules, levelBilling, type ChargeLine, type LevelId } from '@/content/fees';
import { feeRuleProblems, fieldName, monthsFrom, transportChoices, yearlyCost, type FeeRules, type TransportChoice } from '@/lib/yearly-cost';
import { specSampleOnly } from '../support/spec-sample';

/*
 * The yearly cost of every level: by the specification's rule (section 9) on
 * the amounts of content/fees.ts, whatever the fee year; and, while the
 * content is the specification's sample, against the figures of its table,
 * written out here, not read from content/fees.ts, so that a wrong amount or
 * rule in the module fails.
 */

const levels = Object.keys(levelBilling) as LevelId[];
const september = 9;
const june = 6;
const may = 5;

/** The specification's rule for one level: tuition, insurance 44, materials 3 × 52, digital resources, and what is not listed. */
const specification: Record<LevelId, { tuition: number; months: number; digital: 'term' | 'month' | null; returnIncluded: boolean; enrolment: boolean }> = {
  'prek12-half': { tuition: 3950, months: 10, digital: null, returnIncluded: false, enrolment: false },
  'prek12-full': { tuition: 7370, months: 10, digital: null, returnIncluded: false, enrolment: false },
  prek3: { tuition: 8470, months: 10, digital: null, returnIncluded: false, enrolment: false },
  'prek4-k': { tuition: 8780, months: 10, digital: 'term', returnIncluded: false, enrolment: false },
  'primary1-5': { tuition: 10860, months: 10, digital: 'month', returnIncluded: false, enrolment: false },
  'primary6-secondary2': { tuition: 11430, months: 10, digital: 'month', returnIncluded: false, enrolment: false },
  'secondary3-4': { tuition: 12420, months: 10, digital: 'month', returnIncluded: false, enrolment: false },
  bachillerato1: { tuition: 13350, months: 10, digital: 'month', returnIncluded: true, enrolment: false },
  bachillerato2: { tuition: 13365, months: 9, digital: 'month', returnIncluded: true, enrolment: false },
  diploma1: { tuition: 15430, months: 10, digital: 'month', returnIncluded: true, enrolment: false },
  diploma2: { tuition: 15426, months: 9, digital: 'month', returnIncluded: true, enrolment: false },
  'us9-10': { tuition: 19020, months: 10, digital: null, returnIncluded: false, enrolment: true },
  'us11-12': { tuition: 19330, months: 10, digital: null, returnIncluded: false, enrolment: true },
};

const routePrice = { none: 0, half: 110, full: 150 } as const;

describe('the yearly cost of each level, on the content\'s amounts', () => {
  const amountOf = (place: AmountPlace) =>
    place.kind === 'tuition' ? feeRules.tuition.find((row) => row.id === place.id)!.amount : feeRules.charges.find((charge) => charge.id === place.charge)!.lines[place.index]!.amount;
  const line = (charge: string, period?: string) => feeRules.charges.find((candidate) => candidate.id === charge)!.lines.find((candidate) => !period || candidate.period === period)!;

  it('follows the stated rule for every level and transport choice: each amount as many times as it is paid', () => {
    expect(levels.sort()).toEqual(Object.keys(specification).sort());
    for (const level of levels)
      for (const transport of transportChoices) {
        const expected = places.reduce((total, place) => total + amountOf(place) * timesPaid(level, transport, place), 0);
        expect(yearlyCost(feeRules, level, transport).total, `${level} ${transport}`).toBe(expected);
      }
  });

  it('is, for Primary 1 to 5, its tuition, the insurance, three terms of materials and ten months of digital resources, and ten months of its route', () => {
    const cost = yearlyCost(feeRules, 'primary1-5', 'none');
    const tuition = feeRules.tuition.find((row) => row.id === 'primary1-5')!.amount;
    const items = [tuition, line('insurance').amount, 3 * line('materials').amount, 10 * line('digital', 'month').amount];
    expect(cost.items.map((item) => [item.id, item.amount])).toEqual([['tuition', items[0]], ['insurance', items[1]], ['materials', items[2]], ['digital', items[3]]]);
    const total = items.reduce((sum, amount) => sum + amount, 0);
    expect(cost.total).toBe(total);
    const route = (kind: 'half' | 'full') => feeRules.charges.find((charge) => charge.id === 'transport')!.lines.find((candidate) => candidate.route === kind)!.amount;
    expect(yearlyCost(feeRules, 'primary1-5', 'half').total).toBe(total + 10 * route('half'));
    expect(yearlyCost(feeRules, 'primary1-5', 'full').total).toBe(total + 10 * route('full'));
    expect(cost.notListed).toEqual([]);
  });

  it('bills tuition in 10 monthly charges, September to June, and in 9, September to May, for Baccalaureate 2 and Diploma year 2: every amount divides exactly', () => {
    for (const level of levels) {
      const tuition = yearlyCost(feeRules, level, 'none').items.find((item) => item.id === 'tuition')!;
      const { months } = specification[level]!;
      expect(tuition.months, level).toEqual(monthsFrom(september, months === 9 ? may : june));
      expect(tuition.count, level).toBe(months);
      expect(Number.isInteger(tuition.unitAmount), level).toBe(true);
      expect(tuition.unitAmount * months, level).toBe(amountOf({ kind: 'tuition', id: level }));
    }
  });

  it('charges each amount in its months, and each month what falls in it', () => {
    const cost = yearlyCost(feeRules, 'primary1-5', 'half');
    const months = (id: string) => cost.items.find((item) => item.id === id)!.months;
    expect(months('insurance')).toEqual(feeRules.charges.find((charge) => charge.id === 'insurance')!.chargedIn);
    expect(months('materials')).toEqual(feeRules.charges.find((charge) => charge.id === 'materials')!.chargedIn);
    expect(months('digital')).toEqual([9, 10, 11, 12, 1, 2, 3, 4, 5, 6]);
    expect(months('transport')).toEqual([9, 10, 11, 12, 1, 2, 3, 4, 5, 6]);
    const inMonth = (month: number) => cost.items.filter((item) => item.months?.includes(month)).reduce((total, item) => total + item.unitAmount, 0);
    expect(cost.schedule.map((month) => [month.month, month.amount])).toEqual([9, 10, 11, 12, 1, 2, 3, 4, 5, 6].map((month) => [month, inMonth(month)]));
    expect(cost.unscheduled).toEqual([]);
  });

  it('lists in no month what has no published month: the termly digital resources, the US school enrolment', () => {
    const kindergarten = yearlyCost(feeRules, 'prek4-k', 'none');
    expect(kindergarten.unscheduled.map((item) => [item.id, item.count, item.unitAmount])).toEqual([['digital', 3, line('digital', 'term').amount]]);
    const us = yearlyCost(feeRules, 'us11-12', 'full');
    expect(us.unscheduled.map((item) => [item.id, item.amount])).toEqual([['us-enrolment', amountOf({ kind: 'tuition', id: 'us-enrolment' })]]);
  });
});

describe('the yearly cost of each level against the specification\'s fee table (content/fees.ts, lib/yearly-cost.ts)', () => {
  beforeEach(specSampleOnly);

  it('is the worked example for Primary 1 to 5: 10,860 + 44 + 156 + 140 = 11,200, 12,300 with a half route, 12,700 with a full route', () => {
    const cost = yearlyCost(feeRules, 'primary1-5', 'none');
    expect(cost.items.map((item) => [item.id, item.amount])).toEqual([
      ['tuition', 10860],
      ['insurance', 44],
      ['materials', 156],
      ['digital', 140],
    ]);
    expect(cost.total).toBe(11200);
    expect(yearlyCost(feeRules, 'primary1-5', 'half').total).toBe(12300);
    expect(yearlyCost(feeRules, 'primary1-5', 'full').total).toBe(12700);
    expect(cost.notListed).toEqual([]);
  });

  it('follows the stated rule for every level and transport choice', () => {
    expect(levels.sort()).toEqual(Object.keys(specification).sort());
    for (const level of levels) {
      const rule = specification[level]!;
      const digital = rule.digital === 'term' ? 3 * 14 : rule.digital === 'month' ? 10 * 14 : 0;
      const withoutTransport = rule.tuition + 44 + 3 * 52 + digital + (rule.enrolment ? 630 : 0);
      for (const transport of transportChoices) {
        const cost = yearlyCost(feeRules, level, transport);
        const route = rule.returnIncluded ? 0 : 10 * routePrice[transport];
        expect(cost.total, `${level} ${transport}`).toBe(withoutTransport + route);
        const notListed = [...(rule.digital ? [] : ['digital']), ...(rule.returnIncluded && transport !== 'none' ? ['transport'] : [])];
        expect(cost.notListed, `${level} ${transport}`).toEqual(notListed);
      }
    }
  });

  it('bills each level\'s tuition, the specification\'s amount, in its monthly charges: 1,086 for Primary 1 to 5, 1,485 for Baccalaureate 2, 1,714 for Diploma year 2', () => {
    // How the months and the division work is the content-driven test's above; here only the specification's figures.
    for (const level of levels) {
      const tuition = yearlyCost(feeRules, level, 'none').items.find((item) => item.id === 'tuition')!;
      expect([tuition.amount, tuition.count], level).toEqual([specification[level]!.tuition, specification[level]!.months]);
    }
    expect(yearlyCost(feeRules, 'primary1-5', 'none').items[0]!.unitAmount).toBe(1086);
    expect(yearlyCost(feeRules, 'bachillerato2', 'none').items[0]!.unitAmount).toBe(1485);
    expect(yearlyCost(feeRules, 'diploma2', 'none').items[0]!.unitAmount).toBe(1714);
  });

  it('charges insurance in October, materials in November, February and May, and monthly charges every month of the course', () => {
    const cost = yearlyCost(feeRules, 'primary1-5', 'half');
    const months = (id: string) => cost.items.find((item) => item.id === id)!.months;
    expect(months('insurance')).toEqual([10]);
    expect(months('materials')).toEqual([11, 2, 5]);
    expect(months('digital')).toEqual([9, 10, 11, 12, 1, 2, 3, 4, 5, 6]);
    expect(months('transport')).toEqual([9, 10, 11, 12, 1, 2, 3, 4, 5, 6]);
    expect(cost.schedule.map((month) => [month.month, month.amount])).toEqual([
      [9, 1210], [10, 1254], [11, 1262], [12, 1210], [1, 1210], [2, 1262], [3, 1210], [4, 1210], [5, 1262], [6, 1210],
    ]);
    expect(cost.unscheduled).toEqual([]);
  });

  it('lists in no month what has no published month: the termly digital resources, the US school enrolment', () => {
    const kindergarten = yearlyCost(feeRules, 'prek4-k', 'none');
    expect(kindergarten.unscheduled.map((item) => [item.id, item.count, item.unitAmount])).toEqual([['digital', 3, 14]]);
    const us = yearlyCost(feeRules, 'us11-12', 'full');
    expect(us.unscheduled.map((item) => [item.id, item.amount])).toEqual([['us-enrolment', 630]]);
    expect(us.total).toBe(19330 + 44 + 156 + 630 + 1500);
  });

  it('stops June for the levels billed to May: Baccalaureate 2 pays no tuition in June', () => {
    const june = yearlyCost(feeRules, 'bachillerato2', 'none').schedule.at(-1)!;
    expect(june.month).toBe(6);
    expect(june.items.map((item) => item.id)).toEqual(['digital']);
  });
});

describe('the fee rules check', () => {
  const withTuition = (id: string, amount: unknown): FeeRules => ({
    ...feeRules,
    tuition: feeRules.tuition.map((row) => (row.id === id ? { ...row, amount: amount as number } : row)),
  });

  it('finds nothing wrong in content/fees.ts', () => {
    expect(feeRuleProblems(feeRules)).toEqual([]);
  });

  it('refuses a tuition that does not divide into its monthly charges, naming the field and a right amount', () => {
    expect(feeRuleProblems(withTuition('bachillerato2', 13366))).toEqual([
      {
        path: ['tuition', 8, 'amount'],
        message: '13366 does not divide into its 9 monthly charges (September to May): it must be a multiple of 9, like 13365',
      },
    ]);
    expect(fieldName(['tuition', 8, 'amount'])).toBe('tuition[8].amount');
  });

  it('refuses a row that is neither a level nor charged with one, an anchor used twice, a rule that points at nothing', () => {
    const withoutUs = Object.fromEntries(Object.entries(levelBilling).filter(([level]) => !level.startsWith('us')));
    expect(feeRuleProblems({ ...feeRules, levelBilling: withoutUs }).map((problem) => fieldName(problem.path))).toEqual([
      'tuition[11].id',
      'tuition[12].id',
      'tuition[13].id',
    ]);
    const twice = { ...levelBilling, prek3: { ...levelBilling.prek3!, anchor: 'primary-1-5' } };
    expect(feeRuleProblems({ ...feeRules, levelBilling: twice })).toEqual([
      { path: ['levelBilling', 'primary1-5', 'anchor'], message: '"primary-1-5" is already the anchor of "prek3"' },
    ]);
    const noTermlyDigital = feeRules.charges.map((charge) => (charge.id === 'digital' ? { ...charge, lines: charge.lines.filter((line) => line.period === 'month') } : charge));
    expect(feeRuleProblems({ ...feeRules, charges: noTermlyDigital })).toEqual([
      { path: ['levelBilling', 'prek4-k', 'digital'], message: 'is "term", but the digital resources charge has no line with that period' },
    ]);
    const insuranceTwice = feeRules.charges.map((charge) => (charge.id === 'insurance' ? { ...charge, chargedIn: [10, 3] } : charge));
    expect(feeRuleProblems({ ...feeRules, charges: insuranceTwice })).toEqual([
      { path: ['charges', 1, 'chargedIn'], message: 'lists 2 months for a charge made once a year' },
    ]);
  });
});

/** Every amount of the rules, by where it is: a tuition row or a charge's line. */
type AmountPlace = { kind: 'tuition'; id: string } | { kind: 'line'; charge: string; index: number };

const places: AmountPlace[] = [
  ...feeRules.tuition.map((row) => ({ kind: 'tuition' as const, id: row.id })),
  ...feeRules.charges.flatMap((charge) => charge.lines.map((_, index) => ({ kind: 'line' as const, charge: charge.id, index }))),
];

function withAmount(rules: FeeRules, place: AmountPlace, change: (amount: number) => number): FeeRules {
  if (place.kind === 'tuition')
    return { ...rules, tuition: rules.tuition.map((row) => (row.id === place.id ? { ...row, amount: change(row.amount) } : row)) };
  return {
    ...rules,
    charges: rules.charges.map((charge) =>
      charge.id !== place.charge
        ? charge
        : { ...charge, lines: charge.lines.map((line, index) => (index === place.index ? { ...line, amount: change(line.amount) } : line)) },
    ),
  };
}

/** How many times a year `level` pays the amount at `place`, with `transport`: 0 when it does not pay it. */
function timesPaid(level: LevelId, transport: TransportChoice, place: AmountPlace): number {
  const rule = specification[level]!;
  if (place.kind === 'tuition') return place.id === level || (place.id === 'us-enrolment' && rule.enrolment) ? 1 : 0;
  const line: ChargeLine = feeRules.charges.find((charge) => charge.id === place.charge)!.lines[place.index]!;
  switch (place.charge) {
    case 'insurance':
      return 1;
    case 'materials':
      return 3;
    case 'digital':
      return line.period === rule.digital ? (line.period === 'term' ? 3 : 10) : 0;
    case 'transport':
      return !rule.returnIncluded && line.route === transport ? 10 : 0;
    default:
      throw new Error(`no rule for ${place.charge}`);
  }
}

/** Any set of amounts: each tuition a whole number of its monthly charges, each other amount any whole number of euros. */
const anyRules = fc
  .array(fc.integer({ min: 0, max: 5_000 }), { minLength: places.length, maxLength: places.length })
  .map((amounts) =>
    places.reduce<FeeRules>((rules, place, index) => {
      const months = place.kind === 'tuition' && place.id in specification ? specification[place.id as LevelId]!.months : 1;
      return withAmount(rules, place, () => amounts[index]! * months);
    }, feeRules),
  );

describe('the yearly cost, for any amounts', () => {
  it('adds up: the items make the total, and the months (with what has no month) make it too', () => {
    fc.assert(
      fc.property(anyRules, fc.constantFrom(...levels), fc.constantFrom(...transportChoices), (rules, level, transport) => {
        const cost = yearlyCost(rules, level, transport);
        const items = cost.items.reduce((total, item) => total + item.amount, 0);
        const months = cost.schedule.reduce((total, month) => total + month.amount, 0);
        const unscheduled = cost.unscheduled.reduce((total, item) => total + item.amount, 0);
        expect(items).toBe(cost.total);
        expect(months + unscheduled).toBe(cost.total);
        for (const item of cost.items) expect(item.amount).toBe(item.unitAmount * item.count);
      }),
    );
  });

  it('changes by exactly the change of one amount times the number of times it is paid', () => {
    fc.assert(
      fc.property(
        anyRules,
        fc.constantFrom(...places),
        fc.integer({ min: 1, max: 1_000 }),
        fc.constantFrom(...levels),
        fc.constantFrom(...transportChoices),
        (rules, place, step, level, transport) => {
          // A tuition changes by whole monthly charges, so that it still divides.
          const months = place.kind === 'tuition' && place.id in specification ? specification[place.id as LevelId]!.months : 1;
          const change = step * months;
          const before = yearlyCost(rules, level, transport).total;
          const after = yearlyCost(withAmount(rules, place, (amount) => amount + change), level, transport).total;
          expect(after - before).toBe(change * timesPaid(level, transport, place));
        },
      ),
    );
  });

  it('always passes the rules check when every tuition divides', () => {
    fc.assert(
      fc.property(anyRules, (rules) => {
        expect(feeRuleProblems(rules)).toEqual([]);
      }),
    );
  });
});
