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

type BreakdownRow = { label: string; items: readonly { id: string; amount: number }[]; amount: number };

/** One line of the breakdown: a month (or the year), what each item costs in it, and its total. */
function Row({ row, cost, locale, className = '' }: { row: BreakdownRow; cost: YearlyCost; locale: Locale; className?: string }) {
  return (
    <tr className={className}>
      <th scope="row" className="px-1 py-1 font-medium sm:px-1.5">
        {row.label}
      </th>
      {cost.items.map((item) => {
        const charged = row.items.find((candidate) => candidate.id === item.id);
        return (
          <td key={item.id} className={cell}>
            {charged ? formatEuros(charged.amount, locale) : ''}
          </td>
        );
      })}
      <td className={`${cell} font-semibold text-navy-900`}>{formatEuros(row.amount, locale)}</td>
    </tr>
  );
}

/** The year month by month: what each item costs in each month, the months' totals and the year's. */
export function CostBreakdown({ cost, labels, locale }: { cost: YearlyCost; labels: BreakdownLabels; locale: Locale }) {
  const rows: BreakdownRow[] = [
    ...cost.schedule.map((month) => ({ label: upperFirst(formatMonth(month.month, locale)), items: month.items, amount: month.amount })),
    ...(cost.unscheduled.length > 0
      ? [{ label: labels.noMonth, items: cost.unscheduled, amount: cost.unscheduled.reduce((sum, item) => sum + item.amount, 0) }]
      : []),
  ];
  const year: BreakdownRow = { label: labels.monthTotal, items: cost.items, amount: cost.total };
  return (
    <div role="region" aria-labelledby="cost-breakdown-caption" tabIndex={0} className="mt-2 overflow-x-auto">
      <table className="w-full min-w-[36rem] border-collapse text-left text-[0.9375rem]">
        <caption id="cost-breakdown-caption" className="pb-1 text-left font-serif text-lg font-semibold text-navy-900">
          {labels.schedule}
        </caption>
        <thead>
          <tr className="border-b-2 border-gold-300 text-xs uppercase tracking-[0.08em] text-ink-muted">
            {[labels.month, ...cost.items.map((item) => labels.items[item.id]), labels.monthTotal].map((header, index) => (
              <th key={index} scope="col" className={`${index === 0 ? 'text-left' : 'text-right'} px-1 py-1 font-semibold sm:px-1.5`}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-navy-900/10">
          {rows.map((row) => (
            <Row key={row.label} row={row} cost={cost} locale={locale} />
          ))}
        </tbody>
        <tfoot>
          <Row row={year} cost={cost} locale={locale} className="border-t-2 border-gold-300 font-semibold text-navy-900" />
        </tfoot>
      </table>
    </div>
  );
}
