import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir } from '@/content/data';
import { checkContent } from '@/scripts/content-check/check';
import { contentCopy } from '../support/content-copy';
import { entryFile, newCamp } from '../support/new-entries';

/*
 * A new school year, published as the staff editor publishes it: one file at
 * a time, each change a pull request of its own that the content check must
 * pass before it can be merged (issue 47). The new year's files are made from
 * content/ as the office would make them (every year three on: a new
 * calendar, the fee year, each camp's days in the next summer, the early-bird
 * deadline, each open day; a camp taken off and one added), and applied one
 * by one to a copy of content/ in several orders. Every state on the way
 * passes the check: no order is refused, and nothing tells the office to
 * publish one file before another.
 */

type Json = Record<string, unknown> & { [key: string]: unknown };
/** The content the suite runs on (content/, or the folder CONTENT_DIR names): the one contentCopy copies. */
const read = (file: string) => JSON.parse(readFileSync(join(contentDir(), file), 'utf8')) as Json;
const years = 3;

/** An ISO day moved on `years` years; 29 February becomes the 28th in a year without it, as the office would choose. */
function movedDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  const next = year + years;
  const last = new Date(Date.UTC(next, month, 0)).getUTCDate();
  return `${next}-${String(month).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
}

/** A file's change: its path in content/ and its new text, or null when the office deletes it. */
type Change = { file: string; text: string | null };

/** The new year's files, each as the editor would save it. */
function newYearChanges(): Change[] {
  const changes: Change[] = [];
  const calendar = read('data/calendar.json') as Json & { schoolYearStart: number };
  changes.push({ file: 'data/calendar.json', text: entryFile({ ...calendar, schoolYearStart: calendar.schoolYearStart + years }) });
  const fees = read('data/fees.json') as Json & { feesCourse: Json & { startYear: number } };
  changes.push({ file: 'data/fees.json', text: entryFile({ ...fees, feesCourse: { ...fees.feesCourse, startYear: fees.feesCourse.startYear + years } }) });
  const campsPage = read('data/camps-page.json') as Json & { dayCamp: Json & { earlyBird: Json & { deadline: string } } };
  const { dayCamp } = campsPage;
  changes.push({ file: 'data/camps-page.json', text: entryFile({ ...campsPage, dayCamp: { ...dayCamp, earlyBird: { ...dayCamp.earlyBird, deadline: movedDay(dayCamp.earlyBird.deadline) } } }) });
  const campFiles = readdirSync(join(contentDir(), 'data/camps')).sort();
  const [removed, ...kept] = campFiles;
  for (const name of kept) {
    const camp = read(`data/camps/${name}`) as Json & { dates: { start: string; end: string } };
    changes.push({ file: `data/camps/${name}`, text: entryFile({ ...camp, dates: { start: movedDay(camp.dates.start), end: movedDay(camp.dates.end) } }) });
  }
  changes.push({ file: `data/camps/${removed}`, text: null });
  const added = { ...newCamp.entry, dates: { start: movedDay(newCamp.entry.dates.start), end: movedDay(newCamp.entry.dates.end) } };
  changes.push({ file: `data/camps/${newCamp.slug}.json`, text: entryFile(added) });
  for (const name of readdirSync(join(contentDir(), 'data/open-days')).sort()) {
    const openDay = read(`data/open-days/${name}`) as Json & { year: number; month: number; day?: number };
    const year = openDay.year + years;
    const day = openDay.day === undefined ? undefined : Math.min(openDay.day, new Date(Date.UTC(year, openDay.month, 0)).getUTCDate());
    changes.push({ file: `data/open-days/${name}`, text: entryFile({ ...openDay, year, ...(day === undefined ? {} : { day }) }) });
  }
  return changes;
}

/** A fixed shuffle, the same on every run. */
function shuffled<Item>(items: readonly Item[], seed: number): Item[] {
  const result = [...items];
  let state = seed;
  for (let index = result.length - 1; index > 0; index--) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const other = state % (index + 1);
    [result[index], result[other]] = [result[other]!, result[index]!];
  }
  return result;
}

const changes = newYearChanges();
const byName = (...first: string[]) => [...changes].sort((a, b) => Number(first.some((name) => b.file.includes(name))) - Number(first.some((name) => a.file.includes(name))));

const orders: Record<string, Change[]> = {
  'the staff guide\'s order (calendar, fees, camps page, camps, open days)': changes,
  'the calendar last': byName('camps', 'open-days', 'fees'),
  'a shuffle': shuffled(changes, 47),
};

describe('a new school year published one file at a time', () => {
  it('changes every year-bearing file, and the calendar lands in a year without 29 February, as 2026/2027 does', () => {
    const files = changes.map(({ file }) => file);
    for (const file of ['data/calendar.json', 'data/fees.json', 'data/camps-page.json']) expect(files).toContain(file);
    expect(files.filter((file) => file.startsWith('data/camps/')).length).toBeGreaterThan(2);
    expect(files.some((file) => file.startsWith('data/open-days/'))).toBe(true);
    expect(changes.some(({ text }) => text === null)).toBe(true);
  });

  for (const [name, order] of Object.entries(orders))
    it(`passes the content check at every step: ${name}`, { timeout: 600_000 }, async () => {
      expect(new Set(order.map(({ file }) => file)).size).toBe(changes.length);
      const dir = contentCopy({});
      const refused: string[] = [];
      for (const [step, { file, text }] of order.entries()) {
        if (text === null) rmSync(join(dir, file));
        else writeFileSync(join(dir, file), text);
        const problems = await checkContent(dir);
        refused.push(...problems.map((problem) => `step ${step + 1} (${file}): ${problem.file}, ${problem.field}: ${problem.message}`));
      }
      expect(refused).toEqual([]);
    });
});
