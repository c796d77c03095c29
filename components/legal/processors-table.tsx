import { processors, processorsTable } from '@/content/legal';
import { usePageLocale } from '@/lib/locale';

const cell = 'border-t border-navy-900/10 px-2 py-1.5 align-top';
const captionId = 'processors-caption';

/**
 * The companies that process data on the school's behalf (content/legal.ts), as a table. On a phone it scrolls in
 * its own region, which the keyboard can focus to scroll it.
 */
export function ProcessorsTable() {
  const locale = usePageLocale();
  return (
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="overflow-x-auto rounded bg-white shadow-sm ring-1 ring-navy-900/5">
      <table className="w-full min-w-[36rem] text-left text-[0.9375rem] leading-relaxed">
        <caption id={captionId} className="px-2 pt-2 pb-1 text-left font-semibold text-ink">{processorsTable.caption[locale]}</caption>
        <thead className="text-sm text-ink">
          <tr>
            <th scope="col" className="px-2 py-1">{processorsTable.provider[locale]}</th>
            <th scope="col" className="px-2 py-1">{processorsTable.service[locale]}</th>
            <th scope="col" className="px-2 py-1">{processorsTable.location[locale]}</th>
            <th scope="col" className="px-2 py-1">{processorsTable.safeguard[locale]}</th>
          </tr>
        </thead>
        <tbody className="text-ink-soft">
          {processors.map((processor) => (
            <tr key={processor.service.en}>
              <th scope="row" className={`${cell} font-medium text-ink`}>{processor.provider}</th>
              <td className={cell}>{processor.service[locale]}</td>
              <td className={cell}>{processor.location[locale]}</td>
              <td className={cell}>{processor.safeguard[locale]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
