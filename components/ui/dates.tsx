import type { Locale } from '@/i18n/routing';
import { formatDay, formatDayRange, formatListParts, isoDate, type CalendarDate, type DateStyle } from '@/lib/format';

/** A day without its year, "5 de septiembre", machine-readable too. */
export function DayTime({ date, locale, style = 'long' }: { date: CalendarDate; locale: Locale; style?: DateStyle }) {
  return <time dateTime={isoDate(date)}>{formatDay(date, locale, style)}</time>;
}

type DayRangeTimeProps = { start: CalendarDate; end: CalendarDate; locale: Locale; style?: DateStyle };

/**
 * "22–23 de febrero", "30 jun – 13 jul": the text of formatDayRange, with
 * each end of the range in its own <time>.
 */
export function DayRangeTime({ start, end, locale, style = 'long' }: DayRangeTimeProps) {
  const text = formatDayRange(start, end, locale, style);
  const startDay = formatDay(start, locale, style);
  // Within one month the start is written as its number only: "22–23 de febrero".
  const fromText = text.startsWith(startDay) ? startDay : String(start.day);
  const toText = formatDay(end, locale, style);
  if (!text.startsWith(fromText) || !text.endsWith(toText)) return <time dateTime={isoDate(start)}>{text}</time>;
  return (
    <>
      <time dateTime={isoDate(start)}>{fromText}</time>
      {text.slice(fromText.length, text.length - toText.length)}
      <time dateTime={isoDate(end)}>{toText}</time>
    </>
  );
}

/** Several days of one month: "1, 2, 3 y 15 de mayo", each day in its own <time>. */
export function DaysTime({ dates, locale }: { dates: readonly CalendarDate[]; locale: Locale }) {
  const last = dates.at(-1);
  if (!last) return null;
  // What formatDay writes after the number: " de mayo" / " May".
  const monthText = formatDay(last, locale).slice(String(last.day).length);
  const parts = formatListParts(dates.map((date) => String(date.day)), locale);
  let index = 0;
  return (
    <>
      {parts.map((part, position) => {
        if (part.type === 'literal') return part.value;
        const date = dates[index++]!;
        return (
          <time key={position} dateTime={isoDate(date)}>
            {date === last ? `${part.value}${monthText}` : part.value}
          </time>
        );
      })}
    </>
  );
}
