import { useFormatter } from 'next-intl';
import type { CalendarDate } from '@/content/schemas/dates';
import type { Formatter } from '@/i18n/request';
import { dateOf, isoDate } from '@/lib/dates';

/** How a day is written: the month in full ("5 de septiembre") or short ("30 jun"), and whether the year follows. */
export type DateOptions = { style?: 'long' | 'short'; withYear?: boolean };

/** The format of i18n/request.ts that writes a day so. */
const dayFormat = ({ style = 'long', withYear = false }: DateOptions) =>
  style === 'short' ? (withYear ? 'shortDayWithYear' : 'shortDay') : withYear ? 'dayWithYear' : 'day';

/** "22–23 de febrero", "25 de diciembre – 5 de enero" / "30 Jun – 13 Jul"; with the year, "30 Jun – 13 Jul 2024". */
export function dayRangeText(start: CalendarDate, end: CalendarDate, format: Formatter, options: DateOptions = {}): string {
  const name = dayFormat(options);
  // A range across New Year would name both years; the school calendar, headed by its school year, leaves them out.
  if (start.year !== end.year && !options.withYear) return `${format.dateTime(dateOf(start), name)} – ${format.dateTime(dateOf(end), name)}`;
  return format.dateTimeRange(dateOf(start), dateOf(end), name);
}

/** A day, "5 de septiembre" (or with its year, "29 de febrero de 2024"), machine-readable too. */
export function DayTime({ date, ...options }: { date: CalendarDate } & DateOptions) {
  const format = useFormatter();
  return <time dateTime={isoDate(date)}>{format.dateTime(dateOf(date), dayFormat(options))}</time>;
}

type DayRangeTimeProps = { start: CalendarDate; end: CalendarDate } & DateOptions;

/** "22–23 de febrero", "30 jun – 13 jul 2024": dayRangeText, with each end of the range in its own <time>. */
export function DayRangeTime({ start, end, ...options }: DayRangeTimeProps) {
  const format = useFormatter();
  const text = dayRangeText(start, end, format, options);
  const day = (date: CalendarDate, withYear = options.withYear) => format.dateTime(dateOf(date), dayFormat({ ...options, withYear }));
  // The start as the range writes it: in full, without the year the end carries ("30 jun"), or within one month its number only ("22–23 de febrero").
  const fromText = [day(start), day(start, false)].find((written) => text.startsWith(written)) ?? String(start.day);
  const toText = day(end);
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
export function DaysTime({ dates }: { dates: readonly CalendarDate[] }) {
  const format = useFormatter();
  const last = dates.at(-1);
  if (!last) return null;
  // What the day format writes after the number: " de mayo" / " May".
  const monthText = format.dateTime(dateOf(last), 'day').slice(String(last.day).length);
  const days = dates.map((date, index) => (
    <time key={index} dateTime={isoDate(date)}>
      {index === dates.length - 1 ? `${date.day}${monthText}` : String(date.day)}
    </time>
  ));
  return <>{format.list(days, 'and')}</>;
}
