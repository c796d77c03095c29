import type { TimeSpan } from '@/content/services';
import type { ClockTime } from '@/content/types';

/** "07:30" → "7:30": the hour without a leading zero, as the school writes times. */
export function formatClock(time: ClockTime): string {
  return time.replace(/^0(?=\d:)/, '');
}

/** A clock time, machine-readable too. */
export function Clock({ time }: { time: ClockTime }) {
  return <time dateTime={time}>{formatClock(time)}</time>;
}

/** "9:00–17:00". */
export function ClockSpan({ span }: { span: TimeSpan }) {
  return (
    <>
      <Clock time={span.start} />–<Clock time={span.end} />
    </>
  );
}
