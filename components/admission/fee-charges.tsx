import { useFormatter } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { charges, feesCopy, lunchIncludedInTuition, unpricedItems, type Charge } from '@/content/fees';
import { hrefFor } from '@/content/navigation';
import { monthDate } from '@/lib/dates';
import { getPageLocale, usePageLocale } from '@/lib/locale';
import { formatTemplate } from '@/lib/text';
import { SiteLink } from '@/components/ui/site-link';

const linkClass = 'font-medium text-garden-700 underline underline-offset-4 hover:text-garden-800';

function ChargeCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-1.5 rounded bg-white p-2.5 shadow-sm ring-1 ring-navy-900/5 sm:p-3">
      <h3 className="font-serif text-xl font-semibold text-navy-900">{title}</h3>
      {children}
    </li>
  );
}

function ChargeDetails({ charge }: { charge: Charge }) {
  const locale = usePageLocale();
  const format = useFormatter();
  return (
    <>
      <ul className="space-y-1.5">
        {charge.lines.map((line) => (
          <li key={`${line.period}-${line.amount}-${line.label?.en ?? line.appliesTo?.en ?? ''}`}>
            {line.label && <span className="block text-sm font-semibold text-ink-soft">{line.label[locale]}</span>}
            <span className="font-serif text-2xl font-semibold tabular-nums text-navy-900">{format.number(line.amount, 'euros')}</span>{' '}
            <span className="text-ink-soft">{feesCopy.period[line.period][locale]}</span>
            {line.appliesTo && <span className="block text-sm text-ink-muted">{line.appliesTo[locale]}</span>}
          </li>
        ))}
      </ul>
      {charge.chargedIn && (
        <p className="text-[0.9375rem] text-ink-soft">
          {formatTemplate(feesCopy.chargedIn[locale], { months: format.list(charge.chargedIn.map((month) => format.dateTime(monthDate(month), 'month')), 'and') }, locale)}
        </p>
      )}
      {charge.note && <p className="text-[0.9375rem] text-ink-soft">{charge.note[locale]}</p>}
    </>
  );
}

/** Everything the fees page lists besides tuition: lunch, transport, insurance, materials, digital resources and unpriced items. */
export async function FeeCharges() {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'common' });
  return (
    <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {lunchIncludedInTuition && (
        <ChargeCard title={feesCopy.lunch.title[locale]}>
          <p className="font-serif text-2xl font-semibold text-garden-700">{feesCopy.lunch.text[locale]}</p>
          <p className="text-[0.9375rem] text-ink-soft">{feesCopy.lunch.detail[locale]}</p>
        </ChargeCard>
      )}
      {charges.map((charge) => (
        <ChargeCard key={charge.id} title={charge.title[locale]}>
          <ChargeDetails charge={charge} />
          {charge.id === 'transport' && (
            <p className="mt-auto">
              <SiteLink href={`${hrefFor(locale, 'routes')}#page-content`} className={linkClass}>
                {feesCopy.routesLink[locale]}
              </SiteLink>
            </p>
          )}
        </ChargeCard>
      ))}
      <ChargeCard title={feesCopy.unpriced.title[locale]}>
        <ul className="list-disc space-y-0.5 pl-2.5 text-ink marker:text-gold-500">
          {unpricedItems.map((item) => (
            <li key={item.en}>{item[locale]}</li>
          ))}
        </ul>
        <p className="text-[0.9375rem] text-ink-soft">{feesCopy.unpriced.text[locale]}</p>
        <p className="mt-auto">
          <SiteLink href={hrefFor(locale, 'contact')} className={linkClass}>
            {t('contact_us')}
          </SiteLink>
        </p>
      </ChargeCard>
    </ul>
  );
}
