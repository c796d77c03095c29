import { campSeasonYear } from '@/content/camps';
import type { MonthDay } from '@/content/types';
import type { Locale } from '@/i18n/routing';
import { DayRangeTime, DayTime } from '@/components/ui/dates';

const inSeason = (day: MonthDay) => ({ year: campSeasonYear, ...day });

/** A camp's dates without the year, "30 jun – 13 jul", each end a machine-readable <time>. */
export function CampDates({ start, end, locale }: { start: MonthDay; end: MonthDay; locale: Locale }) {
  return <DayRangeTime start={inSeason(start)} end={inSeason(end)} locale={locale} style="short" />;
}

/** One day of the camp season without the year, "29 de febrero". */
export function SeasonDay({ day, locale }: { day: MonthDay; locale: Locale }) {
  return <DayTime date={inSeason(day)} locale={locale} />;
}
