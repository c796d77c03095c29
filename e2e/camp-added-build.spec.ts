// A camp and an open day added in the staff editor (issue 37), built by
// `next build` into the real site with no change of code. Each is one file, as
// the editor saves it (tests/support/new-entries.ts: the camp for ages 4 to
// 19, which no camp took, second in the Spanish list; the open day in
// November, with its photo). The site's sources are copied beside the
// fixtures (a dotted folder: neither tsc nor the lint reads it), the files
// written into the copy, the content check and the calendar ledger run on it
// as `npm run build` runs them first, and Next builds the camp pages, the
// open days page and the calendar files alone (--debug-build-paths). The
// built pages and files are read in Chromium, with JavaScript off.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { campAges, camps } from '@/content/camps';
import { campsForAge } from '@/lib/camp-finder';
import type { CalendarLedger } from '@/lib/calendar-ledger';
import { dayAfter, dayOf, iso } from '@/tests/support/content-days';
import { readCalendar } from '@/tests/support/icalendar';
import { entryFile, newCamp, newOpenDay } from '@/tests/support/new-entries';
import type { ServedExport } from './support/serve-export';
import { copySite, type SiteCopy } from './support/site-copy';

/** The pages a camp and an open day are on, and the calendar files' route. */
const buildPaths = ['app/[locale]/camps/**', 'app/[locale]/admission/opendoors/page.tsx', 'app/calendar/**'];
const tsx = join(process.cwd(), 'node_modules/.bin/tsx');

const camp = newCamp.entry;
/** The new entries' days (they belong to the school year of the content copied: tests/support/new-entries.ts). */
const [campStart, campEnd] = [dayOf(camp.dates.start), dayOf(camp.dates.end)];
const openDay = { ...newOpenDay.entry, day: newOpenDay.entry.day };
const campKey = `${campStart.year}-camp-${newCamp.slug}`;
/** The open day's school year starts in its own calendar year (autumn) or the one before. */
const openDayKey = `${openDay.month >= 9 ? openDay.year : openDay.year - 1}-open-day-${newOpenDay.slug}`;
/** The camps in Spain there were, and where the new one goes among them: by its order, a tie by name. */
const spain = camps.filter((entry) => entry.region === 'spain');
const ahead = spain.filter((entry) => entry.order < camp.order || (entry.order === camp.order && entry.name.es.localeCompare(camp.name.es, 'es') < 0)).length;

const words = {
  es: { ages: '4-19 años', addToCalendar: 'Añadir al calendario', chooser: 'Edad de tu hijo o hija', list: '/es/camps/spain/', age: (age: number) => `Campamentos para ${age} años` },
  en: { ages: 'ages 4-19', addToCalendar: 'Add to calendar', chooser: 'Your child’s age', list: '/en/camps/spain/', age: (age: number) => `Camps for ${age}-year-olds` },
} as const;

let site: SiteCopy | undefined;
let served: ServedExport | undefined;
/** The commit's time as DTSTAMP writes it (20261128T064000Z). */
let commitStamp = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(900_000);
  site = copySite('.camp-added');
  const content = join(site.dir, 'content');
  writeFileSync(join(content, 'data/camps', `${newCamp.slug}.json`), entryFile(camp));
  writeFileSync(join(content, 'data/open-days', `${newOpenDay.slug}.json`), entryFile(newOpenDay.entry));

  // The build's first steps, as the host's build of a change saved in the editor runs them (CI set): the content
  // check refuses a mistake before Next runs (these files have none), and the calendar ledger, which no developer
  // has brought up to date, gains the new events for this build, stamped with the time of the commit built.
  const checked = spawnSync(tsx, ['scripts/content-check/run.ts', '--dir', content], { encoding: 'utf8' });
  expect(checked.status, checked.stderr).toBe(0);
  const ledger = spawnSync(tsx, [join(process.cwd(), 'scripts/calendar-ledger.ts')], { cwd: site.dir, env: { ...process.env, CI: '1' }, encoding: 'utf8' });
  expect(ledger.status, ledger.stderr).toBe(0);
  expect(ledger.stderr).toContain(campKey);
  expect(ledger.stderr).toContain(openDayKey);
  const commitTime = new Date(Number(execFileSync('git', ['log', '-1', '--format=%ct'], { encoding: 'utf8' }).trim()) * 1000).toISOString();
  commitStamp = commitTime.replace(/[-:]/g, '').replace('.000', '');
  const ledgerFile = JSON.parse(readFileSync(join(content, 'calendar-sequence.json'), 'utf8')) as CalendarLedger;
  expect(ledgerFile[campKey]).toMatchObject({ sequence: 0, stamp: commitTime });
  const build = site.build(buildPaths);
  expect(build.status, build.stderr).toBe(0);
  served = await site.serve();
});

test.afterAll(() => site?.remove());

test.use({ javaScriptEnabled: false });

