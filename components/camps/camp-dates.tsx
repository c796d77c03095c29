import { getFormatter } from 'next-intl/server';
import type { CalendarDate } from '@/content/schemas/dates';
import { getPageLocale } from '@/lib/locale';
import { DayRangeTime, DayTime } from '@/components/ui/dates';

// Camp dates carry their year, the summer they belong to: the fees and the school calendar may be of another year.

/** A camp's dates, "30 jun – 13 jul 2024", each end a machine-readable <time>. */
export async function CampDates({ start, end }: { start: CalendarDate; end: CalendarDate }) {
  const locale = await getPageLocale();
  return <DayRangeTime start={start} end={end} format={await getFormatter({ locale })} style="short" withYear />;
}

/** One day with its year, "29 de febrero de 2024". */
export async function DayWithYear({ day }: { day: CalendarDate }) {
  const locale = await getPageLocale();
  return <DayTime date={day} format={await getFormatter({ locale })} withYear />;
}
