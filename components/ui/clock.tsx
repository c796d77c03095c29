import type { ClockTime, TimeSpan } from '@/content/types';
import type { Formatter } from '@/i18n/request';
import { clockDate } from '@/lib/dates';

/** A clock time, machine-readable too: "7:30". */
export function Clock({ time, format }: { time: ClockTime; format: Formatter }) {
  return <time dateTime={time}>{format.dateTime(clockDate(time), 'clock')}</time>;
}

/** "9:00–17:00", each end a <time>. */
export function ClockSpan({ span, format }: { span: TimeSpan; format: Formatter }) {
  return (
    <>
      <Clock time={span.start} format={format} />–<Clock time={span.end} format={format} />
    </>
  );
}
