import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { openDays } from '@/content/admission';
import { calendarPage, inSchoolYear } from '@/content/calendar';
import { camps } from '@/content/camps';
import { hrefFor } from '@/content/navigation';
import { site } from '@/content/site';
import { messages } from '@/i18n/messages';
import { translator } from '@/i18n/request';
import { routing } from '@/i18n/routing';
import { calendarFiles } from '@/lib/calendar-files';
import { icalendarText } from '@/lib/icalendar';
import { readCalendar } from '@/tests/support/icalendar';
import { notSpecSample, onSpecSample } from '@/tests/support/spec-sample';
import { outDir } from './support/site';

// The iCalendar files as the export serves them (app/calendar/[locale]/[file]/route.ts),
// read with ical.js and held against content/, and the pages' buttons that lead to them.

const iso = ({ year, month, day }: { year: number; month: number; day: number }) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

test('every calendar file is served as text/calendar and reads as iCalendar with all-day events', async ({ request }) => {
  const files = routing.locales.flatMap((locale) => readdirSync(join(outDir, 'calendar', locale)).map((name) => `/calendar/${locale}/${name}`));
  expect(files).toHaveLength(2 * (1 + openDays.length + camps.length));
  for (const path of files) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toBe('text/calendar; charset=utf-8');
    const { events, productId } = readCalendar(await response.text());
    expect(productId, path).toMatch(new RegExp(`//${path.split('/')[2]!.toUpperCase()}$`));
    expect(events.length, path).toBeGreaterThan(0);
    for (const event of events) expect(event.allDay, `${path} ${event.summary}`).toBe(true);
  }
});

test('every exported calendar file is byte for byte what the content and the ledger give now, so any build of this commit writes it the same', () => {
  for (const locale of routing.locales) {
    const written = calendarFiles(locale);
    expect(readdirSync(join(outDir, 'calendar', locale)).sort()).toEqual(written.map((file) => `${file.slug}.ics`).sort());
    for (const file of written) expect(readFileSync(join(outDir, 'calendar', locale, `${file.slug}.ics`), 'utf8'), `${locale}/${file.slug}`).toBe(icalendarText(file));
  }
});

for (const locale of routing.locales) {
  test(`the school calendar file has the specification's Christmas and Easter breaks (${locale})`, async ({ request }) => {
    test.skip(!onSpecSample, notSpecSample);
    const { events } = readCalendar(await (await request.get(`/calendar/${locale}/school-year.ics`)).text());
    const byName = (name: string) => events.filter((event) => event.summary === name);
    const entry = (id: string) => calendarPage.terms.flatMap((term) => term.entries).find((candidate) => candidate.id === id)!;
    expect(byName(entry('christmas-break').label[locale])).toEqual([expect.objectContaining({ start: '2023-12-25', end: '2024-01-06' })]);
    expect(byName(entry('easter-break').label[locale])).toEqual([expect.objectContaining({ start: '2024-03-22', end: '2024-04-02' })]);
  });

  test(`the school calendar file matches content/calendar.ts: every dated entry (${locale})`, async ({ request }) => {
    const { events } = readCalendar(await (await request.get(`/calendar/${locale}/school-year.ics`)).text());
    const byName = (name: string) => events.filter((event) => event.summary === name);
    expect(events.length).toBeGreaterThan(0);
    for (const term of calendarPage.terms)
      for (const entry of term.entries) {
        if (entry.kind === 'range')
          expect(byName(entry.label[locale]).map(({ start, end }) => [start, end]), entry.id).toContainEqual([
            iso(inSchoolYear(entry.start)),
            nextDay(iso(inSchoolYear(entry.end))),
          ]);
        if (entry.kind === 'day') expect(byName(entry.label[locale]).map(({ start }) => start), entry.id).toContain(iso(inSchoolYear(entry.date)));
        if (entry.kind === 'days')
          expect(byName(entry.label[locale]).map(({ start }) => start), entry.id).toEqual(entry.dates.map((date) => iso(inSchoolYear(date))));
        if (entry.kind === 'announced') expect(byName(entry.label[locale]), entry.id).toEqual([]);
      }
  });

  test(`each camp file holds the camp's dates and place (${locale})`, async ({ request }) => {
    for (const camp of camps) {
      const { events } = readCalendar(await (await request.get(`/calendar/${locale}/camp-${camp.slug}.ics`)).text());
      const { start, end } = camp.dates;
      expect(events, camp.slug).toEqual([
        expect.objectContaining({
          summary: camp.name[locale],
          location: camp.place[locale],
          start: iso(start),
          end: nextDay(iso(end)),
        }),
      ]);
    }
  });
}

test.describe('the buttons', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the calendar page: "Add to my calendar" downloads the file, "Subscribe" is the same file by webcal:', async ({ page }) => {
    await page.goto('/es/life/calendar/');
    const add = page.getByRole('link', { name: messages.es.calendarFiles.addToMyCalendar });
    await expect(add).toHaveAttribute('href', '/calendar/es/school-year.ics');
    const subscribe = page.getByRole('link', { name: messages.es.calendarFiles.subscribe });
    await expect(subscribe).toHaveAttribute('href', `webcal://${new URL(site.url).host}/calendar/es/school-year.ics`);
    const [download] = await Promise.all([page.waitForEvent('download'), add.click()]);
    expect(download.suggestedFilename()).toBe('school-year.ics');
    // The entry without dates says on the page why the file leaves it out.
    await expect(page.getByText(messages.es.calendarFiles.notInFile)).toBeVisible();

    await page.goto('/en/life/calendar/');
    await expect(page.getByRole('link', { name: messages.en.calendarFiles.subscribe })).toHaveAttribute('href', /^webcal:\/\/[^/]+\/calendar\/en\/school-year\.ics$/);
  });

  test('every open day and every camp page has its own "Add to calendar" link, to a file with its event', async ({ page, request }) => {
    for (const locale of routing.locales) {
      const named = (what: string) => translator({ locale, namespace: 'calendarFiles' })('addToCalendarFor', { what });
      await page.goto(hrefFor(locale, 'opendoors'));
      for (const openDay of openDays) {
        const link = page.getByRole('link', { name: named(openDay.name[locale]), exact: true });
        const { events } = readCalendar(await (await request.get((await link.getAttribute('href'))!)).text());
        expect(events.map((event) => event.summary).join(), openDay.id).toContain(openDay.name[locale]);
      }
      // An open day with a month and no day (the sample's summer one): the page says what its file holds.
      const monthOnly = page.getByText(messages[locale].calendarFiles.monthOnly.split('{month}')[0]!);
      if (openDays.some((openDay) => openDay.day === undefined)) await expect(monthOnly).toBeVisible();
      else await expect(monthOnly).toHaveCount(0);

      for (const camp of camps) {
        await page.goto(hrefFor(locale, camp.key));
        const link = page.getByRole('link', { name: named(camp.name[locale]), exact: true });
        await expect(link, camp.slug).toHaveAttribute('href', `/calendar/${locale}/camp-${camp.slug}.ics`);
      }
    }
  });
});
