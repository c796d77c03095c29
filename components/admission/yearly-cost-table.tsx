import { useFormatter } from 'next-intl';
import type { ReactNode } from 'react';
import { chargedToEveryLevel, feesCopy, feesCourse, yearlyCostCopy } from '@/content/fees';
import type { Formatter } from '@/i18n/request';
import type { Locale } from '@/i18n/routing';
import { monthDate, schoolYearName } from '@/lib/dates';
import { usePageLocale } from '@/lib/locale';
import { formatTemplate } from '@/lib/text';
import type { CostItem } from '@/lib/yearly-cost';
import { chargeTitle, costItemLabels, feeLevels } from './fee-levels';

const captionId = 'yearly-cost-caption';
const cell = 'px-1 py-1.5 align-top text-right sm:px-1.5';
const detail = 'block text-sm font-normal text-ink-muted';
// The level column stays in view while a phone scrolls the table sideways; it takes its row's colour.
const levelColumn = 'sticky left-0 z-[1] max-w-[11rem] bg-inherit text-left md:max-w-none print:static';

function Amount({ value, strong = false }: { value: number; strong?: boolean }) {
  const format = useFormatter();
  return (
    <span className={`whitespace-nowrap font-serif tabular-nums text-navy-900 ${strong ? 'text-lg font-semibold' : 'font-medium'}`}>
      {format.number(value, 'euros')}
    </span>
  );
}

/** How an item is charged: "10 meses de 14 €", "en octubre". */
export function howCharged(item: CostItem, locale: Locale, format: Formatter): string {
  if (item.period !== 'year')
    return formatTemplate(yearlyCostCopy.times[item.period][locale], { count: item.count, amount: format.number(item.unitAmount, 'euros') }, locale);
  const months = item.months?.map((month) => format.dateTime(monthDate(month), 'month'));
  return months ? formatTemplate(yearlyCostCopy.inMonths[locale], { months: format.list(months, 'and') }, locale) : '';
}

function ItemCell({ item, children }: { item?: CostItem; children?: ReactNode }) {
  const locale = usePageLocale();
  const format = useFormatter();
  if (!item) return <td className={`${cell} text-ink-muted`}>{yearlyCostCopy.notListed[locale]}</td>;
  return (
    <td className={cell}>
      <Amount value={item.amount} />
      <span className={detail}>{howCharged(item, locale, format)}</span>
      {children}
    </td>
  );
}

/**
 * The yearly cost of every level as the school bills it: tuition, insurance,
 * materials, digital resources, the total, and the total with each transport
 * route. Each row has a stable id, so that a shared link opens on it and
 * marks it (CSS :target, no script).
 */
export function YearlyCostTable() {
  const locale = usePageLocale();
  const format = useFormatter();
  const itemLabels = costItemLabels(locale);
  const levels = feeLevels(locale, format);
  // What every level pays alike is said once, in its column's header.
  const alike = (id: string) => levels[0]!.costs.none.items.find((item) => item.id === id)!;
  const routeOf = (choice: 'half' | 'full') =>
    levels.flatMap((level) => level.costs[choice].items).find((item) => item.id === 'transport')!;
  const headers: { label: string; detail?: string }[] = [
    { label: feesCopy.levelHeader[locale] },
    { label: yearlyCostCopy.headers.tuition[locale] },
    ...chargedToEveryLevel.map((id) => ({ label: chargeTitle(id, locale), detail: howCharged(alike(id), locale, format) })),
    { label: chargeTitle('digital', locale) },
    { label: yearlyCostCopy.headers.total[locale] },
    ...(['half', 'full'] as const).map((choice) => ({ label: yearlyCostCopy.headers[choice][locale], detail: `+ ${howCharged(routeOf(choice), locale, format)}` })),
  ];
  return (
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="overflow-x-auto rounded bg-white shadow-sm ring-1 ring-navy-900/5 print:overflow-visible print:shadow-none">
      <table className="w-full min-w-[50rem] border-collapse text-left text-[0.9375rem] print:min-w-0 print:text-xs">
        <caption id={captionId} className="px-2 pb-1 pt-2.5 text-left font-serif text-xl font-semibold text-navy-900 sm:px-3">
          {formatTemplate(yearlyCostCopy.caption[locale], { course: schoolYearName(feesCourse.startYear) }, locale)}
        </caption>
        <thead>
          <tr className="border-b-2 border-gold-300 bg-white">
            {headers.map(({ label, detail }, index) => (
              <th key={label} scope="col" className={`${index === 0 ? levelColumn : 'text-right'} px-1 py-1.5 align-bottom sm:px-1.5`}>
                <span className="block text-xs font-semibold uppercase tracking-[0.08em] text-ink-muted">{label}</span>
                {detail && <span className="block text-xs font-normal text-ink-muted">{detail}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-navy-900/10">
          {levels.map(({ id, anchor, label, billedUntil, alsoCharged, costs }) => {
            const item = (itemId: string) => costs.none.items.find((candidate) => candidate.id === itemId);
            return (
              <tr key={id} id={anchor} className="group bg-white even:bg-cream-soft target:bg-gold-100">
                <th scope="row" className={`${levelColumn} border-l-4 border-transparent px-1 py-1.5 align-top font-medium text-ink group-target:border-gold-500 sm:px-1.5`}>
                  <a href={`#${anchor}`} className="underline decoration-navy-900/20 underline-offset-4 hover:decoration-garden-700">
                    {label}
                  </a>
                  {billedUntil && <> <span className={detail}>({billedUntil})</span></>}
                  {/* On a phone the total rides with the level, in the column that stays on screen. */}
                  <span className="mt-0.5 block text-sm font-normal text-ink-muted md:hidden print:hidden" data-testid="level-total">
                    {yearlyCostCopy.headers.total[locale]}: <Amount value={costs.none.total} />
                  </span>
                </th>
                <ItemCell item={item('tuition')}>
                  {alsoCharged.map((extra) => (
                    <span key={extra.id} className={detail}>
                      + {format.number(extra.amount, 'euros')} {itemLabels[extra.id]}
                    </span>
                  ))}
                </ItemCell>
                {chargedToEveryLevel.map((chargeId) => (
                  <td key={chargeId} className={cell}>
                    <Amount value={item(chargeId)!.amount} />
                  </td>
                ))}
                <ItemCell item={item('digital')} />
                <td className={cell}>
                  <Amount value={costs.none.total} strong />
                  {costs.none.notListed.includes('digital') && <span className={detail}>{yearlyCostCopy.withoutDigital[locale]}</span>}
                </td>
                {costs.half.notListed.includes('transport') ? (
                  <td colSpan={2} className={`${cell} text-ink-soft`}>
                    {yearlyCostCopy.returnIncluded[locale]}
                  </td>
                ) : (
                  (['half', 'full'] as const).map((choice) => (
                    <td key={choice} className={cell}>
                      <Amount value={costs[choice].total} strong />
                    </td>
                  ))
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
