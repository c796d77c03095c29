import type { ChargeLine, ChargePeriod, LevelBilling, TransportRoute, TuitionRow } from '@/content/schemas/fees';
import { monthName } from '@/content/schemas/dates';

/**
 * What a year at one level costs, as the school bills it, and what is
 * charged each month: computed from the rules of content/fees.ts
 * (`feeRules`). Pure, so that the fees page and its calculator (both at
 * build time) and the tests compute the same thing.
 */

type TuitionRule = Pick<TuitionRow, 'id' | 'amount' | 'lastBilledMonth'>;
type ChargeRule = { readonly id: string; readonly chargedIn?: readonly number[]; readonly lines: readonly Pick<ChargeLine, 'amount' | 'period' | 'route'>[] };

/** The rules it reads: `feeRules` of content/fees.ts, or a variant of it in the tests. Only numbers and ids: no text. */
export type FeeRules = {
  readonly course: { readonly firstMonth: number; readonly lastMonth: number };
  readonly termsPerYear: number;
  readonly tuition: readonly TuitionRule[];
  readonly charges: readonly ChargeRule[];
  readonly levelBilling: { readonly [level: string]: LevelBilling };
  readonly chargedToEveryLevel: readonly string[];
};

export type TransportChoice = 'none' | TransportRoute;
export const transportChoices = ['none', 'half', 'full'] as const satisfies readonly TransportChoice[];

/** What a level pays for one thing in a year: `count` charges of `unitAmount`. */
export type CostItem = {
  /** 'tuition', a charge's id ('insurance', 'transport'…) or a row of `tuition` charged with the level ('us-enrolment'). */
  readonly id: string;
  readonly period: ChargePeriod;
  readonly unitAmount: number;
  readonly count: number;
  readonly amount: number;
  /** The months it is charged in, in course order; null when no month is published. */
  readonly months: readonly number[] | null;
};

export type MonthCharges = {
  readonly month: number;
  readonly items: readonly { readonly id: string; readonly amount: number }[];
  readonly amount: number;
};

export type YearlyCost = {
  readonly level: string;
  readonly items: readonly CostItem[];
  readonly total: number;
  /** Charges of the level with no published amount, left out of the total. */
  readonly notListed: readonly ('digital' | 'transport')[];
  /** Every month of the course, September first, with what is charged in it. */
  readonly schedule: readonly MonthCharges[];
  /** The items whose months are not published: part of the total, in no month. */
  readonly unscheduled: readonly CostItem[];
};

/** Where a rule sits in the fee rules: `tuition[8].amount` is ['tuition', 8, 'amount']. */
export type FeeRulePath = readonly (string | number)[];

