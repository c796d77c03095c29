import { getTranslations } from 'next-intl/server';
import type { DaySpan } from '@/content/types';
import type { Locale } from '@/i18n/routing';
import { weekdayDate } from '@/lib/dates';

/** "de lunes a viernes" / "Monday to Friday"; Saturday to Sunday reads "fines de semana" / "weekends". */
export async function daySpanText(span: DaySpan, locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'format' });
  if (span.from === 6 && span.to === 7) return t('weekends');
  return t('weekdays', { from: weekdayDate(span.from), to: weekdayDate(span.to) });
}
