import { getFormatter } from 'next-intl/server';
import { inSchoolYear } from '@/content/calendar';
import type { MonthDay } from '@/content/types';
import type { Locale } from '@/i18n/routing';
import { DayRangeTime, DaysTime, DayTime } from '@/components/ui/dates';

type DayProps = { date: MonthDay; locale: Locale };

/** A day of the school year, without its year: "5 de septiembre". */
export async function DayText({ date, locale }: DayProps) {
  return <DayTime date={inSchoolYear(date)} format={await getFormatter({ locale })} />;
}

/** Days of the school year, "22–23 de febrero", "25 de diciembre – 5 de enero". */
export async function DayRangeText({ start, end, locale }: { start: MonthDay; end: MonthDay; locale: Locale }) {
  return <DayRangeTime start={inSchoolYear(start)} end={inSchoolYear(end)} format={await getFormatter({ locale })} />;
}

/** Several days of one month of the school year: "1, 2, 3 y 15 de mayo". */
export async function DaysText({ dates, locale }: { dates: readonly MonthDay[]; locale: Locale }) {
  return <DaysTime dates={dates.map(inSchoolYear)} format={await getFormatter({ locale })} />;
}
