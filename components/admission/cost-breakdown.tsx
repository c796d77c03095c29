import type { Locale } from '@/i18n/routing';
import { formatEuros, formatMonth } from '@/lib/format';
import { fill, upperFirst } from '@/lib/text';
import { yearlyCost, type YearlyCost } from '@/lib/yearly-cost';

/*
 * The calculator's working part, loaded with import() the first time a
 * family chooses a level (cost-calculator.tsx): the computation and the
 * month-by-month table are not part of the fees page's first scripts.
 */

export { yearlyCost };

/** The breakdown's words, translated on the server. */
export type BreakdownLabels = {
  /** "{level}: {amount}" sentence for the total. */
  total: string;
  schedule: string;
  month: string;
  monthTotal: string;
  noMonth: string;
  digitalNotListed: string;
  transportNotListed: string;
  /** The name of each item of a yearly cost, by id (lib/yearly-cost.ts). */
  items: Record<string, string>;
};

/** What the live region says: the total, then whatever it leaves out. */
export function costSummary(cost: YearlyCost, level: string, labels: BreakdownLabels, locale: Locale): string {
  const notes = cost.notListed.map((what) => (what === 'digital' ? labels.digitalNotListed : labels.transportNotListed));
  return [fill(labels.total, { level, amount: formatEuros(cost.total, locale) }), ...notes].join(' ');
}

const cell = 'px-1 py-1 text-right tabular-nums sm:px-1.5';

/** The year month by month: what each item costs in each month, the months' totals and the year's. */
export function CostBreakdown({ cost, labels, locale }: { cost: YearlyCost; labels: BreakdownLabels; locale: Locale }) {
  const euros = (amount: number | undefined) => (amount === undefined ? '' : formatEuros(amount, locale));
  const rows = [
    ...cost.schedule.map((month) => ({ key: String(month.month), label: upperFirst(formatMonth(month.month, locale)), items: month.items, amount: month.amount })),
    ...(cost.unscheduled.length > 0
      ? [{ key: 'no-month', label: labels.noMonth, items: cost.unscheduled, amount: cost.unscheduled.reduce((sum, item) => sum + item.amount, 0) }]
      : []),
  ];
  return (
    <div role="region" aria-labelledby="cost-breakdown-caption" tabIndex={0} className="mt-2 overflow-x-auto">
      <table className="w-full min-w-[36rem] border-collapse text-left text-[0.9375rem]">
        <caption id="cost-breakdown-caption" className="pb-1 text-left font-serif text-lg font-semibold text-navy-900">
          {labels.schedule}
        </caption>
        <thead>
          <tr className="border-b-2 border-gold-300 text-xs uppercase tracking-[0.08em] text-ink-muted">
            <th scope="col" className="px-1 py-1 font-semibold sm:px-1.5">
              {labels.month}
            </th>
            {cost.items.map((item) => (
              <th key={item.id} scope="col" className={`${cell} font-semibold`}>
                {labels.items[item.id]}
              </th>
            ))}
            <th scope="col" className={`${cell} font-semibold`}>
              {labels.monthTotal}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-navy-900/10">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="px-1 py-1 font-medium sm:px-1.5">
                {row.label}
              </th>
              {cost.items.map((item) => (
                <td key={item.id} className={cell}>
                  {euros(row.items.find((charged) => charged.id === item.id)?.amount)}
                </td>
              ))}
              <td className={`${cell} font-semibold text-navy-900`}>{euros(row.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-gold-300 font-semibold text-navy-900">
            <th scope="row" className="px-1 py-1 sm:px-1.5">
              {labels.monthTotal}
            </th>
            {cost.items.map((item) => (
              <td key={item.id} className={cell}>
                {euros(item.amount)}
              </td>
            ))}
            <td className={`${cell} font-serif text-lg`}>{euros(cost.total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
