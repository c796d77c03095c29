import type { Locale } from '@/i18n/routing';
import { formatLocale } from '@/lib/format';

/** "septiembre" / "September" for a month number (1-12). */
export function monthName(month: number, locale: Locale): string {
  return new Intl.DateTimeFormat(formatLocale[locale], { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );
}
