import type { ClockTime, TimeSpan } from '@/content/types';
import { formatClock } from '@/lib/format';

/** A clock time, machine-readable too: "7:30". */
export function Clock({ time }: { time: ClockTime }) {
  return <time dateTime={time}>{formatClock(time)}</time>;
}

/** "9:00–17:00", each end a <time>. */
export function ClockSpan({ span }: { span: TimeSpan }) {
  return (
    <>
      <Clock time={span.start} />–<Clock time={span.end} />
    </>
  );
}
