import * as z from 'zod';
import { feeRuleProblems } from '@/lib/yearly-cost';
import { euros, localized, month, oneOf, slug, wholeNumber, year } from './fields';

/*
 * content/data/fees.json: the fees of a course (specification section 9) and
 * the rules by which the school bills a year at each level. Amounts are whole
 * euros; months are 1-12.
 */

export const chargePeriods = ['year', 'term', 'month'] as const;
export const transportRoutes = ['full', 'half'] as const;

const tuitionRow = z.object({
  id: slug,
  level: localized,
  /** Euros per year. */
  amount: euros,
  /** Billed only up to this month, instead of to the end of the course. */
  lastBilledMonth: month.optional(),
});

const chargeLine = z.object({
  amount: euros,
  period: oneOf(chargePeriods),
  /** What the amount is for, when a charge has several (full route, half route). */
  label: localized.optional(),
  /** Who pays it, when not everyone does. */
  appliesTo: localized.optional(),
  /** Which transport route the line prices (the yearly cost offers each one). */
  route: oneOf(transportRoutes).optional(),
});

const charge = z.object({
  id: slug,
  title: localized,
  lines: z.array(chargeLine).min(1),
  /** Months in which it is charged. */
  chargedIn: z.array(month).optional(),
  note: localized.optional(),
});

const levelBilling = z.object({
  /** The row of `tuition` the level is. */
  level: slug,
  /** The level's row on the fees page, `/admission/fees/#primary-1-5`: shared links point at it, so keep it stable. */
  anchor: slug,
  /** Which line of the digital resources charge the level pays, by its period, or 'notListed' when no amount is published for it. */
  digital: oneOf(['term', 'month', 'notListed']),
  /** 'priced': each transport route at its monthly price. 'returnIncluded': the return route is included, and no price is published for other journeys. */
  transport: oneOf(['priced', 'returnIncluded']),
  /** Rows of `tuition` that are not a level but are charged with it, once a year. */
  alsoCharged: z.array(slug).optional(),
});

export const feesFile = z
  .object({
    /** The course the fees apply to: its first year, and its first and last months. */
    feesCourse: z.object({ startYear: year, firstMonth: month, lastMonth: month }),
    tuition: z.array(tuitionRow).min(1),
    /** Lunch needs no line of its own when it is part of the tuition. */
    lunchIncludedInTuition: z.boolean(),
    charges: z.array(charge),
    /** Listed by the school with no amount. */
    unpricedItems: z.array(localized),
    /** A termly charge comes this many times a year (materials: November, February and May). */
    termsPerYear: wholeNumber('a number of terms', 3).min(1).max(4),
    /** Which charges each level pays besides tuition and `chargedToEveryLevel`. */
    levelBilling: z.array(levelBilling).min(1),
    /** Charges every level pays besides tuition (ids of `charges`). */
    chargedToEveryLevel: z.array(slug),
  })
  // Once every amount is a whole number: the rules of a year's cost (each tuition divides into its monthly charges…).
  .superRefine((fees, context) => {
    const levelIndex = new Map(fees.levelBilling.map((billing, index) => [billing.level, index]));
    for (const { path, message } of feeRuleProblems(feeRulesOf(fees))) {
      // The rules name a level by its id; the file lists the levels in order.
      const [first, level, ...rest] = path;
      const index = first === 'levelBilling' && typeof level === 'string' ? levelIndex.get(level) : undefined;
      context.addIssue({ code: 'custom', path: index === undefined ? [...path] : ['levelBilling', index, ...(rest.length ? rest : ['level'])], message });
    }
  });

export type FeesFile = z.infer<typeof feesFile>;
export type TuitionRow = FeesFile['tuition'][number];
export type ChargeLine = FeesFile['charges'][number]['lines'][number];
export type Charge = FeesFile['charges'][number];
export type ChargePeriod = ChargeLine['period'];
export type TransportRoute = (typeof transportRoutes)[number];
export type LevelBilling = Omit<FeesFile['levelBilling'][number], 'level'>;

/** The rules of a year's cost, as lib/yearly-cost.ts reads them: the levels keyed by their tuition row. */
export function feeRulesOf(fees: FeesFile) {
  const { feesCourse, termsPerYear, tuition, charges, chargedToEveryLevel } = fees;
  const levelBilling: Record<string, LevelBilling> = Object.fromEntries(fees.levelBilling.map(({ level, ...billing }) => [level, billing]));
  return { course: feesCourse, termsPerYear, tuition, charges, levelBilling, chargedToEveryLevel };
}
