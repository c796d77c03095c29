import { inSchoolYear } from '@/content/calendar';
import type { MonthDay } from '@/content/types';
import type { Locale } from '@/i18n/routing';
import { formatDay, formatDayRange, formatLocale, isoDate } from '@/lib/format';

type DayProps = { date: MonthDay; locale: Locale };

/** A day of the school year, without its year: "5 de septiembre". */
export function DayText({ date, locale }: DayProps) {
  const full = inSchoolYear(date);
  return <time dateTime={isoDate(full)}>{formatDay(full, locale)}</time>;
}

/**
 * "22–23 de febrero", "25 de diciembre – 5 de enero": the text of
 * formatDayRange, with each end of the range in its own <time>.
 */
export function DayRangeText({ start, end, locale }: { start: MonthDay; end: MonthDay; locale: Locale }) {
  const from = inSchoolYear(start);
  const to = inSchoolYear(end);
  const text = formatDayRange(from, to, locale);
  const fromText = text.startsWith(formatDay(from, locale)) ? formatDay(from, locale) : String(from.day);
  const toText = formatDay(to, locale);
  if (!text.startsWith(fromText) || !text.endsWith(toText)) return <span>{text}</span>;
  return (
    <span>
      <time dateTime={isoDate(from)}>{fromText}</time>
      {text.slice(fromText.length, text.length - toText.length)}
      <time dateTime={isoDate(to)}>{toText}</time>
    </span>
  );
}

/** Several days of one month: "1, 2, 3 y 15 de mayo", each day in its own <time>. */
export function DaysText({ dates, locale }: { dates: readonly MonthDay[]; locale: Locale }) {
  const days = dates.map(inSchoolYear);
  const last = days.at(-1);
  if (!last) return null;
  // What formatDay writes after the number: " de mayo" / " May".
  const monthText = formatDay(last, locale).slice(String(last.day).length);
  const parts = new Intl.ListFormat(formatLocale[locale], { type: 'conjunction' }).formatToParts(days.map((day) => String(day.day)));
  let index = 0;
  return (
    <span>
      {parts.map((part, position) => {
        if (part.type === 'literal') return part.value;
        const day = days[index++]!;
        return (
          <time key={position} dateTime={isoDate(day)}>
            {day === last ? `${part.value}${monthText}` : part.value}
          </time>
        );
      })}
    </span>
  );
}
