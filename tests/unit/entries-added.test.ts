import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDays } from '@/content/admission';
import { campAges, camps, campsIn } from '@/content/camps';
import { enquiryTopics } from '@/content/contact';
import { campAgeRoutes, campDetailRoutes, getRoute } from '@/content/navigation';
import { calendarFileParams, calendarFiles, findCalendarFile } from '@/lib/calendar-files';
import { campsForAge } from '@/lib/camp-finder';
import type { CalendarLedger } from '@/lib/calendar-ledger';
import { icalendarText } from '@/lib/icalendar';
import { sitemapPages } from '@/lib/seo';
import { checkContent } from '@/scripts/content-check/check';
import { contentCopy } from '../support/content-copy';
import { readCalendar } from '../support/icalendar';
import { entryFile, newCamp, newOpenDay } from '../support/new-entries';

/*
 * A camp and an open day added in the staff editor, and nothing else: one
 * file each, in a copy of content/data/. With no change of code, the camp
 * gets its page, a place in its list, the camp finder's ages it widens and
 * its calendar file; the open day its place on its page and its calendar
 * file. The content modules read the copy (CONTENT_DIR), made before they load.
 * (The calendar ledger, content/calendar-sequence.json, gains the new events as
 * `npm run calendar-ledger` adds them: see docs/content.md, "Calendar files".)
 */

const { copy } = await vi.hoisted(async () => {
  const fs = process.getBuiltinModule('node:fs');
  const { join } = process.getBuiltinModule('node:path');
  const { tmpdir } = process.getBuiltinModule('node:os');
  const { entryFile: file, newCamp: camp, newOpenDay: openDay } = await import('../support/new-entries');
  const dir = fs.mkdtempSync(join(tmpdir(), 'entries-added-'));
  fs.cpSync('content/data', join(dir, 'data'), { recursive: true });
  fs.writeFileSync(join(dir, 'data/camps', `${camp.slug}.json`), file(camp.entry));
  fs.writeFileSync(join(dir, 'data/open-days', `${openDay.slug}.json`), file(openDay.entry));
  process.env.CONTENT_DIR = dir;
  return { copy: dir };
});

// A new event has no entry in the calendar ledger until the ledger is brought up to date, as `npm run calendar-ledger` does.
vi.mock('@/content/calendar-sequence.json', async (importOriginal) => {
  const { default: ledger } = await importOriginal<{ default: CalendarLedger }>();
  const { calendarFiles: files } = await import('@/lib/calendar-files');
  const { updatedLedger: updated } = await import('@/lib/calendar-ledger');
  return { default: updated(ledger, files('es').flatMap((file) => file.events), new Date('2026-11-28T00:00:00Z')) };
});

afterAll(() => {
  delete process.env.CONTENT_DIR;
  rmSync(copy, { recursive: true, force: true });
});

const campKey = `camp-${newCamp.slug}` as const;

describe('a camp added in the editor', () => {
  it('passes the content check that starts every build', async () => {
    const content = contentCopy({ [`data/camps/${newCamp.slug}.json`]: entryFile(newCamp.entry), [`data/open-days/${newOpenDay.slug}.json`]: entryFile(newOpenDay.entry) });
    expect(await checkContent(content)).toEqual([]);
  });

  it('gets its page under /camps, named from its file, out of the menus, with its own name and description', () => {
    expect(campDetailRoutes.map((route) => route.path)).toContain(`/camps/${newCamp.slug}`);
    expect(getRoute(campKey)).toMatchObject({ path: `/camps/${newCamp.slug}`, parent: 'camps', showNavbar: false });
    expect(getRoute(campKey).message).toEqual({
      key: 'camp',
      values: { nameEs: newCamp.entry.name.es, nameEn: newCamp.entry.name.en },
    });
    // The seven camps keep their paths.
    for (const slug of ['beachescolas', 'laespuela', 'immersion', 'village', 'eeuu', 'antibes', 'buckswood'])
      expect(getRoute(`camp-${slug}`).path, slug).toBe(`/camps/${slug}`);
    expect(sitemapPages().map((page) => page.url)).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`/es/camps/${newCamp.slug}/$`)), expect.stringMatching(new RegExp(`/en/camps/${newCamp.slug}/$`))]));
    expect(enquiryTopics).toContain(campKey);
  });

  it('is listed in its region by its order, a tie by name: second in Spain, before La Espuela', () => {
    expect(campsIn('spain').map((camp) => camp.slug)).toEqual(['beachescolas', newCamp.slug, 'laespuela', 'immersion', 'village']);
    expect(campsIn('abroad').map((camp) => camp.slug)).toEqual(['eeuu', 'antibes', 'buckswood']);
    expect(camps.at(-1)!.slug).toBe('buckswood');
  });

  it('widens the camp finder to the ages it takes, 4 to 19, each with its page, and is an answer for each of its ages', () => {
    expect(campAges).toEqual(Array.from({ length: 16 }, (_, index) => index + 4));
    expect(campAgeRoutes.map((route) => route.path)).toEqual(campAges.map((age) => `/camps/age/${age}`));
    expect(campsForAge(camps, 4).map((camp) => camp.slug)).toEqual([newCamp.slug]);
    expect(campsForAge(camps, 19).map((camp) => camp.slug)).toEqual([newCamp.slug]);
    expect(campsForAge(camps, 9).map((camp) => camp.slug)).toEqual(['beachescolas', newCamp.slug, 'laespuela', 'village', 'eeuu']);
  });

  it('gets its calendar file in each language: one all-day event over its dates, at its place', () => {
    for (const locale of ['es', 'en'] as const) {
      const file = findCalendarFile(locale, `camp-${newCamp.slug}.ics`);
      expect(file, locale).toMatchObject({ name: newCamp.entry.name[locale] });
      expect(readCalendar(icalendarText(file!)).events).toEqual([
        expect.objectContaining({ summary: newCamp.entry.name[locale], location: newCamp.entry.place[locale], allDay: true, start: '2024-07-01', end: '2024-07-13', status: 'CONFIRMED' }),
      ]);
    }
    expect(calendarFileParams()).toContainEqual({ locale: 'es', file: `camp-${newCamp.slug}.ics` });
  });
});

describe('an open day added in the editor', () => {
  it('is listed soonest first: November before April and June', () => {
    expect(openDays.map((openDay) => openDay.id)).toEqual([newOpenDay.slug, 'book-day', 'summer']);
    expect(openDays[0]).toMatchObject({ ...newOpenDay.entry, id: newOpenDay.slug });
  });

  it('gets its calendar file, on its day of the school year', () => {
    const file = calendarFiles('en').find((candidate) => candidate.slug === `open-day-${newOpenDay.slug}`);
    expect(readCalendar(icalendarText(file!)).events).toEqual([expect.objectContaining({ summary: 'Autumn open day', start: '2023-11-18', end: '2023-11-19', status: 'CONFIRMED' })]);
  });
});