for (const locale of ['es', 'en'] as const) {
  const text = words[locale];
  const page_ = `/${locale}/camps/${newCamp.slug}/`;
  const calendarFile = `/calendar/${locale}/camp-${newCamp.slug}.ics`;

  test(`the new camp has its page, named from its file, with its facts, picture, description and calendar button (${locale})`, async ({ page }) => {
    const response = await page.goto(`${served!.site}${page_}`);
    expect(response!.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText(camp.name[locale]);
    await expect(page).toHaveTitle(new RegExp(`^${camp.name[locale]} · `));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', camp.searchSummary[locale]);
    const content = page.locator('#page-content');
    for (const fact of [camp.place[locale], text.ages, camp.summary[locale], camp.description[locale][0]]) await expect(content).toContainText(fact);
    // Its dates, 1 to 12 July of the camps' summer.
    for (const day of [camp.dates.start, camp.dates.end]) await expect(content.locator(`time[datetime="${day}"]`)).toHaveCount(1);
    await expect(content.getByRole('img', { name: camp.image.alt[locale], exact: true })).toHaveCount(1);
    await expect(content.getByRole('link', { name: `${text.addToCalendar}: ${camp.name[locale]}`, exact: true })).toHaveAttribute('href', calendarFile);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new RegExp(`/en/camps/${newCamp.slug}/$`));
  });

  test(`the Spanish camps list shows it in its place by its order (second in the sample), linking to its page (${locale})`, async ({ page }) => {
    await page.goto(`${served!.site}${text.list}`);
    const cards = page.locator('#page-content').getByRole('heading', { level: 3 });
    const names = spain.map((entry) => entry.name[locale]);
    await expect(cards).toHaveText([...names.slice(0, ahead), camp.name[locale], ...names.slice(ahead)]);
    await expect(page.locator('#page-content').getByRole('link', { name: new RegExp(camp.name[locale]) })).toHaveAttribute('href', page_);
  });

  test(`the camp finder offers its ages, 4 to 19, each a page, and answers them with it (${locale})`, async ({ page }) => {
    for (const age of [4, 19]) {
      const response = await page.goto(`${served!.site}/${locale}/camps/age/${age}/`);
      expect(response!.status(), String(age)).toBe(200);
      await expect(page.locator('h1')).toHaveText(text.age(age));
      const answer = page.getByTestId('camp-age-answer');
      await expect(answer.getByRole('heading')).toHaveText([camp.name[locale]]);
      await expect(answer.getByRole('link', { name: camp.name[locale] })).toHaveAttribute('href', page_);
    }
    // Another age: the camps there were that take it, with the new one in its place.
    await page.goto(`${served!.site}/${locale}/camps/age/9/`);
    const takers = campsForAge(camps, 9);
    const before = takers.filter((entry) => entry.region === 'spain' && spain.indexOf(entry) < ahead).length;
    const names = takers.map((entry) => entry.name[locale]);
    await expect(page.getByTestId('camp-age-answer').getByRole('heading')).toHaveText([...names.slice(0, before), camp.name[locale], ...names.slice(before)]);
    const chooser = page.getByRole('navigation', { name: text.chooser, exact: true });
    const ages = [...new Set([...campAges, ...Array.from({ length: 16 }, (_, index) => index + 4)])].sort((a, b) => a - b);
    await expect(chooser.getByRole('link')).toHaveText(ages.map((age) => new RegExp(`^${age}\\b`)));
  });

  test(`the new camp's calendar file holds its days and place (${locale})`, async ({ request }) => {
    const response = await request.get(`${served!.site}${calendarFile}`);
    expect(response.status()).toBe(200);
    // (Its charset comes with the host files postbuild writes, which this build leaves out: e2e/calendar-files.spec.ts checks it.)
    expect(response.headers()['content-type']).toMatch(/^text\/calendar\b/);
    const file = await response.text();
    expect(readCalendar(file).events).toEqual([
      expect.objectContaining({ summary: camp.name[locale], location: camp.place[locale], allDay: true, start: iso(campStart), end: iso(dayAfter(campEnd)), status: 'CONFIRMED', sequence: 0 }),
    ]);
    // Stamped with the time of the commit built, as the ledger the build brought up to date says.
    expect(file).toContain(`DTSTAMP:${commitStamp}`);
  });

  test(`the new open day comes first on the open days page, with its photo and its calendar file (${locale})`, async ({ page, request }) => {
    await page.goto(`${served!.site}/${locale}/admission/opendoors/`);
    const cards = page.locator('#page-content article');
    await expect(cards.getByRole('heading', { level: 3 }).first()).toHaveText(newOpenDay.entry.name[locale]);
    await expect(cards.first().getByRole('img', { name: newOpenDay.entry.image.alt[locale], exact: true })).toHaveCount(1);
    await expect(cards.first().locator('time')).toHaveAttribute('datetime', iso(openDay));
    const file = `/calendar/${locale}/open-day-${newOpenDay.slug}.ics`;
    await expect(cards.first().getByRole('link', { name: `${text.addToCalendar}: ${newOpenDay.entry.name[locale]}`, exact: true })).toHaveAttribute('href', file);
    const { events } = readCalendar(await (await request.get(`${served!.site}${file}`)).text());
    expect(events).toEqual([expect.objectContaining({ summary: newOpenDay.entry.name[locale], start: iso(openDay), end: iso(dayAfter(openDay)), status: 'CONFIRMED' })]);
  });
}
