import { getFormatter } from 'next-intl/server';
import { inSchoolYear } from '@/content/calendar';
import type { MonthDay } from '@/content/schemas/dates';
import { getPageLocale } from '@/lib/locale';
import { DayRangeTime, DaysTime, DayTime } from '@/components/ui/dates';

type DayProps = { date: MonthDay };

/** A day of the school year, without its year: "5 de septiembre". */
export async function DayText({ date }: DayProps) {
  const locale = await getPageLocale();
  return <DayTime date={inSchoolYear(date)} format={await getFormatter({ locale })} />;
}

/** Days of the school year, "22–23 de febrero", "25 de diciembre – 5 de enero". */
export async function DayRangeText({ start, end }: { start: MonthDay; end: MonthDay }) {
  const locale = await getPageLocale();
  return <DayRangeTime start={inSchoolYear(start)} end={inSchoolYear(end)} format={await getFormatter({ locale })} />;
}

/** Several days of one month of the school year: "1, 2, 3 y 15 de mayo". */
export async function DaysText({ dates }: { dates: readonly MonthDay[] }) {
  const locale = await getPageLocale();
  return <DaysTime dates={dates.map(inSchoolYear)} format={await getFormatter({ locale })} />;
}
