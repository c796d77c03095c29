import { browserStorage, storageTable } from '@/content/legal';
import { usePageLocale } from '@/lib/locale';

const cell = 'border-t border-navy-900/10 px-2 py-1.5 align-top';

/** Every entry the site keeps in the browser (content/legal.ts), as a table. */
export function StorageTable() {
  const locale = usePageLocale();
  return (
    <div className="overflow-x-auto rounded bg-white shadow-sm ring-1 ring-navy-900/5">
      <table className="w-full min-w-[36rem] text-left text-[0.9375rem] leading-relaxed">
        <caption className="px-2 pt-2 pb-1 text-left font-semibold text-ink">{storageTable.caption[locale]}</caption>
        <thead className="text-sm text-ink">
          <tr>
            <th scope="col" className="px-2 py-1">{storageTable.name[locale]}</th>
            <th scope="col" className="px-2 py-1">{storageTable.where[locale]}</th>
            <th scope="col" className="px-2 py-1">{storageTable.purpose[locale]}</th>
            <th scope="col" className="px-2 py-1">{storageTable.lifetime[locale]}</th>
          </tr>
        </thead>
        <tbody className="text-ink-soft">
          {Object.values(browserStorage).map((entry) => (
            <tr key={entry.key}>
              <th scope="row" className={`${cell} whitespace-nowrap font-mono text-sm font-medium text-ink`}>{entry.key}</th>
              <td className={cell}>{storageTable.sessionStorage[locale]}</td>
              <td className={cell}>{entry.purpose[locale]}</td>
              <td className={cell}>{entry.lifetime[locale]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
