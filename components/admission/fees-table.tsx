import { feesCopy, feesCourse, tuition } from '@/content/fees';
import type { Locale } from '@/i18n/routing';
import { formatEuros, formatMonth, formatSchoolYear } from '@/lib/format';
import { fill } from '@/lib/text';

const captionId = 'fees-table-caption';

/** The annual fee of every year group, as a real table that scrolls inside itself on narrow screens. */
export function FeesTable({ locale }: { locale: Locale }) {
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="overflow-x-auto rounded bg-white shadow-sm ring-1 ring-navy-900/5"
    >
      <table className="w-full min-w-[20rem] border-collapse text-left">
        <caption id={captionId} className="px-2 pb-1 pt-2.5 text-left font-serif text-xl font-semibold text-navy-900 sm:px-3">
          {fill(feesCopy.caption[locale], { course: formatSchoolYear(feesCourse.startYear) })}
        </caption>
        <thead>
          <tr className="border-b-2 border-gold-300 text-xs uppercase tracking-[0.12em] text-ink-muted">
            <th scope="col" className="px-2 py-1.5 font-semibold sm:px-3">
              {feesCopy.levelHeader[locale]}
            </th>
            <th scope="col" className="px-2 py-1.5 text-right font-semibold sm:px-3">
              {feesCopy.amountHeader[locale]}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-navy-900/10">
          {tuition.map((row) => (
            <tr key={row.id} className="even:bg-cream/60">
              <th scope="row" className="px-2 py-1.5 align-top font-medium text-ink sm:px-3">
                {row.level[locale]}
                {'lastBilledMonth' in row && (
                  <>
                    {' '}
                    <span className="block text-sm font-normal text-ink-muted sm:inline">
                      (
                      {fill(feesCopy.billedUntil[locale], {
                        from: formatMonth(feesCourse.firstMonth, locale),
                        to: formatMonth(row.lastBilledMonth, locale),
                      })}
                      )
                    </span>
                  </>
                )}
              </th>
              <td className="whitespace-nowrap px-2 py-1.5 text-right align-top font-serif text-lg font-semibold tabular-nums text-navy-900 sm:px-3">
                {formatEuros(row.amount, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
