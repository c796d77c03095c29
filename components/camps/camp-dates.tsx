import type { CalendarDate } from '@/content/schemas/dates';
import { DayRangeTime, DayTime } from '@/components/ui/dates';

// Camp dates carry their year, the summer they belong to: the fees and the school calendar may be of another year.

/** A camp's dates, "30 jun – 13 jul 2024", each end a machine-readable <time>. */
export function CampDates({ start, end }: { start: CalendarDate; end: CalendarDate }) {
  return <DayRangeTime start={start} end={end} style="short" withYear />;
}

/** One day with its year, "29 de febrero de 2024". */
export function DayWithYear({ day }: { day: CalendarDate }) {
  return <DayTime date={day} withYear />;
}
