import type { ChargeLine, ChargePeriod, LevelBilling, TransportRoute, TuitionRow } from '@/content/fees';

/**
 * What a year at one level costs, as the school bills it, and what is
 * charged each month: computed from the rules of content/fees.ts
 * (`feeRules`). Pure, so that the fees page (at build time), its calculator
 * (in the browser, on first use) and the tests compute the same thing.
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

const file = 'content/fees.ts';

/** A mistake in the fee rules: the message names the file and the field. */
export class FeeRuleError extends Error {
  override name = 'FeeRuleError';
}

/** The months from `first` to `last`, across New Year: 9 to 6 gives September … June. */
export function monthsFrom(first: number, last: number): number[] {
  const count = ((last - first + 12) % 12) + 1;
  return Array.from({ length: count }, (_, index) => ((first - 1 + index) % 12) + 1);
}

function chargeById(rules: FeeRules, id: string): ChargeRule {
  const charge = rules.charges.find((candidate) => candidate.id === id);
  if (!charge) throw new FeeRuleError(`${file}: charges has no "${id}"`);
  return charge;
}

/** An item charged once, each term or each month, in its listed months (or the course's, for a monthly charge). */
function chargeItem(rules: FeeRules, id: string, amount: number, period: ChargePeriod, chargedIn: readonly number[] | undefined): CostItem {
  const where = `${file}: charges "${id}"`;
  const months = chargedIn ?? (period === 'month' ? monthsFrom(rules.course.firstMonth, rules.course.lastMonth) : null);
  const count = { year: 1, term: rules.termsPerYear, month: months?.length ?? 0 }[period];
  if (months && months.length !== count)
    throw new FeeRuleError(`${where}: chargedIn lists ${months.length} months for a charge made ${count} times a year (${period})`);
  return { id, period, unitAmount: amount, count, amount: amount * count, months };
}

function tuitionItem(rules: FeeRules, row: TuitionRule): CostItem {
  const months = monthsFrom(rules.course.firstMonth, row.lastBilledMonth ?? rules.course.lastMonth);
  const unitAmount = row.amount / months.length;
  if (!Number.isInteger(unitAmount))
    throw new FeeRuleError(
      `${file}: tuition "${row.id}" amount ${row.amount} does not divide into its ${months.length} monthly charges (months ${months[0]} to ${months.at(-1)})`,
    );
  return { id: 'tuition', period: 'month', unitAmount, count: months.length, amount: row.amount, months };
}

function tuitionRow(rules: FeeRules, id: string, field: string): TuitionRule {
  const row = rules.tuition.find((candidate) => candidate.id === id);
  if (!row) throw new FeeRuleError(`${file}: ${field} names "${id}", which is not a row of tuition`);
  return row;
}

/** The yearly cost of `level` (a key of `levelBilling`) with a transport choice, and its month-by-month schedule. */
export function yearlyCost(rules: FeeRules, level: string, transport: TransportChoice): YearlyCost {
  const billing = rules.levelBilling[level];
  if (!billing) throw new FeeRuleError(`${file}: levelBilling has no "${level}"`);
  const items: CostItem[] = [tuitionItem(rules, tuitionRow(rules, level, 'levelBilling'))];
  const notListed: YearlyCost['notListed'][number][] = [];

  for (const id of rules.chargedToEveryLevel) {
    const charge = chargeById(rules, id);
    for (const line of charge.lines) items.push(chargeItem(rules, id, line.amount, line.period, charge.chargedIn));
  }

  if (billing.digital === 'notListed') notListed.push('digital');
  else {
    const digital = chargeById(rules, 'digital');
    const line = digital.lines.find((candidate) => candidate.period === billing.digital);
    if (!line) throw new FeeRuleError(`${file}: levelBilling "${level}" digital is "${billing.digital}", but charges "digital" has no such line`);
    items.push(chargeItem(rules, 'digital', line.amount, line.period, digital.chargedIn));
  }

  for (const id of billing.alsoCharged ?? []) {
    const row = tuitionRow(rules, id, `levelBilling "${level}" alsoCharged`);
    items.push({ id, period: 'year', unitAmount: row.amount, count: 1, amount: row.amount, months: null });
  }

  if (transport !== 'none') {
    if (billing.transport === 'returnIncluded') notListed.push('transport');
    else {
      const charge = chargeById(rules, 'transport');
      const line = charge.lines.find((candidate) => candidate.route === transport);
      if (!line) throw new FeeRuleError(`${file}: charges "transport" has no line with route "${transport}"`);
      items.push(chargeItem(rules, 'transport', line.amount, line.period, charge.chargedIn));
    }
  }

  const courseMonths = monthsFrom(rules.course.firstMonth, rules.course.lastMonth);
  for (const item of items) {
    const outside = item.months?.find((month) => !courseMonths.includes(month));
    if (outside !== undefined) throw new FeeRuleError(`${file}: charges "${item.id}" is charged in month ${outside}, outside the course`);
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

/**
 * Every mistake in the fee rules, each naming the file and the field: an
 * amount that is not a whole number of euros, a tuition that does not
 * divide into its monthly charges, a row that is neither a level nor
 * charged with one, a rule pointing at nothing. Empty when all is well.
 */
export function feeRuleProblems(rules: FeeRules): string[] {
  const problems: string[] = [];
  const amounts = [
    ...rules.tuition.map((row) => [`tuition "${row.id}" amount`, row.amount] as const),
    ...rules.charges.flatMap((charge) => charge.lines.map((line, index) => [`charges "${charge.id}" lines[${index}] amount`, line.amount] as const)),
  ];
  for (const [field, amount] of amounts) {
    if (!Number.isInteger(amount) || amount < 0) problems.push(`${file}: ${field} must be a whole number of euros, not ${String(amount)}`);
  }

  const levels = Object.keys(rules.levelBilling);
  const chargedWith = new Set<string>(levels.flatMap((level) => rules.levelBilling[level]!.alsoCharged ?? []));
  for (const row of rules.tuition) {
    const isLevel = levels.includes(row.id);
    if (isLevel === chargedWith.has(row.id))
      problems.push(`${file}: tuition "${row.id}" must be either a level of levelBilling or charged with one (alsoCharged), not ${isLevel ? 'both' : 'neither'}`);
  }

  const anchors = levels.map((level) => rules.levelBilling[level]!.anchor);
  for (const [index, anchor] of anchors.entries()) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(anchor)) problems.push(`${file}: levelBilling "${levels[index]}" anchor "${anchor}" must be lower-case words joined by hyphens`);
    if (anchors.indexOf(anchor) !== index) problems.push(`${file}: levelBilling "${levels[index]}" anchor "${anchor}" is used twice`);
  }

  for (const level of levels) {
    for (const transport of transportChoices) {
      try {
        yearlyCost(rules, level, transport);
      } catch (error) {
        if (!(error instanceof FeeRuleError)) throw error;
        if (!problems.includes(error.message)) problems.push(error.message);
      }
    }
  }
  return problems;
}

/** Stops the build when the fee rules are wrong, listing every mistake. */
export function assertFeeRules(rules: FeeRules): void {
  const problems = feeRuleProblems(rules);
  if (problems.length > 0) throw new FeeRuleError(`The fee rules are wrong:\n- ${problems.join('\n- ')}`);
}
