// Brings content/calendar-sequence.json up to date with the calendar events
// (lib/calendar-ledger.ts). `npm run build` runs it first: on a developer's
// machine it updates the file (commit it); in CI (CI set) a ledger that has
// not caught up stops the build, so what is published is what was committed.
// Usage: tsx scripts/calendar-ledger.ts [--check]
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { calendarFiles } from '@/lib/calendar-files';
import { staleEvents, updatedLedger, type CalendarLedger } from '@/lib/calendar-ledger';

const file = join(process.cwd(), 'content', 'calendar-sequence.json');
const ledger = JSON.parse(readFileSync(file, 'utf8')) as CalendarLedger;
// The same events in every language: the Spanish files name them all.
const events = calendarFiles('es').flatMap((calendar) => calendar.events);
const stale = staleEvents(ledger, events);
const orphans = Object.keys(ledger).filter((key) => !events.some((event) => event.uid.startsWith(`${key}@`)));

if (stale.length === 0 && orphans.length === 0) {
  console.log('calendar ledger: up to date');
} else if (process.env.CI || process.argv.includes('--check')) {
  console.error(`content/calendar-sequence.json has not caught up with the calendar's events (${[...stale, ...orphans].join(', ')}): run "npm run calendar-ledger" and commit the file.`);
  process.exit(1);
} else {
  writeFileSync(file, `${JSON.stringify(updatedLedger(ledger, events, new Date()), null, 2)}\n`);
  console.log(`calendar ledger: ${stale.length} event(s) new or moved, ${orphans.length} gone (${[...stale, ...orphans].join(', ')}); commit content/calendar-sequence.json`);
}
