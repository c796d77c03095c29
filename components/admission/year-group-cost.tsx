import { useFormatter } from 'next-intl';
import type { ReactNode } from 'react';
import { yearGroupCopy, yearlyCostCopy } from '@/content/fees';
import { hrefFor } from '@/content/navigation';
import { monthDate } from '@/lib/dates';
import { usePageLocale } from '@/lib/locale';
import { formatTemplate, upperFirst } from '@/lib/text';
import type { TransportChoice } from '@/lib/yearly-cost';
import { SiteLink } from '@/components/ui/site-link';
import { chargeTitle, type FeeLevel } from './fee-levels';
import { MonthTable } from './month-table';

/** One of the year's totals; `cost` names the transport choices it is for. */
function Total({ label, cost, wide = false, children }: { label: string; cost: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`rounded bg-cream-soft px-1.5 py-1 ring-1 ring-navy-900/5 ${wide ? 'sm:col-span-2' : ''}`}>
      <dt className="text-xs font-semibold uppercase tracking-[0.08em] text-ink-muted">{label}</dt>
      <dd data-cost={cost} className="font-serif text-xl font-semibold tabular-nums text-navy-900">
        {children}
      </dd>
    </div>
  );
}

/**
 * What a year at one level costs, as the fee table's row gives it: the total
 * without transport, with a half and with a full route ("not listed" where
 * the row says so), then what is charged each month, and the way to the row.
 */
export function YearGroupCost({ level, id }: { level: FeeLevel; id: string }) {
  const locale = usePageLocale();
  const format = useFormatter();
  const { costs } = level;
  const transportListed = !costs.half.notListed.includes('transport');
  const choices: TransportChoice[] = transportListed ? ['none', 'half', 'full'] : ['none'];
  const headers: Record<TransportChoice, string> = {
    none: yearGroupCopy.cost.none[locale],
    half: yearlyCostCopy.headers.half[locale],
    full: yearlyCostCopy.headers.full[locale],
  };
  const unscheduled = (choice: TransportChoice) => costs[choice].unscheduled.reduce((sum, item) => sum + item.amount, 0);
  const rows = [
    ...costs.none.schedule.map(({ month }) => ({
      key: `month-${month}`,
      label: upperFirst(format.dateTime(monthDate(month), 'month')),
      cells: choices.map((choice) => ({ text: format.number(costs[choice].schedule.find((charged) => charged.month === month)!.amount, 'euros') })),
    })),
    ...(costs.none.unscheduled.length > 0
      ? [{ key: 'no-month', label: yearlyCostCopy.calculator.noMonth[locale], cells: choices.map((choice) => ({ text: format.number(unscheduled(choice), 'euros') })) }]
      : []),
  ];
  return (
    <div className="space-y-2">
      <dl className="grid gap-1 sm:grid-cols-3" data-testid="year-group-totals">
        <Total label={yearlyCostCopy.headers.total[locale]} cost="none">
          {format.number(costs.none.total, 'euros')}
          {costs.none.notListed.includes('digital') && <span className="block font-sans text-sm font-normal text-ink-muted">{yearlyCostCopy.withoutDigital[locale]}</span>}
        </Total>
        {transportListed ? (
          (['half', 'full'] as const).map((choice) => (
            <Total key={choice} label={headers[choice]} cost={choice}>
              {format.number(costs[choice].total, 'euros')}
            </Total>
          ))
        ) : (
          // As the fee table's row says it, once for both routes.
          <Total label={chargeTitle('transport', locale)} cost="half full" wide>
            <span className="font-sans text-base font-normal text-ink-soft">{yearlyCostCopy.returnIncluded[locale]}</span>
          </Total>
        )}
      </dl>
      <MonthTable
        id={id}
        caption={formatTemplate(yearGroupCopy.cost.caption[locale], { level: level.label }, locale)}
        columns={choices.map((choice) => headers[choice])}
        rows={rows}
        total={choices.map((choice) => ({ text: format.number(costs[choice].total, 'euros') }))}
      />
      {costs.none.notListed.includes('digital') && <p className="text-sm text-ink-soft">{yearlyCostCopy.calculator.digitalNotListed[locale]}</p>}
      <p>
        <SiteLink
          href={`${hrefFor(locale, 'fees')}#${level.anchor}`}
          className="font-medium text-garden-700 underline underline-offset-4 hover:text-garden-800"
          data-testid="year-group-row-link"
        >
          {formatTemplate(yearGroupCopy.cost.rowLink[locale], { level: level.label }, locale)}
        </SiteLink>
      </p>
    </div>
  );
}
