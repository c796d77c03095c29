import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDays } from '@/content/admission';
import { campAges, camps, campsIn } from '@/content/camps';
import { enquiryTopics } from '@/content/contact';
import { campAgeRoutes, campDetailRoutes, getRoute } from '@/content/navigation';
import { calendarFileParams, calendarFiles, findCalendarFile } from '@/lib/calendar-files';
import { dayBeforeContent } from '@/lib/dated-files';
import { campsForAge } from '@/lib/camp-finder';
import { icalendarText } from '@/lib/icalendar';
import { sitemapPages } from '@/lib/seo';
import { checkContent } from '@/scripts/content-check/check';
import { contentCopy } from '../support/content-copy';
import { dayAfter, dayOf, iso } from '../support/content-days';
import { readCalendar } from '../support/icalendar';
import { entryFile, newCamp, newOpenDay } from '../support/new-entries';

/*
 * A camp and an open day added in the staff editor, and nothing else: one
 * file each, in a copy of the content. With no change of code, the camp
 * gets its page, a place in its list, the camp finder's ages it widens and
 * its calendar file; the open day its place on its page and its calendar
 * file. The content modules read the copy (CONTENT_DIR), made before they load.
 * (The calendar ledger, content/calendar-sequence.json, gains the new events as
 * `npm run calendar-ledger` adds them: see docs/content.md, "Calendar files".)
 */

const { copy, before } = await vi.hoisted(async () => {
  const fs = process.getBuiltinModule('node:fs');
  const { join } = process.getBuiltinModule('node:path');
  const { tmpdir } = process.getBuiltinModule('node:os');
  const { entryFile: file, newCamp: camp, newOpenDay: openDay } = await import('../support/new-entries');
  // The content the suite runs on (content/, or the folder CONTENT_DIR names), and what it lists before the new files.
  const source = process.env.CONTENT_DIR ?? join(process.cwd(), 'content');
  const entries = (folder: string) =>
    fs.readdirSync(join(source, 'data', folder)).filter((name) => name.endsWith('.json')).map((name) => ({ slug: name.slice(0, -'.json'.length), ...(JSON.parse(fs.readFileSync(join(source, 'data', folder, name), 'utf8')) as object) }));
  const dir = join(fs.mkdtempSync(join(tmpdir(), 'entries-added-')), 'content');
  fs.cpSync(source, dir, { recursive: true });
  fs.writeFileSync(join(dir, 'data/camps', `${camp.slug}.json`), file(camp.entry));
  fs.writeFileSync(join(dir, 'data/open-days', `${openDay.slug}.json`), file(openDay.entry));
  process.env.CONTENT_DIR = dir;
  // A new event has no entry in the calendar ledger until the ledger is brought up to date, as `npm run calendar-ledger` does.
  const { calendarFiles: files } = await import('@/lib/calendar-files');
  const { updatedLedger: updated } = await import('@/lib/calendar-ledger');
  const ledgerFile = join(dir, 'calendar-sequence.json');
  const ledger = JSON.parse(fs.readFileSync(ledgerFile, 'utf8')) as Parameters<typeof updated>[0];
  fs.writeFileSync(ledgerFile, file(updated(ledger, files('es').flatMap((calendar) => calendar.events), new Date())));
  return {
    copy: dir,
    before: {
      camps: entries('camps') as unknown as { slug: string; region: string; order: number; name: { es: string }; ages: { from: number; to: number } }[],
      openDays: entries('open-days') as unknown as { slug: string; year: number; month: number; day?: number }[],
    },
  };
});

