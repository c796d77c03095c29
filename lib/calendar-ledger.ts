import { createHash } from 'node:crypto';
import type { AllDayEvent } from './calendar-files';

/*
 * What keeps the calendar files the same from build to build, and tells
 * calendar apps when an event has moved: for each event, a fingerprint of
 * what a family's calendar holds of it (its days, and whether it is
 * confirmed), its SEQUENCE and its DTSTAMP (RFC 5545, 3.8.7.4 and 3.8.7.2).
 * They are kept in a committed ledger, content/calendar-sequence.json: an
 * unchanged event keeps its entry, so its text is byte-identical; a moved
 * one gets the next SEQUENCE and a new stamp, so an app that imports the
 * file again takes the new days.
 */

export type LedgerEntry = { fingerprint: string; sequence: number; stamp: string };
export type CalendarLedger = Record<string, LedgerEntry>;

/** An event's name in the ledger: its UID without the site's host, which SITE_URL may change. */
export const ledgerKey = (event: Pick<AllDayEvent, 'uid'>) => event.uid.split('@')[0]!;

/** What a family's calendar holds of an event, whatever the language of its file. */
export function eventFingerprint(event: Pick<AllDayEvent, 'start' | 'end' | 'confirmed'>): string {
  const { start, end, confirmed } = event;
  return createHash('sha256').update(JSON.stringify([start, end, confirmed])).digest('hex').slice(0, 16);
}

/** The events whose ledger entry is missing or describes other days, by ledger key. */
export function staleEvents(ledger: CalendarLedger, events: readonly AllDayEvent[]): string[] {
  return [...new Set(events.filter((event) => ledger[ledgerKey(event)]?.fingerprint !== eventFingerprint(event)).map(ledgerKey))];
}

/** The ledger brought up to date at `now`: a new or changed event gets the next SEQUENCE and a stamp of now; the rest stay. */
export function updatedLedger(ledger: CalendarLedger, events: readonly AllDayEvent[], now: Date): CalendarLedger {
  const next: CalendarLedger = {};
  for (const event of events) {
    const key = ledgerKey(event);
    const kept = ledger[key];
    const fingerprint = eventFingerprint(event);
    next[key] =
      kept?.fingerprint === fingerprint
        ? kept
        : { fingerprint, sequence: kept ? kept.sequence + 1 : 0, stamp: new Date(Math.floor(now.getTime() / 1000) * 1000).toISOString() };
  }
  return Object.fromEntries(Object.entries(next).sort(([a], [b]) => a.localeCompare(b)));
}

/** The ledger entry an event is written with; the build stops when the ledger has not caught up with the content. */
export function ledgerEntry(ledger: CalendarLedger, event: AllDayEvent): LedgerEntry {
  const entry = ledger[ledgerKey(event)];
  if (!entry || entry.fingerprint !== eventFingerprint(event))
    throw new Error(`content/calendar-sequence.json has no entry for the event "${ledgerKey(event)}" as it now is: run "npm run calendar-ledger" and commit the file.`);
  return entry;
}
