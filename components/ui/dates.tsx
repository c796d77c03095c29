import type { Locale } from '@/i18n/routing';
import { formatDay, formatDayRange, formatListParts, isoDate, type CalendarDate, type DateOptions } from '@/lib/format';

/** A day, "5 de septiembre" (or with its year, "29 de febrero de 2024"), machine-readable too. */
export function DayTime({ date, locale, ...options }: { date: CalendarDate; locale: Locale } & DateOptions) {
  return <time dateTime={isoDate(date)}>{formatDay(date, locale, options)}</time>;
}

type DayRangeTimeProps = { start: CalendarDate; end: CalendarDate; locale: Locale } & DateOptions;

/**
 * "22–23 de febrero", "30 jun – 13 jul 2024": the text of formatDayRange,
 * with each end of the range in its own <time>.
 */
export function DayRangeTime({ start, end, locale, ...options }: DayRangeTimeProps) {
  const text = formatDayRange(start, end, locale, options);
  // The start as the range writes it: in full, without the year the end carries ("30 jun"), or within one month its number only ("22–23 de febrero").
  const fromText =
    [formatDay(start, locale, options), formatDay(start, locale, { ...options, withYear: false })].find((day) => text.startsWith(day)) ??
    String(start.day);
  const toText = formatDay(end, locale, options);
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
