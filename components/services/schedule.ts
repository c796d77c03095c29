import { daySpanCopy, type DaySpan, type Weekday } from '@/content/services';
import type { Locale } from '@/i18n/routing';
import { formatLocale } from '@/lib/format';
import { fill } from '@/lib/text';

// 1 January 2024 was a Monday, so ISO weekday n falls on day n of that month.
const weekdayName = (day: Weekday, locale: Locale) =>
  new Intl.DateTimeFormat(formatLocale[locale], { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, day)));

/** "de lunes a viernes" / "Monday to Friday"; Saturday to Sunday reads "fines de semana" / "weekends". */
export function formatDaySpan(span: DaySpan, locale: Locale): string {
  if (span.from === 6 && span.to === 7) return daySpanCopy.weekends[locale];
  return fill(daySpanCopy.range[locale], { from: weekdayName(span.from, locale), to: weekdayName(span.to, locale) });
}
