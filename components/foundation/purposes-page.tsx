import { getFormatter } from 'next-intl/server';
import { foundationalPurposes, purposesIntro } from '@/content/foundation';
import { getPageLocale } from '@/lib/locale';

/** Fines Fundacionales (/foundation/foundational): the numbered purposes. */
export async function PurposesPage() {
  const locale = await getPageLocale();
  const format = await getFormatter({ locale });
  /** "001" for purpose 1. */
  const purposeNumber = (number: number) => format.number(number, 'threeDigits');
  return (
    <div className="space-y-4">
      <p className="max-w-prose text-lead text-ink-soft">{purposesIntro[locale]}</p>
      <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {foundationalPurposes.map((purpose) => (
          <li key={purpose.number} className="rounded bg-white p-3 shadow-sm ring-1 ring-navy-900/5">
            <span className="block border-b border-gold-300 pb-1 font-serif text-4xl font-semibold leading-none text-gold-700 tabular-nums" aria-hidden="true">
              {purposeNumber(purpose.number)}
            </span>
            <h2 className="mt-1.5 font-serif text-xl font-semibold text-navy-900">
              <span className="sr-only">{purposeNumber(purpose.number)}. </span>
              {purpose.title[locale]}
            </h2>
            <p className="mt-1 leading-relaxed text-ink-soft">{purpose.text[locale]}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
