import { useFormatter } from 'next-intl';
import { feesCourse, levelBilling, tuition, yearlyCostCopy } from '@/content/fees';
import { monthDate } from '@/lib/dates';
import { usePageLocale } from '@/lib/locale';
import { formatTemplate } from '@/lib/text';
import { monthsFrom } from '@/lib/yearly-cost';
import { costItemLabels, feeLevels, type FeeLevel } from './fee-levels';

const copy = yearlyCostCopy.notes;

/**
 * The billing rules under the yearly-cost table, written from content/fees.ts:
 * how tuition is split, when the monthly charges fall, and every charge
 * whose amount, month or price is not published.
 */
export function YearlyCostNotes() {
  const locale = usePageLocale();
  const format = useFormatter();
  const levels = feeLevels(locale, format);
  const names = (list: FeeLevel[]) => format.list(list.map((level) => level.label), 'and');
  const month = (value: number) => format.dateTime(monthDate(value), 'month');
  const from = month(feesCourse.firstMonth);
  const to = month(feesCourse.lastMonth);
  const labels = costItemLabels(locale);

  const tuitionOf = (level: FeeLevel) => level.costs.none.items[0]!;
  // Levels billed to an earlier month than the course ends, by that month.
  const shorter = new Map<number, FeeLevel[]>();
  for (const level of levels) {
    const lastMonth = tuitionOf(level).months!.at(-1)!;
    if (lastMonth !== feesCourse.lastMonth) shorter.set(lastMonth, [...(shorter.get(lastMonth) ?? []), level]);
  }
  const termlyDigital = levels.filter((level) => level.costs.none.unscheduled.some((item) => item.id === 'digital'));
  const alsoCharged = tuition.filter((row) => levels.some((level) => level.alsoCharged.some((item) => item.id === row.id)));

  const notes = [
    formatTemplate(copy.tuition[locale], { count: monthsFrom(feesCourse.firstMonth, feesCourse.lastMonth).length, from, to }, locale),
    ...[...shorter].map(([lastMonth, list]) =>
      formatTemplate(copy.tuitionShorter[locale], { levels: names(list), count: tuitionOf(list[0]!).count, from, to: month(lastMonth) }, locale),
    ),
    formatTemplate(copy.monthly[locale], { from, to }, locale),
    ...(termlyDigital.length > 0 ? [formatTemplate(copy.termlyDigital[locale], { levels: names(termlyDigital) }, locale)] : []),
    copy.diploma[locale],
    formatTemplate(copy.returnIncluded[locale], { levels: names(levels.filter((level) => levelBilling[level.id]!.transport === 'returnIncluded')) }, locale),
    ...alsoCharged.map((row) =>
      formatTemplate(
        copy.alsoCharged[locale],
        {
          item: labels[row.id]!,
          amount: format.number(row.amount, 'euros'),
          levels: names(levels.filter((level) => level.alsoCharged.some((item) => item.id === row.id))),
        },
        locale,
      ),
    ),
    formatTemplate(copy.digitalNotListed[locale], { levels: names(levels.filter((level) => level.costs.none.notListed.includes('digital'))) }, locale),
  ];

  return (
    <div className="mt-3 rounded bg-white p-2.5 shadow-sm ring-1 ring-navy-900/5 sm:p-3">
      <h3 className="font-serif text-xl font-semibold text-navy-900">{copy.title[locale]}</h3>
      <ul className="mt-1.5 list-disc space-y-1 pl-2.5 text-[0.9375rem] text-ink-soft marker:text-gold-500">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </div>
  );
}
