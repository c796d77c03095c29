import { readData } from './data';
import { feeRulesOf, type LevelBilling } from './schemas/fees';
import { birthYearsOf } from './schemas/level-ages';

/**
 * Fees of the school (specification section 9, "Fees"): the facts are in
 * content/data/fees.json, shaped by content/schemas/fees.ts; this module
 * reads them for the pages. Amounts are whole euros; pages write them with
 * the `euros` format (i18n/request.ts). Months are 1-12.
 */

export type { Charge, ChargeLine, ChargePeriod, LevelBilling, TransportRoute, TuitionRow } from './schemas/fees';

const fees = readData('fees.json');

/** The course the fees apply to: 2024/2025, September to June. */
export const { feesCourse, tuition, charges, unpricedItems, lunchIncludedInTuition, termsPerYear, chargedToEveryLevel } = fees;

/*
 * What a year costs at each level, as the school bills it: the rules behind
 * the yearly-cost table and calculator of the fees page. lib/yearly-cost.ts
 * adds the amounts above up from them; tests/unit/yearly-cost.test.ts checks
 * them, and the build stops with a message naming the field when one breaks.
 */

/** A row of `tuition`. */
export type TuitionId = string;
/** A year group: a row of `tuition` that `levelBilling` bills as a level (not the US school enrolment, which is charged with the US grades). */
export type LevelId = string;
export type ChargeId = string;

/** Every rule of the yearly cost in one object: what lib/yearly-cost.ts reads. */
export const feeRules = feeRulesOf(fees);

/** Which charges each level pays besides tuition and `chargedToEveryLevel`, by level. */
export const levelBilling: Readonly<Record<LevelId, LevelBilling>> = feeRules.levelBilling;

/**
 * The words of the fees page, and of the yearly-cost table and calculator;
 * their {placeholders} are filled in by the page.
 */
export const { feesCopy, yearlyCostCopy } = fees;

/*
 * The year groups by year of birth (/admission/year-group/2018): each level
 * of `levelBilling` lists its school years with the age pupils turn in the
 * calendar year the course starts; lib/year-groups.ts maps a year of birth
 * to them.
 */

/** Every level, in the order of the fee table, with its stage, its school years and their ages. */
export const yearGroupLevels = fees.levelBilling;
export type YearGroupLevel = (typeof yearGroupLevels)[number];

/** The years of birth the school takes in `feesCourse`, one page each: 2007 to 2023 for 2024/2025. They move with the course. */
export const yearGroupBirthYears: readonly number[] = birthYearsOf(feesCourse, yearGroupLevels);

/** The words of the pages per year of birth, and of the fees page's family total. */
export const { yearGroupCopy, familyCostCopy } = fees;
