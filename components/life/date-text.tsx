import { inSchoolYear } from '@/content/calendar';
import type { MonthDay } from '@/content/types';
import type { Locale } from '@/i18n/routing';
import { formatDay, formatLocale, isoDate } from '@/lib/format';
import { DayRangeTime, DayTime } from '@/components/ui/dates';

type DayProps = { date: MonthDay; locale: Locale };

/** A day of the school year, without its year: "5 de septiembre". */
export function DayText({ date, locale }: DayProps) {
  return <DayTime date={inSchoolYear(date)} locale={locale} />;
}

/** Days of the school year, "22–23 de febrero", "25 de diciembre – 5 de enero". */
export function DayRangeText({ start, end, locale }: { start: MonthDay; end: MonthDay; locale: Locale }) {
  return <DayRangeTime start={inSchoolYear(start)} end={inSchoolYear(end)} locale={locale} />;
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
