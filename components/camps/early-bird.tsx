import { getFormatter, getTranslations } from 'next-intl/server';
import { campsText, dayCamp } from '@/content/camps';
import { buildDate } from '@/lib/build-date';
import { earlyBirdIsPast } from '@/lib/dated-files';
import { getPageLocale } from '@/lib/locale';
import { formatTemplate } from '@/lib/text';
import { DayWithYear } from './camp-dates';

/** The School & Sports early-bird offer, as one sentence; once its deadline has gone by, a line saying so follows it. */
export async function EarlyBird({ className = '' }: { className?: string }) {
  const locale = await getPageLocale();
  const format = await getFormatter({ locale });
  const tp = await getTranslations({ locale, namespace: 'pastDates' });
  const { discountPercent, deadline } = dayCamp.earlyBird;
  const { discount, condition } = campsText.earlyBird;
  return (
    <>
      <p className={className}>
        <strong className="font-semibold">{formatTemplate(discount[locale], { discount: format.number(discountPercent / 100, 'percent') }, locale)}</strong> {condition[locale]}{' '}
        <DayWithYear day={deadline} />.
      </p>
      {earlyBirdIsPast(buildDate()) && <p className={className}>{tp('earlyBirdPast')}</p>}
    </>
  );
}
