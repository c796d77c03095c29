import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDate } from '@/lib/build-date';
import { datedFiles, dayBeforeContent, isBefore, pastFiles } from '@/lib/dated-files';
import { isoDate } from '@/lib/dates';
import type { CalendarDate } from '@/content/schemas/dates';
import { yearOverWarnings } from '@/scripts/content-check/year-over';

/*
 * The build's date (lib/build-date.ts) and what it makes past
 * (lib/dated-files.ts): BUILD_DATE fixes it; the content's own dates say
 * which files hold a year that is over.
 */

const dayAfter = ({ year, month, day }: CalendarDate): CalendarDate => {
  const date = new Date(Date.UTC(year, month - 1, day + 1));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};
const latest = (days: CalendarDate[]) => days.reduce((last, day) => (isBefore(last, day) ? day : last));

describe('the build date', () => {
  it('is BUILD_DATE, a day written YYYY-MM-DD', () => {
    expect(buildDate({ BUILD_DATE: '2026-09-01' })).toEqual({ year: 2026, month: 9, day: 1 });
    expect(buildDate({ BUILD_DATE: ' 2028-02-29 ' })).toEqual({ year: 2028, month: 2, day: 29 });
  });

  it('stops the build, naming BUILD_DATE, when it is no day', () => {
    for (const wrong of ['2027-02-29', '2026-13-01', '01/09/2026', '2026-9-1', 'today'])
      expect(() => buildDate({ BUILD_DATE: wrong }), wrong).toThrow(new RegExp(`^BUILD_DATE: "${wrong}" must be a day that exists, written YYYY-MM-DD`));
  });

  it("is otherwise today in Madrid, not in the machine's zone: half past midnight on New Year's Day in Madrid is still the 31st in UTC", () => {
    expect(buildDate({}, new Date('2026-12-31T23:30:00Z'))).toEqual({ year: 2027, month: 1, day: 1 });
    expect(buildDate({ BUILD_DATE: '' }, new Date('2026-06-15T10:00:00Z'))).toEqual({ year: 2026, month: 6, day: 15 });
  });
});

describe('a year that is over', () => {
  const files = datedFiles();

  it('lists every dated file of the content: the calendar, the fees, the camps page, each camp and each open day', () => {
    const names = files.map(({ file }) => file);
    for (const file of ['content/data/calendar.json', 'content/data/fees.json', 'content/data/camps-page.json']) expect(names).toContain(file);
    expect(names.filter((file) => file.startsWith('content/data/camps/')).length).toBeGreaterThan(0);
    expect(names.filter((file) => file.startsWith('content/data/open-days/')).length).toBeGreaterThan(0);
    for (const { file, screen, firstDay, lastDay } of files) {
      expect(screen.length, file).toBeGreaterThan(0);
      expect(isBefore(lastDay, firstDay), file).toBe(false);
    }
  });

  it('is no file the day before the content begins: the date the test suite builds with', () => {
    expect(pastFiles(dayBeforeContent())).toEqual([]);
    expect(files.some(({ firstDay }) => isoDate(firstDay) === isoDate(dayAfter(dayBeforeContent())))).toBe(true);
  });

  it('is each file from the day after its last date, not on it', () => {
    for (const dated of files) {
      expect(pastFiles(dated.lastDay).map(({ file }) => file), dated.file).not.toContain(dated.file);
      expect(pastFiles(dayAfter(dated.lastDay)).map(({ file }) => file), dated.file).toContain(dated.file);
    }
    expect(pastFiles(dayAfter(latest(files.map(({ lastDay }) => lastDay))))).toEqual(files);
  });

  it('is a warning of the build naming each such file, its editor screen and its last date; none before the content begins', async () => {
    const contentDir = join(process.cwd(), 'content');
    const after = dayAfter(latest(files.map(({ lastDay }) => lastDay)));
    const { text, files: warned } = await yearOverWarnings(contentDir, { BUILD_DATE: isoDate(after) });
    expect(text.split('\n')[0]).toBe(
      `Warning: ${files.length} files hold only dates before the build's date, ${new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(after.year, after.month - 1, after.day))} (${isoDate(after)}; BUILD_DATE sets it):`,
    );
    for (const { file, screen } of files) expect(text).toContain(`  ${file} (in the editor: ${screen}): its last date is `);
    expect(warned.map(({ file }) => file)).toEqual(files.map(({ file }) => file));
    expect(await yearOverWarnings(contentDir, { BUILD_DATE: isoDate(dayBeforeContent()) })).toEqual({ text: '', files: [] });
  });

  it('does not stop the build: the content check passes, and warns', () => {
    const after = dayAfter(latest(files.map(({ lastDay }) => lastDay)));
    const run = (day: CalendarDate) =>
      spawnSync(join(process.cwd(), 'node_modules/.bin/tsx'), ['scripts/content-check/run.ts'], { encoding: 'utf8', env: { ...process.env, BUILD_DATE: isoDate(day), GITHUB_ACTIONS: 'true' } });
    const late = run(after);
    expect(late.status, late.stderr).toBe(0);
    expect(late.stderr).toContain(`content/data/calendar.json (in the editor: `);
    // On the editor's pull request, each file is marked with a warning.
    expect(late.stdout).toContain('::warning file=content/data/calendar.json,');
    const early = run(dayBeforeContent());
    expect(early.status, early.stderr).toBe(0);
    expect(early.stderr).toBe('');
  }, 120_000);
});
