import { useFormatter } from 'next-intl';
import type { ReactNode } from 'react';
import type { Formatter } from '@/i18n/request';
import type { Locale } from '@/i18n/routing';
import { monthDate } from '@/lib/dates';
import { formatTemplate, upperFirst } from '@/lib/text';
import { transportChoices, type TransportChoice, type YearlyCost } from '@/lib/yearly-cost';

/*
 * The calculator's answers (cost-calculator.tsx), all rendered on the server:
 * for one level, what the year costs with each transport choice, and its
 * month-by-month table. The table is drawn once per level: a cell, row or
 * column that differs between transport choices carries `data-transport`
 * with the choices it belongs to, and app/globals.css hides it when another
 * choice is checked.
 */

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

/** A level's yearly cost with each transport choice: `FeeLevel.costs` (fee-levels.ts). */
export type CostsByTransport = Readonly<Record<TransportChoice, YearlyCost>>;

/** What the summary says: the total, then whatever it leaves out. */
export function costSummary(cost: YearlyCost, level: string, labels: BreakdownLabels, locale: Locale, format: Formatter): string {
  const notes = cost.notListed.map((what) => (what === 'digital' ? labels.digitalNotListed : labels.transportNotListed));
  return [formatTemplate(labels.total, { level, amount: format.number(cost.total, 'euros') }, locale), ...notes].join(' ');
}

/** One text shown for some transport choices: those that give the same text share it. */
export type Variant = { transports: readonly TransportChoice[]; text: string };

/** Groups the choices by the text each gives, in the order of `transportChoices`. */
export function variants(text: Partial<Record<TransportChoice, string>>): Variant[] {
  const groups: Variant[] = [];
  for (const transport of transportChoices) {
    const value = text[transport];
    if (value === undefined) continue;
    const group = groups.find((candidate) => candidate.text === value);
    if (group) group.transports = [...group.transports, transport];
    else groups.push({ transports: [transport], text: value });
  }
  return groups;
}

/** The `data-transport` of something shown with some choices only; none when it is shown with every choice. */
export function transportAttribute(transports: readonly TransportChoice[]): string | undefined {
  return transportChoices.every((transport) => transports.includes(transport)) ? undefined : transports.join(' ');
}

/** A cell's content: plain text when every choice gives the same, else one span per text. Empty texts need no span. */
function Cell({ text }: { text: Partial<Record<TransportChoice, string>> }): ReactNode {
  const groups = variants(text);
  if (groups.length === 1) return groups[0]!.text;
  return groups
    .filter((group) => group.text !== '')
    .map((group) => (
      <span key={group.transports.join(' ')} data-transport={group.transports.join(' ')}>
        {group.text}
      </span>
    ));
}

/** The keys of several ordered lists merged into one order: each key after the one it follows in its list. */
function mergedOrder(lists: readonly (readonly string[])[]): string[] {
  const order: string[] = [];
  for (const list of lists)
    list.forEach((key, index) => {
      if (!order.includes(key)) order.splice(index === 0 ? 0 : order.indexOf(list[index - 1]!) + 1, 0, key);
    });
  return order;
}

type BreakdownRow = { key: string; label: string; items: readonly { id: string; amount: number }[]; amount: number };

function monthRows(cost: YearlyCost, labels: BreakdownLabels, format: Formatter): BreakdownRow[] {
  return [
    ...cost.schedule.map((month) => ({ key: `month-${month.month}`, label: upperFirst(format.dateTime(monthDate(month.month), 'month')), items: month.items, amount: month.amount })),
    ...(cost.unscheduled.length > 0
      ? [{ key: 'no-month', label: labels.noMonth, items: cost.unscheduled, amount: cost.unscheduled.reduce((sum, item) => sum + item.amount, 0) }]
      : []),
  ];
}

type Column = { item: string; transports: readonly TransportChoice[] };

/** A line of the table: a month (or the year), what each item costs in it with each choice, and its total. */
function Row({ rowOf, columns, className }: { rowOf: (transport: TransportChoice) => BreakdownRow | undefined; columns: readonly Column[]; className?: string }) {
  const format = useFormatter();
  const shownWith = transportChoices.filter((transport) => rowOf(transport));
  const text = (amount: (row: BreakdownRow) => string) => Object.fromEntries(shownWith.map((transport) => [transport, amount(rowOf(transport)!)]));
  return (
    <tr className={className} data-transport={transportAttribute(shownWith)}>
      <th scope="row">
        <Cell text={text((row) => row.label)} />
      </th>
      {columns.map((column) => (
        <td key={column.item} data-transport={transportAttribute(column.transports)}>
          <Cell
            text={text((row) => {
              const charged = row.items.find((candidate) => candidate.id === column.item);
              return charged ? format.number(charged.amount, 'euros') : '';
            })}
          />
        </td>
      ))}
      <td>
        <Cell text={text((row) => format.number(row.amount, 'euros'))} />
      </td>
    </tr>
  );
}

/**
 * The year month by month, for every transport choice at once: what each
 * item costs in each month, the months' totals and the year's.
 */
export function CostBreakdown({ id, costs, labels }: { id: string; costs: CostsByTransport; labels: BreakdownLabels }) {
  const format = useFormatter();
  const rows = Object.fromEntries(transportChoices.map((transport) => [transport, monthRows(costs[transport], labels, format)])) as Record<TransportChoice, BreakdownRow[]>;
  const columns: Column[] = mergedOrder(transportChoices.map((transport) => costs[transport].items.map((item) => item.id))).map((item) => ({
    item,
    transports: transportChoices.filter((transport) => costs[transport].items.some((candidate) => candidate.id === item)),
  }));
  const rowKeys = mergedOrder(transportChoices.map((transport) => rows[transport].map((row) => row.key)));
  const year = (transport: TransportChoice): BreakdownRow => ({ key: 'year', label: labels.monthTotal, items: costs[transport].items, amount: costs[transport].total });

  const caption = `${id}-caption`;
  return (
    <div role="region" aria-labelledby={caption} tabIndex={0} className="mt-2 overflow-x-auto">
      <table className="w-full min-w-[36rem] border-collapse text-left text-[0.9375rem] [&_:is(th,td)]:px-1 [&_:is(th,td)]:py-1 sm:[&_:is(th,td)]:px-1.5 [&_td]:text-right [&_td]:tabular-nums [&_td:last-child]:font-semibold [&_td:last-child]:text-navy-900 [&_:is(tbody,tfoot)_th]:font-medium">
        <caption id={caption} className="pb-1 text-left font-serif text-lg font-semibold text-navy-900">
          {labels.schedule}
        </caption>
        <thead>
          <tr className="border-b-2 border-gold-300 text-xs uppercase tracking-[0.08em] text-ink-muted">
            <th scope="col" className="text-left font-semibold">
              {labels.month}
            </th>
            {columns.map((column) => (
              <th key={column.item} scope="col" data-transport={transportAttribute(column.transports)} className="text-right font-semibold">
                {labels.items[column.item]}
              </th>
            ))}
            <th scope="col" className="text-right font-semibold">
              {labels.monthTotal}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-navy-900/10">
          {rowKeys.map((key) => (
            <Row key={key} rowOf={(transport) => rows[transport].find((row) => row.key === key)} columns={columns} />
          ))}
        </tbody>
        <tfoot>
          <Row rowOf={year} columns={columns} className="border-t-2 border-gold-300 font-semibold text-navy-900" />
        </tfoot>
      </table>
    </div>
  );
}
