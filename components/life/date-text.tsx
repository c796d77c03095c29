import { inSchoolYear } from '@/content/calendar';
import type { MonthDay } from '@/content/types';
import type { Locale } from '@/i18n/routing';
import { DayRangeTime, DaysTime, DayTime } from '@/components/ui/dates';

type DayProps = { date: MonthDay; locale: Locale };

/** A day of the school year, without its year: "5 de septiembre". */
export function DayText({ date, locale }: DayProps) {
  return <DayTime date={inSchoolYear(date)} locale={locale} />;
}

/** Days of the school year, "22–23 de febrero", "25 de diciembre – 5 de enero". */
export function DayRangeText({ start, end, locale }: { start: MonthDay; end: MonthDay; locale: Locale }) {
  return <DayRangeTime start={inSchoolYear(start)} end={inSchoolYear(end)} locale={locale} />;
}

/** Several days of one month of the school year: "1, 2, 3 y 15 de mayo". */
export function DaysText({ dates, locale }: { dates: readonly MonthDay[]; locale: Locale }) {
  return <DaysTime dates={dates.map(inSchoolYear)} locale={locale} />;
}
