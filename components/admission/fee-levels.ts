import {
  charges,
  feeRules,
  feesCopy,
  feesCourse,
  levelBilling,
  tuition,
  yearlyCostCopy,
  type LevelBilling,
  type LevelId,
  type TuitionId,
} from '@/content/fees';
import type { Formatter } from '@/i18n/request';
import type { Locale } from '@/i18n/routing';
import { monthDate } from '@/lib/dates';
import { formatTemplate } from '@/lib/text';
import { transportChoices, yearlyCost, type CostItem, type TransportChoice, type YearlyCost } from '@/lib/yearly-cost';

const isLevel = (id: string): id is LevelId => Object.hasOwn(levelBilling, id);

/** The title of a charge of content/fees.ts: "Seguro escolar". */
export function chargeTitle(id: string, locale: Locale): string {
  return charges.find((charge) => charge.id === id)!.title[locale];
}

/** The transport choices as the calculators offer them: "Sin transporte", "Media ruta", "Ruta completa". */
export function transportLabels(locale: Locale): Record<TransportChoice, string> {
  const route = (choice: 'half' | 'full') => charges.find((charge) => charge.id === 'transport')!.lines.find((line) => line.route === choice)!.label![locale];
  return { none: yearlyCostCopy.calculator.none[locale], half: route('half'), full: route('full') };
}

/** The name of each thing a yearly cost lists (lib/yearly-cost.ts item ids): tuition, each charge, the rows charged with a level. */
export function costItemLabels(locale: Locale): Record<string, string> {
  return {
    tuition: yearlyCostCopy.headers.tuition[locale],
    ...Object.fromEntries(charges.map((charge) => [charge.id, charge.title[locale]])),
    ...Object.fromEntries(tuition.filter((row) => !isLevel(row.id)).map((row) => [row.id, row.level[locale]])),
  };
}

export type FeeLevel = {
  id: LevelId;
  anchor: string;
  label: string;
  /** "se factura de septiembre a mayo", for a level billed to an earlier month than the course ends. */
  billedUntil?: string;
  /** The rows of `tuition` charged with this level (the US school enrolment), as items of its cost. */
  alsoCharged: CostItem[];
  costs: Record<TransportChoice, YearlyCost>;
};

/** Every level of the fees table, in its order, with its yearly cost for each transport choice. */
export function feeLevels(locale: Locale, format: Formatter): FeeLevel[] {
  const month = (value: number) => format.dateTime(monthDate(value), 'month');
  return tuition.flatMap((row) => {
    if (!isLevel(row.id)) return [];
    const costs = Object.fromEntries(transportChoices.map((choice) => [choice, yearlyCost(feeRules, row.id, choice)])) as FeeLevel['costs'];
    const lastMonth = 'lastBilledMonth' in row ? row.lastBilledMonth : undefined;
    const billing: LevelBilling = levelBilling[row.id]!;
    return [
      {
        id: row.id,
        anchor: billing.anchor,
        label: row.level[locale],
        billedUntil: lastMonth
          ? formatTemplate(feesCopy.billedUntil[locale], { from: month(feesCourse.firstMonth), to: month(lastMonth) }, locale)
          : undefined,
        alsoCharged: costs.none.items.filter((item) => billing.alsoCharged?.includes(item.id as TuitionId)),
        costs,
      },
    ];
  });
}