afterAll(() => {
  delete process.env.CONTENT_DIR;
  rmSync(dirname(copy), { recursive: true, force: true });
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
    // The camps there were keep their paths.
    expect(before.camps.length).toBeGreaterThan(0);
    for (const { slug } of before.camps) expect(getRoute(`camp-${slug}`).path, slug).toBe(`/camps/${slug}`);
    expect(sitemapPages().map((page) => page.url)).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`/es/camps/${newCamp.slug}/$`)), expect.stringMatching(new RegExp(`/en/camps/${newCamp.slug}/$`))]));
    expect(enquiryTopics).toContain(campKey);
  });

  it('is listed in its region by its order, a tie by name: after the camps in Spain before it, the rest in their order after it', () => {
    const { order, name } = newCamp.entry;
    const comesFirst = (camp: (typeof before.camps)[number]) => camp.order < order || (camp.order === order && camp.name.es.localeCompare(name.es, 'es') < 0);
    const spain = campsIn('spain').map((camp) => camp.slug);
    const others = spain.filter((slug) => slug !== newCamp.slug);
    const ahead = before.camps.filter((camp) => camp.region === 'spain' && comesFirst(camp)).map((camp) => camp.slug);
    expect(spain).toEqual([...others.slice(0, ahead.length), newCamp.slug, ...others.slice(ahead.length)]);
    expect(new Set(others.slice(0, ahead.length))).toEqual(new Set(ahead));
    // The camps abroad keep their list, and the last of all is still the last abroad.
    expect(campsIn('abroad').map((camp) => camp.slug).sort()).toEqual(before.camps.filter((camp) => camp.region === 'abroad').map((camp) => camp.slug).sort());
    expect(camps.at(-1)).toBe(campsIn('abroad').at(-1));
  });

  it('widens the camp finder to the ages it takes, 4 to 19, each with its page, and is an answer for each of its ages', () => {
    const { from, to } = newCamp.entry.ages;
    const takers = (age: number) => before.camps.filter((camp) => camp.ages.from <= age && age <= camp.ages.to).map((camp) => camp.slug);
    const youngest = Math.min(from, ...before.camps.map((camp) => camp.ages.from));
    const oldest = Math.max(to, ...before.camps.map((camp) => camp.ages.to));
    expect(campAges).toEqual(Array.from({ length: oldest - youngest + 1 }, (_, index) => youngest + index));
    expect(campAgeRoutes.map((route) => route.path)).toEqual(campAges.map((age) => `/camps/age/${age}`));
    // Each age's answer: the camps there were that take it, and the new one, in the lists' order.
    for (const age of [from, 9, to]) {
      const answer = campsForAge(camps, age).map((camp) => camp.slug);
      expect(answer.toSorted(), String(age)).toEqual([...takers(age), newCamp.slug].sort());
      expect(answer, String(age)).toEqual(camps.map((camp) => camp.slug).filter((slug) => answer.includes(slug)));
    }
  });

  it('gets its calendar file in each language: one all-day event over its dates, at its place', () => {
    for (const locale of ['es', 'en'] as const) {
      const file = findCalendarFile(locale, `camp-${newCamp.slug}.ics`);
      expect(file, locale).toMatchObject({ name: newCamp.entry.name[locale] });
      const { start, end } = newCamp.entry.dates;
      expect(readCalendar(icalendarText(file!)).events).toEqual([
        expect.objectContaining({
          summary: newCamp.entry.name[locale],
          location: newCamp.entry.place[locale],
          allDay: true,
          start,
          end: iso(dayAfter(dayOf(end))),
          status: 'CONFIRMED',
        }),
      ]);
    }
    expect(calendarFileParams(dayBeforeContent())).toContainEqual({ locale: 'es', file: `camp-${newCamp.slug}.ics` });
  });
});

describe('an open day added in the editor', () => {
  it('is listed soonest first: November before the open days later in the school year', () => {
    const when = (openDay: { year: number; month: number; day?: number }) => iso({ ...openDay, day: openDay.day ?? 1 });
    const later = before.openDays.filter((openDay) => when(openDay) > when(newOpenDay.entry));
    expect(later.length).toBeGreaterThan(0);
    expect(openDays.map((openDay) => openDay.id).slice(-later.length - 1)).toEqual([newOpenDay.slug, ...later.toSorted((a, b) => when(a).localeCompare(when(b))).map((openDay) => openDay.slug)]);
    expect(openDays[0]).toMatchObject({ ...newOpenDay.entry, id: newOpenDay.slug });
  });

  it('gets its calendar file, on its day of the school year', () => {
    const file = calendarFiles('en').find((candidate) => candidate.slug === `open-day-${newOpenDay.slug}`);
    const day = { ...newOpenDay.entry, day: newOpenDay.entry.day };
    expect(readCalendar(icalendarText(file!)).events).toEqual([
      expect.objectContaining({ summary: newOpenDay.entry.name.en, start: iso(day), end: iso(dayAfter(day)), status: 'CONFIRMED' }),
    ]);
  });
});
