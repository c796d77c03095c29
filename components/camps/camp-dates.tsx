import { campSeasonYear } from '@/content/camps';
import type { MonthDay } from '@/content/types';
import type { Locale } from '@/i18n/routing';
import { formatDay, formatDayRange, isoDate } from '@/lib/format';

const inSeason = (day: MonthDay) => ({ year: campSeasonYear, ...day });

/** A camp's dates without the year, "30 jun – 13 jul", each end a machine-readable <time>. */
export function CampDates({ start, end, locale }: { start: MonthDay; end: MonthDay; locale: Locale }) {
  const from = inSeason(start);
  const to = inSeason(end);
  const text = formatDayRange(from, to, locale, 'short');
  // The formatted range is "start – end"; split at the dash to give each end its own date.
  const parts = /^(.+?)(\s*–\s*)(.+)$/u.exec(text);
  if (!parts) return <time dateTime={isoDate(from)}>{text}</time>;
  const [, first, dash, second] = parts;
  return (
    <>
      <time dateTime={isoDate(from)}>{first}</time>
      {dash}
      <time dateTime={isoDate(to)}>{second}</time>
    </>
  );
}

/** One day of the camp season without the year, "29 de febrero". */
export function SeasonDay({ day, locale }: { day: MonthDay; locale: Locale }) {
  const date = inSeason(day);
  return <time dateTime={isoDate(date)}>{formatDay(date, locale)}</time>;
}
