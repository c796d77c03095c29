import { inSchoolYear } from '@/content/calendar';
import type { MonthDay } from '@/content/schemas/dates';
import { DayRangeTime, DaysTime, DayTime } from '@/components/ui/dates';

type DayProps = { date: MonthDay };

/** A day of the school year, without its year: "5 de septiembre". */
export function DayText({ date }: DayProps) {
  return <DayTime date={inSchoolYear(date)} />;
}

/** Days of the school year, "22–23 de febrero", "25 de diciembre – 5 de enero". */
export function DayRangeText({ start, end }: { start: MonthDay; end: MonthDay }) {
  return <DayRangeTime start={inSchoolYear(start)} end={inSchoolYear(end)} />;
}

/** Several days of one month of the school year: "1, 2, 3 y 15 de mayo". */
export function DaysText({ dates }: { dates: readonly MonthDay[] }) {
  return <DaysTime dates={dates.map(inSchoolYear)} />;
}
