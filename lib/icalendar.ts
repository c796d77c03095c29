import ical, { ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import { site } from '@/content/site';
import { readCalendarLedger } from '@/content/data';
import type { CalendarDate } from '@/content/schemas/dates';
import type { CalendarFile } from './calendar-files';
import { ledgerEntry, type CalendarLedger } from './calendar-ledger';
import { isoDate } from './dates';

/** How a host must label the files (scripts/postbuild/host-rules.ts, scripts/serve.ts). */
export const icalendarType = 'text/calendar; charset=utf-8';

let ledgerData: CalendarLedger | undefined;
/** The ledger of the content folder the site is built from (content/calendar-sequence.json). */
const committedLedger = () => (ledgerData ??= readCalendarLedger() as CalendarLedger);

/** The day after: an all-day event's DTEND is exclusive (RFC 5545, 3.6.1). */
function dayAfter({ year, month, day }: CalendarDate): CalendarDate {
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

/**
 * A calendar file as iCalendar text (RFC 5545), written by ical-generator.
 * Every event is all-day: dates with no time, which calendar apps keep on
 * the same days wherever the family is; the calendar names the school's
 * time zone (content/site.ts), for anything a calendar app shows with a time.
 * Events are transparent: a break or a camp does not make a parent busy.
 * SEQUENCE and DTSTAMP come from the committed ledger, so an unchanged event
 * is byte-identical from build to build.
 */
export function icalendarText(file: CalendarFile, ledger: CalendarLedger = committedLedger()): string {
  const calendar = ical({
    name: `${file.name} · ${site.name}`,
    url: file.url,
    prodId: { company: site.name, product: 'Website', language: file.locale.toUpperCase() },
  });
  calendar.x([{ key: 'X-WR-TIMEZONE', value: site.timeZone }]);
  for (const event of file.events) {
    // SEQUENCE and DTSTAMP from the ledger (lib/calendar-ledger.ts): the same text build after build.
    const { sequence, stamp } = ledgerEntry(ledger, event);
    calendar.createEvent({
      id: event.uid,
      allDay: true,
      // ISO dates, read as days: no time zone can move them.
      start: isoDate(event.start),
      end: isoDate(dayAfter(event.end)),
      stamp: new Date(stamp),
      sequence,
      summary: event.summary,
      description: event.description,
      location: event.location,
      url: event.url,
      status: event.confirmed ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  return calendar.toString();
}