/** `tuition[8].amount`: how a field is named in a message. */
export function fieldName(path: FeeRulePath): string {
  return path.map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${key}`)).join('');
}

/** A mistake in the fee rules: where it is, and what is wrong, said for whoever edits content/fees.ts. */
export class FeeRuleError extends Error {
  override name = 'FeeRuleError';
  constructor(
    readonly path: FeeRulePath,
    readonly reason: string,
  ) {
    super(`${fieldName(path)}: ${reason}`);
  }
}

/** The months from `first` to `last`, across New Year: 9 to 6 gives September … June. */
export function monthsFrom(first: number, last: number): number[] {
  const count = ((last - first + 12) % 12) + 1;
  return Array.from({ length: count }, (_, index) => ((first - 1 + index) % 12) + 1);
}

function chargeIndex(rules: FeeRules, id: string): number {
  const index = rules.charges.findIndex((candidate) => candidate.id === id);
  if (index < 0) throw new FeeRuleError(['charges'], `has no charge with id "${id}"`);
  return index;
}

/** An item charged once, each term or each month, in its listed months (or the course's, for a monthly charge). */
function chargeItem(rules: FeeRules, index: number, line: number): CostItem {
  const charge = rules.charges[index]!;
  const { amount, period } = charge.lines[line]!;
  const months = charge.chargedIn ?? (period === 'month' ? monthsFrom(rules.course.firstMonth, rules.course.lastMonth) : null);
  const count = { year: 1, term: rules.termsPerYear, month: months?.length ?? 0 }[period];
  if (months && months.length !== count)
    throw new FeeRuleError(['charges', index, 'chargedIn'], `lists ${months.length} months for a charge made ${count === 1 ? 'once' : `${count} times`} a year`);
  return { id: charge.id, period, unitAmount: amount, count, amount: amount * count, months };
}

function tuitionItem(rules: FeeRules, index: number): CostItem {
  const row = rules.tuition[index]!;
  const months = monthsFrom(rules.course.firstMonth, row.lastBilledMonth ?? rules.course.lastMonth);
  const unitAmount = row.amount / months.length;
  if (!Number.isInteger(unitAmount)) {
    const nearest = Math.round(unitAmount) * months.length;
    throw new FeeRuleError(
      ['tuition', index, 'amount'],
      `${row.amount} does not divide into its ${months.length} monthly charges (${monthName(months[0]!)} to ${monthName(months.at(-1)!)}): it must be a multiple of ${months.length}, like ${nearest}`,
    );
  }
  return { id: 'tuition', period: 'month', unitAmount, count: months.length, amount: row.amount, months };
}

function tuitionIndex(rules: FeeRules, id: string, path: FeeRulePath): number {
  const index = rules.tuition.findIndex((candidate) => candidate.id === id);
  if (index < 0) throw new FeeRuleError(path, `names "${id}", which is not the id of a row of tuition`);
  return index;
}

/** The yearly cost of `level` (a key of `levelBilling`) with a transport choice, and its month-by-month schedule. */
export function yearlyCost(rules: FeeRules, level: string, transport: TransportChoice): YearlyCost {
  const billing = rules.levelBilling[level];
  if (!billing) throw new FeeRuleError(['levelBilling'], `has no level "${level}"`);
  const items: CostItem[] = [tuitionItem(rules, tuitionIndex(rules, level, ['levelBilling', level]))];
  const notListed: YearlyCost['notListed'][number][] = [];

  for (const [position, id] of rules.chargedToEveryLevel.entries()) {
    const index = rules.charges.findIndex((charge) => charge.id === id);
    if (index < 0) throw new FeeRuleError(['chargedToEveryLevel', position], `names "${id}", which is not the id of a charge`);
    rules.charges[index]!.lines.forEach((_, line) => items.push(chargeItem(rules, index, line)));
  }

  if (billing.digital === 'notListed') notListed.push('digital');
  else {
    const index = chargeIndex(rules, 'digital');
    const line = rules.charges[index]!.lines.findIndex((candidate) => candidate.period === billing.digital);
    if (line < 0) throw new FeeRuleError(['levelBilling', level, 'digital'], `is "${billing.digital}", but the digital resources charge has no line with that period`);
    items.push(chargeItem(rules, index, line));
  }

  for (const [position, id] of (billing.alsoCharged ?? []).entries()) {
    const row = rules.tuition[tuitionIndex(rules, id, ['levelBilling', level, 'alsoCharged', position])]!;
    items.push({ id, period: 'year', unitAmount: row.amount, count: 1, amount: row.amount, months: null });
  }

  if (transport !== 'none') {
    if (billing.transport === 'returnIncluded') notListed.push('transport');
    else {
      const index = chargeIndex(rules, 'transport');
      const line = rules.charges[index]!.lines.findIndex((candidate) => candidate.route === transport);
      if (line < 0) throw new FeeRuleError(['charges', index, 'lines'], `has no line with route: '${transport}'`);
      items.push(chargeItem(rules, index, line));
    }
  }

  const courseMonths = monthsFrom(rules.course.firstMonth, rules.course.lastMonth);
  for (const item of items) {
    const outside = item.months?.find((month) => !courseMonths.includes(month));
    if (outside !== undefined)
      throw new FeeRuleError(['charges', chargeIndex(rules, item.id), 'chargedIn'], `charges in ${monthName(outside)}, outside the course (${monthName(courseMonths[0]!)} to ${monthName(courseMonths.at(-1)!)})`);
  }
  const schedule = courseMonths.map((month) => {
    const inMonth = items
      .filter((item) => item.months?.includes(month))
      .map((item) => ({ id: item.id, amount: item.unitAmount }));
    return { month, items: inMonth, amount: sum(inMonth) };
  });

  return {
    level,
    items,
    total: sum(items),
    notListed,
    schedule,
    unscheduled: items.filter((item) => item.months === null),
  };
}

const sum = (values: readonly { amount: number }[]) => values.reduce((total, value) => total + value.amount, 0);

export type FeeRuleProblem = { path: FeeRulePath; message: string };

/**
 * Every mistake in the fee rules, each with the field it is in: a tuition
 * that does not divide into its monthly charges, a row that is neither a level
 * nor charged with one, an anchor that is not one, a rule pointing at nothing.
 * Empty when all is well. The content check (scripts/content-check) runs it
 * once the amounts themselves are whole numbers of euros.
 */
export function feeRuleProblems(rules: FeeRules): FeeRuleProblem[] {
  const problems: FeeRuleProblem[] = [];
  const levels = Object.keys(rules.levelBilling);
  const chargedWith = new Set<string>(levels.flatMap((level) => rules.levelBilling[level]!.alsoCharged ?? []));
  rules.tuition.forEach((row, index) => {
    const isLevel = levels.includes(row.id);
    if (isLevel === chargedWith.has(row.id))
      problems.push({
        path: ['tuition', index, 'id'],
        message: isLevel
          ? `"${row.id}" is a level of levelBilling and also charged with one (alsoCharged): it must be one or the other`
          : `"${row.id}" is neither a level of levelBilling nor charged with one (alsoCharged): add it to one of them`,
      });
  });

  const anchors = levels.map((level) => rules.levelBilling[level]!.anchor);
  anchors.forEach((anchor, index) => {
    const path = ['levelBilling', levels[index]!, 'anchor'];
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(anchor)) problems.push({ path, message: `"${anchor}" must be lower-case words joined by hyphens, like "primary-1-5"` });
    else if (anchors.indexOf(anchor) !== index) problems.push({ path, message: `"${anchor}" is already the anchor of "${levels[anchors.indexOf(anchor)]}"` });
  });

  for (const level of levels) {
    for (const transport of transportChoices) {
      try {
        yearlyCost(rules, level, transport);
      } catch (error) {
        if (!(error instanceof FeeRuleError)) throw error;
        if (!problems.some((problem) => fieldName(problem.path) === fieldName(error.path))) problems.push({ path: error.path, message: error.reason });
      }
    }
  }
  return problems;
}
