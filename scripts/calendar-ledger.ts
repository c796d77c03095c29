// Brings content/calendar-sequence.json up to date with the calendar events
// (lib/calendar-ledger.ts). `npm run build` runs it first. On a developer's
// machine it updates the file with the time of the run: commit it. In CI (CI
// set), where a change saved in the staff editor is built before anyone has
// run it, it brings the ledger up to date for that build alone, stamping what
// is new or moved with the time of the commit being built, so that two builds
// of one commit give the same calendar files; it says so, and the build goes
// on. With --check it only says whether the committed file has caught up.
// Usage: tsx scripts/calendar-ledger.ts [--check]
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentDir } from '@/content/data';
import { calendarFiles } from '@/lib/calendar-files';
import { staleEvents, updatedLedger, type CalendarLedger } from '@/lib/calendar-ledger';

const file = join(contentDir(), 'calendar-sequence.json');
const ledger = JSON.parse(readFileSync(file, 'utf8')) as CalendarLedger;
// The same events in every language: the Spanish files name them all.
const events = calendarFiles('es').flatMap((calendar) => calendar.events);
const stale = staleEvents(ledger, events);
const orphans = Object.keys(ledger).filter((key) => !events.some((event) => event.uid.startsWith(`${key}@`)));
const changes = [...stale, ...orphans].join(', ');

/** The time of the commit being built (git's committer date), or of SOURCE_DATE_EPOCH where there is no git. */
function commitTime(): Date | null {
  const git = spawnSync('git', ['log', '-1', '--format=%ct'], { encoding: 'utf8' });
  const seconds = git.status === 0 && /^\d+$/.test(git.stdout.trim()) ? git.stdout.trim() : process.env.SOURCE_DATE_EPOCH;
  return seconds && /^\d+$/.test(seconds) ? new Date(Number(seconds) * 1000) : null;
}

if (stale.length === 0 && orphans.length === 0) {
  console.log('calendar ledger: up to date');
} else if (process.argv.includes('--check')) {
  console.error(`content/calendar-sequence.json has not caught up with the calendar's events (${changes}): run "npm run calendar-ledger" and commit the file.`);
  process.exit(1);
} else if (process.env.CI) {
  const committed = commitTime();
  if (!committed) {
    console.error(`calendar ledger: events new or moved (${changes}), and neither git nor SOURCE_DATE_EPOCH gives the time of what is built, which stamps them: build from a git checkout, or set SOURCE_DATE_EPOCH.`);
    process.exit(1);
  }
  writeFileSync(file, `${JSON.stringify(updatedLedger(ledger, events, committed), null, 2)}\n`);
  console.warn(
    `calendar ledger: ${stale.length} event(s) new or moved and ${orphans.length} gone since the committed ledger (${changes}); this build gives them the next SEQUENCE, stamped with the commit's time (${committed.toISOString()}). ` +
      'A developer brings the committed file up to date when convenient: npm run calendar-ledger, then commit content/calendar-sequence.json.',
  );
} else {
  writeFileSync(file, `${JSON.stringify(updatedLedger(ledger, events, new Date()), null, 2)}\n`);
  console.log(`calendar ledger: ${stale.length} event(s) new or moved, ${orphans.length} gone (${changes}); commit content/calendar-sequence.json`);
}
