import type { TransportChoice, YearlyCost } from './yearly-cost';

/*
 * The family total of the fees page: several children, each at a level with
 * a transport choice, added up for the year and for each month. The server
 * writes every level's plan into the page (components/admission/family-cost.tsx);
 * the page's script (browser/inline/family-cost.ts) adds up the children the
 * family has chosen, with the same function the tests use.
 */

/** What a level costs with one transport choice: the year, each month of the course in order, and what falls in no published month. */
export type CostPlan = { readonly total: number; readonly months: readonly number[]; readonly unscheduled: number };

/** A level's plan with each transport choice; null where the fee table lists no price for that route (return route included). */
export type LevelPlans = { readonly none: CostPlan; readonly half: CostPlan | null; readonly full: CostPlan | null };

/** A child as the family chose: a level (empty while none is chosen) and a transport choice. */
export type ChosenChild = { readonly level: string; readonly transport: TransportChoice };

/** One child's share, or null while no level is chosen; `transportListed` is false where the chosen transport has no price. */
export type ChildCost = { readonly plan: CostPlan; readonly transportListed: boolean } | null;

export type FamilyTotal = { readonly children: readonly ChildCost[]; readonly plan: CostPlan; readonly chosen: number };

/** The plan of a yearly cost (lib/yearly-cost.ts). */
export function planOf(cost: YearlyCost): CostPlan {
  return { total: cost.total, months: cost.schedule.map((month) => month.amount), unscheduled: cost.unscheduled.reduce((sum, item) => sum + item.amount, 0) };
}

/** A level's plans, for the page to carry. */
export function levelPlans(costs: Readonly<Record<TransportChoice, YearlyCost>>): LevelPlans {
  const priced = (choice: TransportChoice) => (costs[choice].notListed.includes('transport') ? null : planOf(costs[choice]));
  return { none: planOf(costs.none), half: priced('half'), full: priced('full') };
}

/** Each child's cost and the family's, for the year and each of `monthCount` months. A level the plans do not know counts as not chosen. */
export function familyTotal(children: readonly ChosenChild[], plans: Readonly<Record<string, LevelPlans>>, monthCount: number): FamilyTotal {
  const costs: ChildCost[] = children.map(({ level, transport }) => {
    const levelPlan = Object.hasOwn(plans, level) ? plans[level]! : undefined;
    if (!levelPlan) return null;
    const withTransport = levelPlan[transport];
    return { plan: withTransport ?? levelPlan.none, transportListed: withTransport !== null };
  });
  const chosen = costs.filter((cost) => cost !== null).map((cost) => cost.plan);
  const plan: CostPlan = {
    total: chosen.reduce((sum, child) => sum + child.total, 0),
    months: Array.from({ length: monthCount }, (_, index) => chosen.reduce((sum, child) => sum + (child.months[index] ?? 0), 0)),
    unscheduled: chosen.reduce((sum, child) => sum + child.unscheduled, 0),
  };
  return { children: costs, plan, chosen: chosen.length };
}

/** The words the page's script writes, translated on the server; `{number}` and `{amount}` it fills in. */
export type FamilyCostWords = {
  readonly child: string;
  readonly remove: string;
  readonly childTotal: string;
  readonly total: string;
  readonly prompt: string;
  readonly transportNotListed: string;
  readonly withoutDigital: string;
};

/** What the fees page carries for its script, in a JSON block: how it writes euros, every level's plans, and its words. */
export type FamilyCostData = {
  /** The BCP 47 tag and the options the server writes euros with, so that the script writes them alike. */
  readonly locale: string;
  readonly euros: Intl.NumberFormatOptions;
  readonly monthCount: number;
  readonly plans: Readonly<Record<string, LevelPlans>>;
  /** The levels whose digital resources have no published amount, left out of their total. */
  readonly withoutDigital: readonly string[];
  readonly words: FamilyCostWords;
};

/** The hooks the server's markup gives the script: ids and data attributes. */
export const familyCostHooks = {
  data: 'family-cost-data',
  root: 'data-family-cost',
  list: 'data-family-children',
  template: 'data-family-template',
  child: 'data-family-child',
  label: 'data-family-label',
  level: 'data-family-level',
  transport: 'data-family-transport',
  childTotal: 'data-family-child-total',
  add: 'data-family-add',
  remove: 'data-family-remove',
  total: 'data-family-total',
  month: 'data-family-month',
  unscheduled: 'data-family-unscheduled',
  yearTotal: 'data-family-year',
} as const;
