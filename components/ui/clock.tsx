import { useFormatter } from 'next-intl';
import type { ClockTime, TimeSpan } from '@/content/schemas/fields';
import { clockDate } from '@/lib/dates';

/** A clock time, machine-readable too: "7:30". */
export function Clock({ time }: { time: ClockTime }) {
  const format = useFormatter();
  return <time dateTime={time}>{format.dateTime(clockDate(time), 'clock')}</time>;
}

/** "9:00–17:00", each end a <time>. */
export function ClockSpan({ span }: { span: TimeSpan }) {
  return (
    <>
      <Clock time={span.start} />–<Clock time={span.end} />
    </>
  );
}
