import ICAL from 'ical.js';

/** One event of an iCalendar file as a calendar app reads it: days as ISO dates, the end exclusive. */
export type ReadEvent = {
  uid: string;
  summary: string;
  description: string | null;
  location: string | null;
  /** True when both ends are dates without a time (an all-day event). */
  allDay: boolean;
  start: string;
  /** The day after the last one (RFC 5545: DTEND is exclusive). */
  end: string;
  status: string | null;
  transparency: string | null;
  /** SEQUENCE: how many times the event has changed since it was first published. */
  sequence: number;
};

/**
 * An iCalendar file read with ical.js, the maintained parser calendar
 * clients use: its name, language and events. Malformed text throws.
 */
export function readCalendar(text: string): { name: string; productId: string; timezone: string; events: ReadEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  if (calendar.name !== 'vcalendar') throw new Error(`not a calendar: ${calendar.name}`);
  const value = (component: ICAL.Component, name: string) => {
    const found = component.getFirstPropertyValue(name);
    return found === null || found === undefined ? null : String(found);
  };
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description ?? null,
      location: event.location ?? null,
      allDay: event.startDate.isDate && event.endDate.isDate,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      status: value(component, 'status'),
      transparency: value(component, 'transp'),
      sequence: event.sequence,
    };
  });
  return {
    name: value(calendar, 'x-wr-calname') ?? '',
    productId: value(calendar, 'prodid') ?? '',
    timezone: value(calendar, 'x-wr-timezone') ?? '',
    events,
  };
}
