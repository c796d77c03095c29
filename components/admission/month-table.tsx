import { yearlyCostCopy } from '@/content/fees';
import { usePageLocale } from '@/lib/locale';

/** A cell of amounts, with the hooks a script that rewrites it finds it by. */
export type MonthCell = { readonly text: string; readonly hooks?: Readonly<Record<string, string>> };
export type MonthRow = { readonly key: string; readonly label: string; readonly cells: readonly MonthCell[]; readonly hidden?: boolean; readonly hooks?: Readonly<Record<string, string>> };

const cell = 'px-1 py-1 text-right tabular-nums sm:px-1.5';
const rowHeader = 'px-1 py-1 sm:px-1.5';

/**
 * What is charged each month: a row per month (and one for what falls in no
 * published month), a column per amount, the year's total at the foot. The
 * year group pages show a level with each transport; the family total, the
 * family's months, which its script rewrites.
 */
export function MonthTable({ id, caption, columns, rows, total, className = '' }: {
  id: string;
  caption: string;
  columns: readonly string[];
  rows: readonly MonthRow[];
  total: readonly MonthCell[];
  className?: string;
}) {
  const locale = usePageLocale();
  const captionId = `${id}-caption`;
  return (
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="overflow-x-auto">
      <table className={`w-full border-collapse text-left text-[0.9375rem] ${className}`}>
        <caption id={captionId} className="pb-1 text-left font-serif text-lg font-semibold text-navy-900">
          {caption}
        </caption>
        <thead>
          <tr className="border-b-2 border-gold-300 text-xs uppercase tracking-[0.08em] text-ink-muted">
            <th scope="col" className={`${rowHeader} font-semibold`}>
              {yearlyCostCopy.calculator.month[locale]}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className={`${cell} font-semibold`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-navy-900/10">
          {rows.map((row) => (
            <tr key={row.key} hidden={row.hidden} {...row.hooks}>
              <th scope="row" className={`${rowHeader} font-medium`}>
                {row.label}
              </th>
              {row.cells.map((amount, index) => (
                <td key={columns[index]} className={cell} {...amount.hooks}>
                  {amount.text}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-gold-300 font-semibold text-navy-900">
            <th scope="row" className={rowHeader}>
              {yearlyCostCopy.headers.total[locale]}
            </th>
            {total.map((amount, index) => (
              <td key={columns[index]} className={cell} {...amount.hooks}>
                {amount.text}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
