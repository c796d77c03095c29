import { getFormatter } from 'next-intl/server';
import { campSeasonYear } from '@/content/camps';
import type { MonthDay } from '@/content/types';
import type { Locale } from '@/i18n/routing';
import { DayRangeTime, DayTime } from '@/components/ui/dates';

const inSeason = (day: MonthDay) => ({ year: campSeasonYear, ...day });

// Camp dates carry their year, the summer they belong to: the fees and the school calendar may be of another year.

/** A camp's dates, "30 jun – 13 jul 2024", each end a machine-readable <time>. */
export async function CampDates({ start, end, locale }: { start: MonthDay; end: MonthDay; locale: Locale }) {
  return <DayRangeTime start={inSeason(start)} end={inSeason(end)} format={await getFormatter({ locale })} style="short" withYear />;
}

/** One day of the camp season, "29 de febrero de 2024". */
export async function SeasonDay({ day, locale }: { day: MonthDay; locale: Locale }) {
  return <DayTime date={inSeason(day)} format={await getFormatter({ locale })} withYear />;
}
