import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { applyEdits, findNodeAtLocation, modify, parseTree } from 'jsonc-parser';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { contentDir } from '@/content/data';
import { dataFiles } from '@/content/schemas';
import { buildSteps } from '@/scripts/build';
import { calendarDateOf } from '@/content/schemas/dates';
import { campSearchSummary } from '@/lib/camp-summary';
import { checkContent, formatProblems, type ContentProblem } from '@/scripts/content-check/check';

/*
 * The content check that starts every build (scripts/content-check/run.ts), run
 * on altered copies of content/: each of the mistakes an editor can make in
 * a content file is refused with a message naming the file and the field.
 */

const copies: string[] = [];
afterAll(() => {
  for (const copy of copies) rmSync(dirname(copy), { recursive: true, force: true });
});

/** `from` replaced by `to` in a file's text; or, in a data file, the value at a path set (as the editor writes it: one value, the rest of the file as it was). */
type Change = [from: string, to: string] | { path: (string | number)[]; value: unknown };

function applied(text: string, change: Change, file: string): string {
  if ('path' in change) {
    if (!findNodeAtLocation(parseTree(text)!, change.path.slice(0, -1))) throw new Error(`${file} has nothing at ${change.path.join('.')} to alter`);
    return applyEdits(text, modify(text, change.path, change.value, { formattingOptions: { insertSpaces: true, tabSize: 2 } }));
  }
  const [from, to] = change;
  if (!text.includes(from)) throw new Error(`${file} has no "${from}" to alter`);
  return text.replace(from, to);
}

/**
 * A copy of content/ with each file named changed (the text or path must be
 * there, so that a stale test cannot pass by accident).
 */
function alteredContent(changes: Record<string, Change[]>): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'content-check-')), 'content');
  copies.push(dir);
  cpSync(contentDir(), dir, { recursive: true });
  for (const [file, fileChanges] of Object.entries(changes)) {
    let text = readFileSync(join(dir, file), 'utf8');
    for (const change of fileChanges) text = applied(text, change, file);
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

/** A data file of the content the tests alter (content/, or the folder CONTENT_DIR names), as JSON. */
const dataOf = <Data>(file: string) => JSON.parse(readFileSync(join(contentDir(), 'data', file), 'utf8')) as Data;

/** The line of a field in a data file, where the office's edits can move it (a day added to an open day). */
function lineOf(dir: string, file: string, path: (string | number)[]): number {
  const text = readFileSync(join(dir, file), 'utf8');
  const node = findNodeAtLocation(parseTree(text)!, path);
  if (!node) throw new Error(`${file} has nothing at ${path.join('.')}`);
  return text.slice(0, node.offset).split('\n').length;
}

/** A day as the check names it: the day, the month in English, and the year where it is known. */
const dayName = ({ month, day }: { month: number; day: number }, year?: number) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', ...(year === undefined ? {} : { year: 'numeric' }), timeZone: 'UTC' }).format(Date.UTC(year ?? 2000, month - 1, day));

/** The calendar's year for a month of its school year. */
const schoolYearOf = (month: number) => dataOf<{ schoolYearStart: number }>('calendar.json').schoolYearStart + (month >= 9 ? 0 : 1);

type Fees = { tuition: { id: string; amount: number }[] };

/** A data file of the content the tests alter, by its path in it ("data/fees.json"). */
const readJson = <T>(file: string): T => JSON.parse(readFileSync(join(contentDir(), file), 'utf8')) as T;

/** The first year from `year` on that has no 29 February. */
const nonLeapYearFrom = (year: number) => [0, 1, 2, 3].map((step) => year + step).find((candidate) => new Date(Date.UTC(candidate, 1, 29)).getUTCDate() !== 29)!;

/** What the check says of a text ICU cannot read (a brace or a tag left open). */
const unreadable = 'is not a template the page can read: every "{" needs its "}", and every <tag> its </tag>';

const only = (problems: ContentProblem[]) => {
  expect(problems).toHaveLength(1);
  return problems[0]!;
};

describe('content check', () => {
  it('passes the content as it is', async () => {
    expect(await checkContent(contentDir())).toEqual([]);
  });

  it('refuses a fee written as text', async () => {
    const dir = alteredContent({ 'data/fees.json': [{ path: ['tuition', 2, 'amount'], value: '8.470' }] });
    expect(only(await checkContent(dir))).toEqual({
      file: 'content/data/fees.json',
      field: 'tuition[2].amount',
      line: 30,
      message: 'must be a number of euros, like 8470 (digits only: no quotes, dots, spaces or signs); found the text "8.470"',
    });
  });

  it('refuses a tuition that does not divide into its monthly charges', async () => {
    // Baccalaureate 2, billed September to May: one euro more than its amount no longer divides by 9.
    const amount = dataOf<Fees>('fees.json').tuition[8]!.amount;
    const dir = alteredContent({ 'data/fees.json': [{ path: ['tuition', 8, 'amount'], value: amount + 1 }] });
    expect(only(await checkContent(dir))).toEqual({
      file: 'content/data/fees.json',
      field: 'tuition[8].amount',
      line: 78,
      message: `${amount + 1} does not divide into its 9 monthly charges (September to May): it must be a multiple of 9, like ${amount}`,
    });
  });

  it('refuses a day that does not exist: 31 February, or a 13th month', async () => {
    const calendar = alteredContent({ 'data/calendar.json': [{ path: ['terms', 1, 'entries', 0, 'start', 'day'], value: 31 }] });
    expect(await checkContent(calendar)).toEqual([
      { file: 'content/data/calendar.json', field: 'terms[1].entries[0].start.day', line: 90, message: '31 February does not exist: February has at most 29 days' },
    ]);
    const news = alteredContent({ 'data/news/entrega-de-diplomas-de-idiomas.json': [{ path: ['date'], value: '2023-02-29' }] });
    expect(await checkContent(news)).toEqual([
      { file: 'content/data/news/entrega-de-diplomas-de-idiomas.json', field: 'date', line: 7, message: '29 February 2023 does not exist: February 2023 has 28 days' },
    ]);
  });

  it('refuses 29 February in a school year without one', async () => {
    const dir = alteredContent({ 'data/calendar.json': [{ path: ['terms', 1, 'entries', 0, 'start', 'day'], value: 29 }, { path: ['terms', 1, 'entries', 0, 'end', 'day'], value: 29 }, { path: ['schoolYearStart'], value: 2024 }] });
    expect(await checkContent(dir)).toEqual([
      { file: 'content/data/calendar.json', field: 'terms[1].entries[0].start.day', line: 90, message: '29 February 2025 does not exist: February 2025 has 28 days' },
      { file: 'content/data/calendar.json', field: 'terms[1].entries[0].end.day', line: 94, message: '29 February 2025 does not exist: February 2025 has 28 days' },
    ]);
  });

  it('refuses a news article with a picture the site does not have, an empty text, or an alt text left empty; and a file in the news folder that is no article', async () => {
    const article = alteredContent({
      'data/news/entrega-de-diplomas-de-idiomas.json': [
        { path: ['image', 'src'], value: '/images/news-4.jpg' },
        { path: ['body', 'en'], value: ' ' },
      ],
    });
    expect(await checkContent(article)).toEqual([
      { file: 'content/data/news/entrega-de-diplomas-de-idiomas.json', field: 'body.en', line: 21, message: 'the English text of the article is empty' },
      {
        file: 'content/data/news/entrega-de-diplomas-de-idiomas.json',
        field: 'image.src',
        line: 13,
        message: 'no such picture: content/pictures/news-4.jpg is not in the media library (choose or upload it again in the editor)',
      },
    ]);
    const alt = alteredContent({ 'data/news/entrega-de-diplomas-de-idiomas.json': [{ path: ['image', 'alt', 'es'], value: '' }] });
    expect(await checkContent(alt)).toEqual([
      { file: 'content/data/news/entrega-de-diplomas-de-idiomas.json', field: 'image.alt.es', line: 15, message: "the picture's Spanish alt text is empty: say in one sentence what the picture shows" },
    ]);
    const stray = alteredContent({});
    writeFileSync(join(stray, 'data/news/notes.txt.json'), '{ "text": "to do" }\n');
    expect((await checkContent(stray)).map((problem) => [problem.file, problem.field])).toEqual([
      ['content/data/news/notes.txt.json', "(the file's name)"],
      ['content/data/news/notes.txt.json', 'title'],
      ['content/data/news/notes.txt.json', 'date'],
      ['content/data/news/notes.txt.json', 'summary'],
      ['content/data/news/notes.txt.json', 'image'],
      ['content/data/news/notes.txt.json', 'body'],
    ]);
  });

  it('refuses a bus time that is not a time of day, or out of the route\'s order', async () => {
    const dir = alteredContent({
      'data/bus-routes.json': [
        { path: ['busRoutes', 1, 'stops', 0, 'morning'], value: '7.55' },
        { path: ['busRoutes', 0, 'stops', 1, 'morning'], value: '08:01' },
        { path: ['busRoutes', 0, 'stops', 2, 'afternoon'], value: '17:45' },
      ],
    });
    expect(await checkContent(dir)).toEqual([
      {
        file: 'content/data/bus-routes.json',
        field: 'busRoutes[0].stops[1].morning',
        line: 27,
        message: 'the morning bus reaches "Calle de la Estafeta" at 08:01, not after the stop before it (08:05): morning times go up along the route',
      },
      {
        file: 'content/data/bus-routes.json',
        field: 'busRoutes[0].stops[2].afternoon',
        line: 33,
        message:
          'the afternoon bus reaches "Camino Ancho" at 17:45, not before the stop before it (17:42): it calls at the stops in reverse order, so afternoon times go down along the list',
      },
      { file: 'content/data/bus-routes.json', field: 'busRoutes[1].stops[0].morning', line: 53, message: 'must be a time of day in 24-hour "HH:MM", like "08:05" or "17:50"; found the text "7.55"' },
    ]);
  });

  it('refuses a bus route listed twice, a distance range the wrong way round, fewer routes than listed', async () => {
    const dir = alteredContent({
      'data/bus-routes.json': [
        { path: ['busRoutes', 2, 'number'], value: 1 },
        { path: ['reachKm', 'from'], value: 50 },
        { path: ['totalRoutes'], value: 12 },
      ],
    });
    expect(await checkContent(dir)).toEqual([
      { file: 'content/data/bus-routes.json', field: 'reachKm.from', line: 4, message: 'the distance range is reversed: from 50 to 40 km; write the shorter distance in "from"' },
      { file: 'content/data/bus-routes.json', field: 'totalRoutes', line: 2, message: 'is 12, but 15 routes are listed: it must be at least the number listed' },
      { file: 'content/data/bus-routes.json', field: 'busRoutes[2].number', line: 79, message: 'the route number "1" is listed twice: list each route number once' },
    ]);
  });

  it('refuses a picture that is not a picture, smaller than its place needs, or over the upload limit, naming the file and the field', async () => {
    const dir = alteredContent({
      'data/camps/beachescolas.json': [{ path: ['image', 'src'], value: '/images/notes.jpg' }],
      'data/camps/laespuela.json': [{ path: ['image', 'src'], value: '/images/tiny.png' }],
      'data/camps/immersion.json': [{ path: ['image', 'src'], value: '/images/huge.jpg' }],
    });
    writeFileSync(join(dir, 'pictures/notes.jpg'), 'Not a picture: a text file named like one.');
    await sharp({ create: { width: 640, height: 480, channels: 3, background: '#336699' } }).png().toFile(join(dir, 'pictures/tiny.png'));
    // Over 20 MB: a picture with its bytes padded out, as a camera's raw export might be.
    const small = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    writeFileSync(join(dir, 'pictures/huge.jpg'), Buffer.concat([small, Buffer.alloc(21 * 1024 * 1024)]));
    expect(await checkContent(dir)).toEqual([
      {
        file: 'content/data/camps/beachescolas.json',
        field: 'image.src',
        line: 25,
        message: 'content/pictures/notes.jpg is not a picture (a JPEG, PNG or WebP file): it cannot be read as one',
      },
      { file: 'content/data/camps/immersion.json', field: 'image.src', line: 25, message: 'content/pictures/huge.jpg is 21.0 MB: a picture may be 20.0 MB at most; export it smaller' },
      { file: 'content/data/camps/laespuela.json', field: 'image.src', line: 25, message: 'content/pictures/tiny.png is 640×480 pixels: here a picture must be at least 800×500 pixels' },
    ]);
  });

  it('refuses a video address that is not a YouTube video\'s, or a thumbnail the site does not have', async () => {
    const dir = alteredContent({
      'data/videos.json': [
        { path: ['videos', 'meetUs', 'address'], value: 'PLACEHOLD01' },
        { path: ['videos', 'summerCamps', 'thumbnail', 'alt', 'en'], value: ' ' },
      ],
    });
    expect(await checkContent(dir)).toEqual([
      {
        file: 'content/data/videos.json',
        field: 'videos.meetUs.address',
        line: 6,
        message:
          'must be the address of a YouTube video, as the browser or YouTube\'s "Share" button gives it, like "https://www.youtube.com/watch?v=dQw4w9WgXcQ" or "https://youtu.be/dQw4w9WgXcQ"; found the text "PLACEHOLD01"',
      },
      { file: 'content/data/videos.json', field: 'videos.summerCamps.thumbnail.alt.en', line: 31, message: "the picture's English alt text is empty: say in one sentence what the picture shows" },
    ]);
  });

  it('takes a sample mark the editor unticked (false: the school\'s own data), and refuses one that is not yes or no', async () => {
    const unticked = alteredContent({ 'data/videos.json': [{ path: ['videos', 'meetUs', 'sample'], value: false }] });
    expect(await checkContent(unticked)).toEqual([]);
    const dir = alteredContent({ 'data/videos.json': [{ path: ['videos', 'meetUs', 'sample'], value: 'yes' }] });
    expect(only(await checkContent(dir))).toEqual({
      file: 'content/data/videos.json',
      field: 'videos.meetUs.sample',
      line: 4,
      message: 'must be true (these are sample data the school replaces) or false (the school\'s own data); found the text "yes"',
    });
  });

  it('refuses an IB document that is not a PDF address, a length written as text, a programme listed twice', async () => {
    const dir = alteredContent({
      'data/ib.json': [
        { path: ['ibDocuments', 1, 'href'], value: 'https://example.org/liceo/language-policy' },
        { path: ['ibProgrammes', 2, 'years'], value: 'dos' },
        { path: ['ibProgrammes', 2, 'taughtIn'], value: 'Spanish' },
      ],
    });
    expect(await checkContent(dir)).toEqual([
      { file: 'content/data/ib.json', field: 'ibProgrammes[2].years', line: 57, message: 'must be a number of school years, like 2 (digits only: no quotes, dots, spaces or signs); found the text "dos"' },
      { file: 'content/data/ib.json', field: 'ibProgrammes[2].taughtIn', line: 58, message: 'must be one of "es", "en", "fr", "de", "it", "pt", "zh"; found the text "Spanish"' },
      {
        file: 'content/data/ib.json',
        field: 'ibDocuments[1].href',
        line: 81,
        message: 'must be the https:// address of a PDF file, ending in ".pdf", like "https://example.org/policy.pdf"; found the text "https://example.org/liceo/language-policy"',
      },
    ]);
    const twice = alteredContent({ 'data/ib.json': [{ path: ['ibProgrammes', 1, 'key'], value: 'pep' }] });
    expect(await checkContent(twice)).toEqual([
      { file: 'content/data/ib.json', field: 'ibProgrammes[1].key', line: 24, message: 'the programme "pep" is listed twice: list each programme once' },
      { file: 'content/data/ib.json', field: 'ibProgrammes', line: 2, message: 'has no programme "pai": the stage pages need it' },
    ]);
  });

  it('refuses stage ages no pupil has, or stages that do not follow each other', async () => {
    const ages = alteredContent({ 'data/stages.json': [{ path: ['stages', 0, 'ages'], value: { from: 1, to: 99 } }] });
    expect(await checkContent(ages)).toEqual([
      { file: 'content/data/stages.json', field: 'stages[0].ages.to', line: 7, message: '99 is not an age a pupil has: pupils are 0 to 19 years old' },
      // The next stage no longer follows it either: the check says so too.
      expect.objectContaining({ file: 'content/data/stages.json', field: 'stages[1].ages.from', line: 74, message: expect.stringMatching(/^starts at 6, but the stage before ends at 99/) }),
    ]);
    const gap = alteredContent({ 'data/stages.json': [{ path: ['stages', 2, 'ages', 'from'], value: 12 }, { path: ['stages', 1, 'key'], value: 'early' }] });
    expect(await checkContent(gap)).toEqual([
      { file: 'content/data/stages.json', field: 'stages[1].key', line: 72, message: 'the stage "early" is listed twice: list each stage once' },
      { file: 'content/data/stages.json', field: 'stages', line: 2, message: 'has no stage "ibpep": its page (/stages/ibpep) needs it' },
      {
        file: 'content/data/stages.json',
        field: 'stages[2].ages.from',
        line: 142,
        message: 'starts at 12, but the stage before ends at 10: each stage starts the year after the one before it ends (here 11)',
      },
    ]);
  });

  it('refuses school hours that end before they start, a day of the week that does not exist, a meal the page does not know', async () => {
    const dir = alteredContent({
      'data/services.json': [
        { path: ['extendedHours', 'schoolDay', 'end'], value: '08:00' },
        { path: ['extendedHours', 'supportGroupsAt'], value: '8h' },
        { path: ['sportsSchools', 0, 'days', 'to'], value: 8 },
        { path: ['mealsByStage', 1, 'meals', 0], value: 'dinner' },
      ],
    });
    expect(await checkContent(dir)).toEqual([
      { file: 'content/data/services.json', field: 'extendedHours.schoolDay.end', line: 5, message: 'ends at 08:00, not after it starts (09:00): "end" must be later than "start"' },
      { file: 'content/data/services.json', field: 'extendedHours.supportGroupsAt', line: 15, message: 'must be a time of day in 24-hour "HH:MM", like "08:05" or "17:50"; found the text "8h"' },
      { file: 'content/data/services.json', field: 'mealsByStage[1].meals[0]', line: 37, message: 'must be one of "breakfast", "lunch", "snack", "afternoonSnack"; found the text "dinner"' },
      { file: 'content/data/services.json', field: 'sportsSchools[0].days.to', line: 80, message: '8 is not a day of the week: 1 is Monday, 7 is Sunday' },
    ]);
    const reversed = alteredContent({ 'data/services.json': [{ path: ['sportsSchools', 2, 'days', 'from'], value: 7 }, { path: ['sportsSchools', 2, 'days', 'to'], value: 6 }] });
    expect(await checkContent(reversed)).toEqual([
      { file: 'content/data/services.json', field: 'sportsSchools[2].days.from', line: 123, message: 'the days are reversed: from day 7 to day 6; write the earlier day of the week in "from"' },
    ]);
  });

  it('refuses a calendar entry of no known kind, or with a year written as text', async () => {
    const dir = alteredContent({ 'data/calendar.json': [{ path: ['terms', 0, 'entries', 0, 'kind'], value: 'week' }, { path: ['schoolYearStart'], value: '2023/2024' }] });
    expect(await checkContent(dir)).toEqual([
      { file: 'content/data/calendar.json', field: 'schoolYearStart', line: 2, message: 'must be a year, like 2024 (digits only: no quotes, dots, spaces or signs); found the text "2023/2024"' },
      {
        file: 'content/data/calendar.json',
        field: 'terms[0].entries[0].kind',
        line: 13,
        message: '"kind" must be one of "day", "range", "days", "announced" (one day, a range from start to end, several days, or dates announced later); found the text "week"',
      },
    ]);
  });

  it('checks each day in its own year: a camp\'s, the early-bird deadline\'s, an open day\'s; the calendar moved on alone refuses none of them', async () => {
    const calendar = readJson<{ schoolYearStart: number }>('data/calendar.json');
    // The calendar a year on, published before the other files: each of them holds its own year, so none is refused.
    const moved = alteredContent({ 'data/calendar.json': [{ path: ['schoolYearStart'], value: calendar.schoolYearStart + 1 }] });
    expect(await checkContent(moved)).toEqual([]);
    // 29 February in a year without one, in the deadline's own year and in an open day's.
    const year = nonLeapYearFrom(calendar.schoolYearStart);
    const dir = alteredContent({
      'data/camps-page.json': [{ path: ['dayCamp', 'earlyBird', 'deadline'], value: `${year}-02-29` }],
      'data/open-days/book-day.json': [{ path: ['year'], value: year }, { path: ['month'], value: 2 }, { path: ['day'], value: 29 }],
    });
    const noSuchDay = `29 February ${year} does not exist: February ${year} has 28 days`;
    expect(await checkContent(dir)).toEqual([
      expect.objectContaining({ file: 'content/data/camps-page.json', field: 'dayCamp.earlyBird.deadline', message: noSuchDay }),
      expect.objectContaining({ file: 'content/data/open-days/book-day.json', field: 'day', message: noSuchDay }),
    ]);
    // An open day's photo is optional, its alt text is not.
    const photo = alteredContent({ 'data/open-days/summer.json': [{ path: ['image'], value: { src: '/images/family-meeting.jpg', alt: { es: 'Familias en el jardín', en: ' ' } } }] });
    expect(await checkContent(photo)).toEqual([
      { file: 'content/data/open-days/summer.json', field: 'image.alt.en', line: lineOf(photo, 'data/open-days/summer.json', ['image', 'alt', 'en']), message: "the picture's English alt text is empty: say in one sentence what the picture shows" },
    ]);
    const openDay = alteredContent({ 'data/open-days/book-day.json': [{ path: ['day'], value: 31 }], 'data/open-days/summer.json': [{ path: ['month'], value: 0 }] });
    expect(await checkContent(openDay)).toEqual([
      expect.objectContaining({ file: 'content/data/open-days/book-day.json', field: 'day', line: 4, message: expect.stringMatching(/^31 April \d{4} does not exist: April \d{4} has 30 days$/) }),
      { file: 'content/data/open-days/summer.json', field: 'month', line: 3, message: 'month 0 does not exist: months go from 1 (January) to 12 (December)' },
    ]);
  });

  describe("a camp's search summary names its own days and ages", () => {
    type CampFile = { dates: { start: string; end: string }; ages: { from: number; to: number }; searchSummary: { es: string; en: string } };
    // The first camp of the content by its file's name.
    const file = `data/camps/${readdirSync(join(contentDir(), 'data/camps')).filter((name) => name.endsWith('.json')).sort()[0]}`;
    const camp = readJson<CampFile>(file);
    /** The summary as the page fills it in: the camp's days and ages written out in words. */
    const inWords = (entry: CampFile) =>
      Object.fromEntries(
        (['es', 'en'] as const).map((locale) => [locale, campSearchSummary({ ...entry, dates: { start: calendarDateOf(entry.dates.start), end: calendarDateOf(entry.dates.end) } }, locale)]),
      ) as CampFile['searchSummary'];
    const later = (isoDay: string, days: number) => new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const moved = { start: later(camp.dates.start, 6), end: later(camp.dates.end, 6) };

    it('refuses a summary that writes out last year\'s days once the camp moves, naming the file and the field', async () => {
      const dir = alteredContent({ [file]: [{ path: ['searchSummary'], value: inWords(camp) }, { path: ['dates'], value: moved }] });
      const problems = await checkContent(dir);
      expect(problems.map(({ file: named, field }) => [named, field])).toEqual([
        [`content/${file}`, 'searchSummary.es'],
        [`content/${file}`, 'searchSummary.en'],
      ]);
      for (const problem of problems) expect(problem.message).toMatch(/^names ".+", but the camp runs from .+ \(its "dates"\): write \{start\} and \{end\}/);
    });

    it('takes days and ages written out when they are the camp\'s own, and the slots whatever the days', async () => {
      expect(await checkContent(alteredContent({ [file]: [{ path: ['searchSummary'], value: inWords(camp) }] }))).toEqual([]);
      expect(await checkContent(alteredContent({ [file]: [{ path: ['dates'], value: moved }] }))).toEqual([]);
    });

    it('refuses ages written out that are not the camp\'s, and a summary that filled in is too short for search engines', async () => {
      const ages = alteredContent({ [file]: [{ path: ['searchSummary'], value: inWords(camp) }, { path: ['ages', 'to'], value: camp.ages.to + 1 }] });
      expect((await checkContent(ages)).map(({ field, message }) => [field, message.replace(/"[^"]*"/, '"…"')])).toEqual(
        (['es', 'en'] as const).map((locale) => [
          `searchSummary.${locale}`,
          `names "…", but the camp takes ages ${camp.ages.from} to ${camp.ages.to + 1} (its "ages"): write {from} and {to}, which the page fills in from the ages, or correct them`,
        ]),
      );
      const short = alteredContent({ [file]: [{ path: ['searchSummary', 'en'], value: 'From {start} to {end}.' }] });
      expect(only(await checkContent(short))).toMatchObject({ file: `content/${file}`, field: 'searchSummary.en', message: expect.stringMatching(/^is \d+ characters long once its dates and ages are filled in: it must be 140 to 160/) });
    });
  });

  it('refuses a camp age range the wrong way round', async () => {
    const dir = alteredContent({ 'data/camps/beachescolas.json': [{ path: ['ages', 'from'], value: 14 }, { path: ['ages', 'to'], value: 8 }] });
    expect(only(await checkContent(dir))).toEqual({
      file: 'content/data/camps/beachescolas.json',
      field: 'ages.from',
      line: 17,
      message: 'the age range is reversed: from 14 to 8; write the younger age in "from" and the older in "to"',
    });
  });

  it('refuses a text missing one of its languages, or left empty', async () => {
    const camps = alteredContent({ 'data/camps-page.json': [{ path: ['campsText', 'rulesHeading', 'es'], value: ' ' }] });
    expect(await checkContent(camps)).toEqual([{ file: 'content/data/camps-page.json', field: 'campsText.rulesHeading.es', line: 167, message: 'the Spanish text ("es") is empty' }]);
    const fees = alteredContent({ 'data/fees.json': [['"en": "Place reservation"', '"en": ""']] });
    expect(await checkContent(fees)).toEqual([{ file: 'content/data/fees.json', field: 'unpricedItems[0].en', line: 219, message: 'the English text ("en") is empty' }]);
    const rules = alteredContent({ 'data/camps-page.json': [{ path: ['campRules', 'consequence', 'es'], value: '' }] });
    expect(await checkContent(rules)).toEqual([{ file: 'content/data/camps-page.json', field: 'campRules.consequence.es', line: 69, message: 'the Spanish text ("es") is empty' }]);
  });

  it('refuses a data file that is not valid JSON, naming its line and column', async () => {
    const amount = dataOf<Fees>('fees.json').tuition[2]!.amount;
    const dir = alteredContent({ 'data/fees.json': [[`"amount": ${amount}\n`, `"amount": ${amount},\n`]] });
    expect(await checkContent(dir)).toEqual([
      { file: 'content/data/fees.json', field: '(line 31, column 5)', line: 31, message: 'not valid JSON: a name in double quotes was expected (a comma too many before "}"?)' },
    ]);
    expect(formatProblems(await checkContent(dir))).toContain('content/data/fees.json, (line 31, column 5): not valid JSON');
  });

  it.each(Object.keys(dataFiles))('refuses %s when it is not valid JSON, naming its line and column', async (name) => {
    const dir = alteredContent({});
    const file = join(dir, 'data', name);
    const text = readFileSync(file, 'utf8');
    // A comma too many after the last value: the closing brace is then out of place.
    writeFileSync(file, text.replace(/\n}\n$/, ',\n}\n'));
    const line = text.trimEnd().split('\n').length;
    expect(await checkContent(dir)).toEqual([
      { file: `content/data/${name}`, field: `(line ${line}, column 1)`, line, message: 'not valid JSON: a name in double quotes was expected (a comma too many before "}"?)' },
    ]);
  });

  it('refuses a calendar entry or an open day whose id cannot name its events in the calendar files', async () => {
    const calendar = alteredContent({ 'data/calendar.json': [{ path: ['terms', 1, 'entries', 1, 'id'], value: 'christmas-break' }] });
    expect(await checkContent(calendar)).toEqual([
      { file: 'content/data/calendar.json', field: 'terms[1].entries[1].id', line: 102, message: 'the id "christmas-break" is used twice: give each one its own' },
    ]);
    // An open day's file, written by hand rather than by the editor: its name names the calendar file.
    const openDay = alteredContent({});
    renameSync(join(openDay, 'data/open-days/summer.json'), join(openDay, 'data/open-days/Summer open day.json'));
    expect(await checkContent(openDay)).toEqual([
      {
        file: 'content/data/open-days/Summer open day.json',
        field: "(the file's name)",
        message:
          'names a page or a calendar file, so it must be lowercase letters and digits, words joined by hyphens, like "summer-camp.json" (the editor makes it so from the title); found "Summer open day.json"',
      },
    ]);
  });

  it('refuses a partner logo whose file is not there, or not a logo file name, and a partner without a name', async () => {
    const missing = alteredContent({ 'data/partners/musica-en-ruta.json': [{ path: ['logo'], value: '/images/partners/musica.png' }] });
    expect(only(await checkContent(missing))).toEqual({
      file: 'content/data/partners/musica-en-ruta.json',
      field: 'logo',
      line: 8,
      message: 'no such picture: content/pictures/partners/musica.png does not exist (upload the logo in the editor, or correct the name)',
    });
    const malformed = alteredContent({
      'data/partners/aula-viva-idiomas.json': [{ path: ['name'], value: ' ' }],
      'data/partners/ciencia-joven-lab.json': [{ path: ['logo'], value: 'Ciencia Joven.gif' }],
    });
    expect(await checkContent(malformed)).toEqual([
      { file: 'content/data/partners/aula-viva-idiomas.json', field: 'name', line: 3, message: 'must be the partner’s name; it is empty' },
      {
        file: 'content/data/partners/ciencia-joven-lab.json',
        field: 'logo',
        line: 8,
        message: 'must be a logo file in content/pictures/partners/, named in lowercase words joined by hyphens, like "/images/partners/musica-en-ruta.svg" (svg, png, jpg, jpeg, webp); found the text "Ciencia Joven.gif"',
      },
    ]);
  });

  it('refuses a date range that ends before it starts, in the school calendar and in a camp', async () => {
    // The February non-teaching days, ending on the 20th: before they start.
    const { start: february } = dataOf<{ terms: { entries: { start: { month: number; day: number } }[] }[] }>('calendar.json').terms[1]!.entries[0]!;
    const calendar = alteredContent({ 'data/calendar.json': [{ path: ['terms', 1, 'entries', 0, 'end', 'day'], value: 20 }] });
    const year = schoolYearOf(february.month);
    expect(await checkContent(calendar)).toEqual([
      {
        file: 'content/data/calendar.json',
        field: 'terms[1].entries[0].end',
        line: 92,
        message: `ends before it starts: from ${dayName(february, year)} to ${dayName({ month: february.month, day: 20 }, year)}; "end" must be the same day as "start" or later`,
      },
    ]);
    // Across the new year: 25 December to 5 January is the right way round, 5 January to 25 December is not.
    const christmas = alteredContent({ 'data/calendar.json': [{ path: ['terms', 0, 'entries', 2, 'start'], value: { month: 1, day: 5 } }, { path: ['terms', 0, 'entries', 2, 'end'], value: { month: 12, day: 25 } }] });
    expect(await checkContent(christmas)).toEqual([
      expect.objectContaining({
        file: 'content/data/calendar.json',
        field: 'terms[0].entries[2].end',
        message: `ends before it starts: from ${dayName({ month: 1, day: 5 }, schoolYearOf(1))} to ${dayName({ month: 12, day: 25 }, schoolYearOf(12))}; "end" must be the same day as "start" or later`,
      }),
    ]);
    const { start } = readJson<{ dates: { start: string } }>('data/camps/village.json').dates;
    const before = `${start.slice(0, 8)}01`;
    const dir = alteredContent({ 'data/camps/village.json': [{ path: ['dates', 'end'], value: before }] });
    expect(await checkContent(dir)).toEqual([
      expect.objectContaining({
        file: 'content/data/camps/village.json',
        field: 'dates.end',
        message: `ends before it starts: from ${start} to ${before}; "end" must be the same day as "start" or later`,
      }),
    ]);
    // One summer: a camp cannot end the next year.
    const nextYear = `${Number(start.slice(0, 4)) + 1}${start.slice(4)}`;
    const twoSummers = alteredContent({ 'data/camps/village.json': [{ path: ['dates', 'end'], value: nextYear }] });
    expect(await checkContent(twoSummers)).toEqual([
      expect.objectContaining({ file: 'content/data/camps/village.json', field: 'dates.end', message: `a camp runs within one summer: it starts in ${start.slice(0, 4)} and ends in ${nextYear.slice(0, 4)}` }),
    ]);
  });

  it('refuses a camp dated outside the summer, and camp ages no camp takes', async () => {
    const dir = alteredContent({
      'data/camps/village.json': [{ path: ['dates'], value: { start: '2024-12-01', end: '2024-12-10' } }],
      'data/camps/buckswood.json': [{ path: ['ages'], value: { from: 0, to: 99 } }],
    });
    expect(await checkContent(dir)).toEqual([
      { file: 'content/data/camps/buckswood.json', field: 'ages.from', line: 16, message: '0 is not an age a camp takes: camps are for ages 3 to 19' },
      { file: 'content/data/camps/buckswood.json', field: 'ages.to', line: 17, message: '99 is not an age a camp takes: camps are for ages 3 to 19' },
      { file: 'content/data/camps/village.json', field: 'dates.start', line: 17, message: 'a camp runs in the summer, June to September; found a day in December' },
      { file: 'content/data/camps/village.json', field: 'dates.end', line: 18, message: 'a camp runs in the summer, June to September; found a day in December' },
    ]);
  });

  it('refuses a camp without its name, list or place in the lists, an age written as text, a country that is not a code', async () => {
    const unnamed = alteredContent({
      'data/camps/immersion.json': [{ path: ['name'], value: undefined }, { path: ['region'], value: 'europe' }, { path: ['order'], value: 0 }],
    });
    expect(await checkContent(unnamed)).toEqual([
      { file: 'content/data/camps/immersion.json', field: 'name', line: 1, message: 'is missing' },
      { file: 'content/data/camps/immersion.json', field: 'region', line: 2, message: 'must be one of "spain", "abroad"; found the text "europe"' },
      { file: 'content/data/camps/immersion.json', field: 'order', line: 3, message: '0 is no place in the lists: 1 is the first camp, 2 the second…' },
    ]);
    const dir = alteredContent({
      'data/camps/beachescolas.json': [{ path: ['ages', 'from'], value: '8 años' }],
      'data/camps/buckswood.json': [{ path: ['address', 'country'], value: 'England' }],
    });
    expect(await checkContent(dir)).toEqual([
      { file: 'content/data/camps/beachescolas.json', field: 'ages.from', line: 17, message: 'must be an age in years, like 8 (digits only: no quotes, dots, spaces or signs); found the text "8 años"' },
      { file: 'content/data/camps/buckswood.json', field: 'address.country', line: 13, message: 'must be one of "ES", "GB", "IE", "FR", "PT", "DE", "IT", "CH", "US", "CA"; found the text "England"' },
    ]);
  });

  it('refuses a page path used twice, or written with spaces or capitals', async () => {
    const dir = alteredContent({
      'navigation.ts': [
        ["{ key: 'results', path: '/meetus/results' }", "{ key: 'results', path: '/meetus/values' }"],
        ["{ key: 'founder', path: '/meetus/founder' }", "{ key: 'founder', path: '/meetus/El Fundador' }"],
      ],
    });
    const problems = await checkContent(dir);
    expect(problems).toContainEqual({
      file: 'content/navigation.ts',
      field: 'routeTree.children[0].children[0].path',
      message: 'must be a path like "/meetus/values": lowercase letters, digits and hyphens between slashes, no spaces; found "/meetus/El Fundador"',
    });
    expect(problems).toContainEqual(
      expect.objectContaining({ file: 'content/navigation.ts', message: expect.stringMatching(/^"\/meetus\/values" is already the path of routeTree\.children\[0\]\.children\[\d+\] \((results|values)\)/) }),
    );
    // A camp named like a page of the camps section: its page would be that page's.
    const camp = alteredContent({});
    renameSync(join(camp, 'data/camps/village.json'), join(camp, 'data/camps/sports.json'));
    expect(await checkContent(camp)).toEqual([
      {
        file: 'content/data/camps/sports.json',
        field: "(the file's name)",
        message: '"/camps/sports" is already the path of routeTree.children[6].children[0] (campsSports): each page needs its own: give it another name in the editor (its page’s address is made from it)',
      },
    ]);
  });

  it('refuses a malformed link, e-mail address or phone number', async () => {
    const camps = alteredContent({
      'data/camps-page.json': [{ path: ['dayCamp', 'registrationUrl'], value: 'http//broken' }],
      'data/camps/beachescolas.json': [{ path: ['links', 'program'], value: 'www.example.org/programa.pdf' }],
    });
    expect(await checkContent(camps)).toEqual([
      { file: 'content/data/camps-page.json', field: 'dayCamp.registrationUrl', line: 15, message: 'must be a full web address starting with https://, like "https://example.org/page"; found the text "http//broken"' },
      { file: 'content/data/camps/beachescolas.json', field: 'links.program', line: 59, message: 'must be a full web address starting with https://, like "https://example.org/page"; found the text "www.example.org/programa.pdf"' },
    ]);
    const site = alteredContent({
      'data/site.json': [
        { path: ['contact', 'email'], value: 'info@liceo' },
        { path: ['contact', 'phones', 1], value: '600-CALL-US' },
        { path: ['social', 0, 'url'], value: 'http//broken' },
        { path: ['company', 'whistleblowerEmail'], value: 'canal denuncias@liceo.example' },
        { path: ['contact', 'address', 'postalCode'], value: '2810' },
      ],
    });
    expect(await checkContent(site)).toEqual([
      { file: 'content/data/site.json', field: 'contact.email', line: 4, message: 'must be an e-mail address, like "info@liceo.example"; found the text "info@liceo"' },
      {
        file: 'content/data/site.json',
        field: 'contact.phones[1]',
        line: 7,
        message: 'must be a phone number of digits and spaces, with an optional + and country code, like "+34 910 000 000"; found the text "600-CALL-US"',
      },
      { file: 'content/data/site.json', field: 'contact.address.postalCode', line: 10, message: 'must be a Spanish postal code of five digits, like "28109"; found the text "2810"' },
      {
        file: 'content/data/site.json',
        field: 'social[0].url',
        line: 20,
        message: 'must be a full web address starting with https://, like "https://example.org/page"; found the text "http//broken"',
      },
      {
        file: 'content/data/site.json',
        field: 'company.whistleblowerEmail',
        line: 40,
        message: 'must be an e-mail address, like "info@liceo.example"; found the text "canal denuncias@liceo.example"',
      },
    ]);
  });

  it('refuses an activity of no known group, a daily time no activity has, an activity listed twice', async () => {
    const dir = alteredContent({ 'data/extracurricular.json': [{ path: ['activities', 0, 'minutesPerDay'], value: 0 }, { path: ['activities', 3, 'group'], value: 'music' }] });
    expect(await checkContent(dir)).toEqual([
      { file: 'content/data/extracurricular.json', field: 'activities[0].minutesPerDay', line: 87, message: '0 minutes is not a daily practice time: write 5 to 240 minutes, or leave the field out' },
      { file: 'content/data/extracurricular.json', field: 'activities[3].group', line: 123, message: 'must be one of "new", "sports", "languages", "other"; found the text "music"' },
    ]);
    const twice = alteredContent({ 'data/extracurricular.json': [{ path: ['activities', 4, 'title', 'en'], value: 'Football' }] });
    expect(await checkContent(twice)).toEqual([
      { file: 'content/data/extracurricular.json', field: 'activities[4].title.en', line: 129, message: 'the activity "Football" is listed twice: list each activity once' },
    ]);
  });

  it('refuses a results block listed twice or left out, an exam link that is not an address, a fact the page does not fill in', async () => {
    const dir = alteredContent({
      'data/results.json': [
        { path: ['englishExamBoard', 'href'], value: 'cambridgeenglish.org' },
        { path: ['resultsBlocks', 1, 'paragraphs', 'es', 0], value: 'En el colegio se enseñan {languagesCount} idiomas.' },
      ],
    });
    expect(await checkContent(dir)).toEqual([
      { file: 'content/data/results.json', field: 'englishExamBoard.href', line: 3, message: 'must be a full web address starting with https://, like "https://example.org/page"; found the text "cambridgeenglish.org"' },
      {
        file: 'content/data/results.json',
        field: 'resultsBlocks[1].paragraphs.es[0]',
        line: 36,
        message: expect.stringMatching(/^"\{languagesCount\}" is not a value the page fills in: the ones it knows are \{foundedYear\}, .*\{languageCount\}, \{languages\}; correct the name, or write the value out$/),
      },
    ]);
    const twice = alteredContent({ 'data/results.json': [{ path: ['resultsBlocks', 3, 'id'], value: 'sport' }] });
    expect(await checkContent(twice)).toEqual([
      { file: 'content/data/results.json', field: 'resultsBlocks[3].id', line: 63, message: 'the id "sport" is used twice: give each one its own' },
      { file: 'content/data/results.json', field: 'resultsBlocks', line: 10, message: 'has no block "rankings": the results page shows each of "academic", "languages", "sport", "rankings"' },
    ]);
  });

  it('refuses foundation purposes out of order, an organisation without a web address, a fact the letter cannot fill in', async () => {
    const dir = alteredContent({
      'data/foundation.json': [
        { path: ['foundationalPurposes', 2, 'number'], value: 4 },
        { path: ['socialPartners', 1, 'url'], value: 'http//broken' },
        { path: ['presidentLetter', 'paragraphs', 'en', 0], value: 'More than {yeras} years ago.' },
      ],
    });
    expect(await checkContent(dir)).toEqual([
      { file: 'content/data/foundation.json', field: 'socialPartners[1].url', line: 279, message: 'must be a full web address starting with https://, like "https://example.org/page"; found the text "http//broken"' },
      { file: 'content/data/foundation.json', field: 'foundationalPurposes[2].number', line: 145, message: 'is 4, but it is purpose 3 in the list: number the purposes 1, 2, 3… in order, with no gaps' },
      { file: 'content/data/foundation.json', field: 'presidentLetter.paragraphs.en[0]', line: 99, message: expect.stringMatching(/^"\{yeras\}" is not a value the page fills in/) },
    ]);
  });

  it('refuses a facility listed twice, an area no school fact measures, a fact the intro cannot fill in, an empty list of pictures', async () => {
    const dir = alteredContent({
      'data/facilities.json': [
        { path: ['facilities', 1, 'area'], value: 'poolM2' },
        { path: ['facilitiesCopy', 'facilities', 'intro', 'en'], value: 'The school is set among {garden} of gardens.' },
      ],
    });
    expect(await checkContent(dir)).toEqual([
      { file: 'content/data/facilities.json', field: 'facilities[1].area', line: 39, message: 'must be one of "gardensM2", "sportsFacilitiesM2"; found the text "poolM2"' },
      { file: 'content/data/facilities.json', field: 'facilitiesCopy.facilities.intro.en', line: 177, message: expect.stringMatching(/^"\{garden\}" is not a value the page fills in/) },
    ]);
    const twice = alteredContent({ 'data/facilities.json': [{ path: ['facilities', 2, 'id'], value: 'gardens' }] });
    expect(await checkContent(twice)).toEqual([{ file: 'content/data/facilities.json', field: 'facilities[2].id', line: 41, message: 'the id "gardens" is used twice: give each one its own' }]);
    const empty = alteredContent({ 'data/facilities.json': [{ path: ['virtualViews'], value: [] }] });
    expect(await checkContent(empty)).toEqual([{ file: 'content/data/facilities.json', field: 'virtualViews', line: 114, message: 'is empty: it needs one item at least; add one' }]);
  });

  it('refuses a media item dated on a day that does not exist or linked to no media page, a magazine month or PDF address that cannot be, a talk listed twice', async () => {
    const dir = alteredContent({
      'data/media.json': [
        { path: ['mediaIndex', 'items', 0, 'date', 'month'], value: 2 },
        { path: ['mediaIndex', 'items', 0, 'date', 'day'], value: 30 },
        { path: ['mediaIndex', 'items', 1, 'route'], value: 'podcast' },
        { path: ['magazine', 'published', 'month'], value: 13 },
        { path: ['magazine', 'pdfUrl'], value: 'http//broken' },
        { path: ['emprende', 'blocks', 2, 'id'], value: 'purpose' },
      ],
    });
    expect(await checkContent(dir)).toEqual([
      { file: 'content/data/media.json', field: 'mediaIndex.items[0].date.day', line: 28, message: '30 February does not exist: February has at most 29 days' },
      { file: 'content/data/media.json', field: 'mediaIndex.items[1].route', line: 37, message: 'must be one of "magazine", "emprende", "tv", "radio"; found the text "podcast"' },
      { file: 'content/data/media.json', field: 'magazine.published.month', line: 173, message: 'month 13 does not exist: months go from 1 (January) to 12 (December)' },
      { file: 'content/data/media.json', field: 'magazine.pdfUrl', line: 183, message: 'must be a full web address starting with https://, like "https://example.org/page"; found the text "http//broken"' },
      { file: 'content/data/media.json', field: 'emprende.blocks[2].id', line: 369, message: 'the id "purpose" is used twice: give each one its own' },
    ]);
  });

  it('refuses family meetings that end before they start, a school life page with two cards, an alumni way whose id is not a slug', async () => {
    const dir = alteredContent({
      'data/life.json': [
        { path: ['familyMeetings', 'time', 'end'], value: '17:00' },
        { path: ['lifeIndex', 'cards', 2, 'route'], value: 'calendar' },
        { path: ['alumniPage', 'ways', 1, 'id'], value: 'Come back' },
      ],
    });
    expect(await checkContent(dir)).toEqual([
      { file: 'content/data/life.json', field: 'lifeIndex.cards[2].route', line: 27, message: 'the page "calendar" has two cards: give each page one card' },
      { file: 'content/data/life.json', field: 'familyMeetings.time.end', line: 183, message: 'ends at 17:00, not after it starts (17:30): "end" must be later than "start"' },
      { file: 'content/data/life.json', field: 'alumniPage.ways[1].id', line: 239, message: 'must be lowercase letters and digits, words joined by hyphens, like "christmas-break"; found the text "Come back"' },
    ]);
  });

  it('refuses a Meet us text with a fact the page does not fill in, a card picture the site does not have', async () => {
    const dir = alteredContent({
      'data/meetus.json': [
        { path: ['meetUsHeroLeads', 'meetus', 'es'], value: 'Educar en la felicidad desde {founded}' },
        { path: ['meetUsIndex', 'cards', 'founder', 'image', 'src'], value: 'founder.jpg' },
      ],
    });
    expect(await checkContent(dir)).toEqual([
      {
        file: 'content/data/meetus.json',
        field: 'meetUsIndex.cards.founder.image.src',
        line: 146,
        message: 'must be a picture chosen in the editor (a JPEG, PNG or WebP file in content/pictures/), saved as "/images/<file>", like "/images/hero-home-1.jpg"; found the text "founder.jpg"',
      },
      { file: 'content/data/meetus.json', field: 'meetUsHeroLeads.meetus.es', line: 4, message: expect.stringMatching(/^"\{founded\}" is not a value the page fills in: the ones it knows are \{foundedYear\}, /) },
    ]);
  });

  it('refuses an educational project panel listed twice or left out, and a list of values that is not fifteen', async () => {
    const dir = alteredContent({ 'data/education.json': [{ path: ['educationPanels', 5, 'id'], value: 'ideology' }, { path: ['educationValues', 14], value: undefined }] });
    expect(await checkContent(dir)).toEqual([
      { file: 'content/data/education.json', field: 'educationValues', line: 120, message: "must list the project's 15 values" },
      { file: 'content/data/education.json', field: 'educationPanels[5].id', line: 105, message: 'the panel "ideology" is listed twice: list each panel once' },
      { file: 'content/data/education.json', field: 'educationPanels', line: 20, message: 'has no panel "project": the page shows each panel' },
    ]);
  });

  it('refuses a home text with a fact the page does not fill in', async () => {
    const dir = alteredContent({ 'data/home.json': [{ path: ['home', 'lead', 'en'], value: 'Since {founded} we have walked with every child.' }, { path: ['home', 'facts', 'languages', 'es'], value: 'idiomas: {language}' }] });
    expect(await checkContent(dir)).toEqual([
      { file: 'content/data/home.json', field: 'home.lead.en', line: 13, message: expect.stringMatching(/^"\{founded\}" is not a value the page fills in/) },
      { file: 'content/data/home.json', field: 'home.facts.languages.es', line: 61, message: expect.stringMatching(/^"\{language\}" is not a value the page fills in/) },
    ]);
  });

  it('refuses a manifesto without its twelve principles, or with an empty quote', async () => {
    const dir = alteredContent({ 'data/manifesto.json': [{ path: ['manifesto', 'principles', 11], value: undefined }, { path: ['manifesto', 'quote', 'es'], value: '' }] });
    expect(await checkContent(dir)).toEqual([
      { file: 'content/data/manifesto.json', field: 'manifesto.principles', line: 19, message: "must list the manifesto's 12 principles" },
      { file: 'content/data/manifesto.json', field: 'manifesto.quote.es', line: 12, message: 'the Spanish text ("es") is empty' },
    ]);
  });

  it('refuses a contact notice that names a value the page does not fill in there', async () => {
    const dir = alteredContent({
      'data/contact.json': [
        { path: ['contactPage', 'dataProtection', 'es', 3], value: 'Derechos: escríbenos a {correo}.' },
        { path: ['contactPage', 'deliveryNotice', 'en'], value: 'Delivery: through {controller}.' },
      ],
    });
    expect(await checkContent(dir)).toEqual([
      {
        file: 'content/data/contact.json',
        field: 'contactPage.dataProtection.es[3]',
        line: 20,
        message: '"{correo}" is not a value the page fills in: the ones it knows are {controller}, {email}; correct the name, or write the value out',
      },
      {
        file: 'content/data/contact.json',
        field: 'contactPage.deliveryNotice.en',
        line: 31,
        message: '"{controller}" is not a value the page fills in: the ones it knows are {destination}; correct the name, or write the value out',
      },
    ]);
  });

  it('refuses page texts of the admission, calendar, partners and news pages that are empty or name a value the page does not fill in', async () => {
    const admission = alteredContent({
      'data/admission.json': [
        { path: ['admissionCopy', 'application', 'step', 'en'], value: 'Step {n}' },
        { path: ['admissionCopy', 'visit', 'directors', 'role', 'es'], value: '' },
        { path: ['applicationSteps'], value: [] },
      ],
    });
    expect(await checkContent(admission)).toEqual([
      { file: 'content/data/admission.json', field: 'applicationSteps', line: 20, message: 'must list at least one step' },
      {
        file: 'content/data/admission.json',
        field: 'admissionCopy.application.step.en',
        line: 85,
        message: '"{n}" is not a value the page fills in: the ones it knows are {number}; correct the name, or write the value out',
      },
      { file: 'content/data/admission.json', field: 'admissionCopy.visit.directors.role.es', line: 103, message: 'the Spanish text ("es") is empty' },
    ]);
    const pages = alteredContent({
      'data/calendar.json': [{ path: ['calendarPage', 'title', 'es'], value: 'Calendario escolar {curso}' }],
      'data/partners-page.json': [{ path: ['partnersPage', 'intro', 'en'], value: ' ' }],
      'data/news-page.json': [{ path: ['newsPage', 'title'], value: 'Lo último del Liceo' }],
    });
    expect(await checkContent(pages)).toEqual([
      {
        file: 'content/data/calendar.json',
        field: 'calendarPage.title.es',
        line: 172,
        message: '"{curso}" is not a value the page fills in: the ones it knows are {schoolYear}; correct the name, or write the value out',
      },
      {
        file: 'content/data/news-page.json',
        field: 'newsPage.title',
        line: 3,
        message: 'must be a text in both languages, { "es": "…", "en": "…" }; found the text "Lo último del Liceo"',
      },
      { file: 'content/data/partners-page.json', field: 'partnersPage.intro.en', line: 9, message: 'the English text ("en") is empty' },
    ]);
  });

  it('refuses IB and stage page texts that name a value the page does not fill in, or are empty', async () => {
    const dir = alteredContent({
      'data/ib.json': [
        { path: ['ibCopy', 'yearsUnit', 'es'], value: '{years} años' },
        { path: ['ibCopy', 'stageLink', 'en'], value: 'Discover the {stage} stage in {language}' },
      ],
      'data/stages.json': [{ path: ['stagesCopy', 'cta', 'visit', 'es'], value: '' }],
    });
    expect(await checkContent(dir)).toEqual([
      { file: 'content/data/ib.json', field: 'ibCopy.yearsUnit.es', line: 114, message: '"{years}" is not a value the page fills in: the ones it knows are {count}; correct the name, or write the value out' },
      { file: 'content/data/ib.json', field: 'ibCopy.stageLink.en', line: 123, message: '"{language}" is not a value the page fills in: the ones it knows are {stage}; correct the name, or write the value out' },
      { file: 'content/data/stages.json', field: 'stagesCopy.cta.visit.es', line: 317, message: 'the Spanish text ("es") is empty' },
    ]);
  });

  it('refuses a service with two cards, a card link that is not yes or no, a service page without tasks, an empty meal name', async () => {
    const dir = alteredContent({
      'data/services.json': [
        { path: ['servicesIndex', 'cards', 2, 'route'], value: 'orientation' },
        { path: ['servicesIndex', 'cards', 4, 'linked'], value: 'no' },
        { path: ['nursing', 'tasks'], value: [] },
        { path: ['diningRoomPage', 'mealLabels', 'snack', 'en'], value: '' },
      ],
    });
    expect(await checkContent(dir)).toEqual([
      { file: 'content/data/services.json', field: 'servicesIndex.cards[4].linked', line: 219, message: 'must be true (the card links to its page) or false (it has no link); found the text "no"' },
      { file: 'content/data/services.json', field: 'nursing.tasks', line: 425, message: 'must list at least one task' },
      { file: 'content/data/services.json', field: 'diningRoomPage.mealLabels.snack.en', line: 476, message: 'the English text ("en") is empty' },
    ]);
    const twice = alteredContent({ 'data/services.json': [{ path: ['servicesIndex', 'cards', 2, 'route'], value: 'orientation' }] });
    expect(await checkContent(twice)).toEqual([
      { file: 'content/data/services.json', field: 'servicesIndex.cards[2].route', line: 177, message: 'the service "orientation" is listed twice: list each service once' },
    ]);
  });

  it('refuses a bus page text that names a value the page does not fill in, and a hero picture the site does not have', async () => {
    const dir = alteredContent({
      'data/bus-routes.json': [
        { path: ['copy', 'routeTitle', 'es'], value: 'Ruta {numero}' },
        { path: ['copy', 'routesNote', 'en'], value: '{listed} of {total} listed below.' },
      ],
      'data/heroes.json': [{ path: ['heroImages', 'camps', 'alt', 'es'], value: undefined }],
    });
    expect(await checkContent(dir)).toEqual([
      { file: 'content/data/bus-routes.json', field: 'copy.routesNote.en', line: 504, message: '"{total}" is not a value the page fills in: the ones it knows are {listed}; correct the name, or write the value out' },
      { file: 'content/data/bus-routes.json', field: 'copy.routeTitle.es', line: 535, message: '"{numero}" is not a value the page fills in: the ones it knows are {number}; correct the name, or write the value out' },
      { file: 'content/data/heroes.json', field: 'heroImages.camps.alt.es', line: 47, message: "the picture's Spanish alt text is missing: say in one sentence what the picture shows" },
    ]);
  });

  it('refuses school facts written as text or out of bounds, a language taught twice, a language name left empty', async () => {
    const dir = alteredContent({
      'data/site.json': [
        { path: ['facts', 'gardensM2'], value: '30.000 m²' },
        { path: ['facts', 'startingAge'], value: 12 },
        { path: ['facts', 'languagesTaught', 3], value: 'english' },
        { path: ['languageNames', 'german', 'es'], value: '' },
      ],
    });
    expect(await checkContent(dir)).toEqual([
      { file: 'content/data/site.json', field: 'facts.gardensM2', line: 44, message: 'must be an area in m², like 30000 (digits only: no quotes, dots, spaces or signs); found the text "30.000 m²"' },
      { file: 'content/data/site.json', field: 'facts.startingAge', line: 47, message: '12 is not an age children start school at: write 0 to 6' },
      { file: 'content/data/site.json', field: 'facts.languagesTaught[3]', line: 52, message: 'the language "english" is listed twice: list each language once' },
      { file: 'content/data/site.json', field: 'languageNames.german.es', line: 67, message: 'the Spanish text ("es") is empty' },
    ]);
  });

  it('refuses a legal text that names a value the page does not fill in, and a legal page without sections', async () => {
    const dir = alteredContent({
      'data/legal.json': [
        { path: ['legalPages', 'privacy', 'sections', 0, 'paragraphs', 'es', 0], value: 'El responsable es {empresa}, con NIF {taxId}.' },
        { path: ['formDelivery', 'receiver', 'full', 'en'], value: 'It deletes your enquiry {days} days after sending it to {email}.' },
        { path: ['legalPages', 'cookies', 'sections'], value: [] },
      ],
    });
    expect(await checkContent(dir)).toEqual([
      { file: 'content/data/legal.json', field: 'legalPages.cookies.sections', line: 196, message: 'must have at least one section' },
      {
        file: 'content/data/legal.json',
        field: 'legalPages.privacy.sections[0].paragraphs.es[0]',
        line: 17,
        message: expect.stringMatching(/^"\{empresa\}" is not a value the page fills in: the ones it knows are \{company\}, \{taxId\}, /),
      },
      expect.objectContaining({ file: 'content/data/legal.json', field: 'formDelivery.receiver.full.en', message: '"{email}" is not a value the page fills in: the ones it knows are {destination}, {days}; correct the name, or write the value out' }),
    ]);
  });

  it('refuses camp page texts that ICU cannot read, or that name a value or fact the page does not fill in', async () => {
    const dir = alteredContent({
      'data/camps-page.json': [
        { path: ['campsText', 'courseHours', 'es'], value: '{hours h de {language} al día ({lessons} clases a la semana)' },
        { path: ['campFinderText', 'answer', 'en'], value: 'These camps take children aged {edad}:' },
        { path: ['dayCamp', 'facilities', 'es'], value: 'Deporte en los {sportsArea} del colegio.' },
        { path: ['campsText', 'regions', 'abroad', 'backLink', 'en'], value: '' },
      ],
    });
    expect(await checkContent(dir)).toEqual([
      {
        file: 'content/data/camps-page.json',
        field: 'dayCamp.facilities.es',
        line: 41,
        message: expect.stringMatching(/^"\{sportsArea\}" is not a value the page fills in: the ones it knows are \{foundedYear\}, /),
      },
      { file: 'content/data/camps-page.json', field: 'campsText.courseHours.es', line: 159, message: unreadable },
      {
        file: 'content/data/camps-page.json',
        field: 'campFinderText.answer.en',
        line: 194,
        message: '"{edad}" is not a value the page fills in: the ones it knows are {age}; correct the name, or write the value out',
      },
      { file: 'content/data/camps-page.json', field: 'campsText.regions.abroad.backLink.en', line: 130, message: 'the English text ("en") is empty' },
    ]);
  });

  it('refuses fees page texts that ICU cannot read, or that name a value the page does not fill in', async () => {
    const dir = alteredContent({
      'data/fees.json': [
        { path: ['feesCopy', 'title', 'es'], value: 'Honorarios del curso {course' },
        { path: ['yearlyCostCopy', 'notes', 'alsoCharged', 'en'], value: '{item} ({price} a year): added for {levels}.' },
        { path: ['yearlyCostCopy', 'calculator', 'total', 'es'], value: 'Total del curso, {level}: {amount, plural, one {# euro} other {# euros}.' },
      ],
    });
    expect(await checkContent(dir)).toEqual([
      { file: 'content/data/fees.json', field: 'feesCopy.title.es', line: 579, message: unreadable },
      {
        file: 'content/data/fees.json',
        field: 'yearlyCostCopy.notes.alsoCharged.en',
        line: 745,
        message: '"{price}" is not a value the page fills in: the ones it knows are {item}, {amount}, {levels}; correct the name, or write the value out',
      },
      { file: 'content/data/fees.json', field: 'yearlyCostCopy.calculator.total.es', line: 774, message: unreadable },
    ]);
  });

  it('refuses a level without an age, two levels of one age that are not alternatives, and a gap between ages', async () => {
    const fees = JSON.parse(readFileSync(join(contentDir(), 'data/fees.json'), 'utf8')) as { levelBilling: { level: string; years: { age: number }[] }[] };
    const at = (level: string) => fees.levelBilling.findIndex((billing) => billing.level === level);
    const primary = at('primary1-5');
    const prek3 = at('prek3');
    const diploma1 = at('diploma1');
    const without = alteredContent({ 'data/fees.json': [{ path: ['levelBilling', prek3, 'years'], value: undefined }] });
    expect(only(await checkContent(without))).toMatchObject({
      file: 'content/data/fees.json',
      field: `levelBilling[${prek3}].years`,
      message: 'is missing: a level needs its school years, each with the age pupils turn in the calendar year the course starts (6 for 1.º de Primaria)',
    });

    // Primary 1 to 5 moved a year up: 6 is left without a level, and 11 claimed twice.
    const shared = alteredContent({
      'data/fees.json': [0, 1, 2, 3, 4].map((year) => ({ path: ['levelBilling', primary, 'years', year, 'age'], value: 7 + year })),
    });
    expect(await checkContent(shared)).toEqual([
      expect.objectContaining({
        field: `levelBilling[${primary + 1}].years[0].age`,
        message: `age 11 is also the age of "primary1-5" (levelBilling[${primary}]): two levels share an age only as alternatives; give each its own option name ("path"), like "Bachillerato" and "Programa del Diploma del IB"`,
      }),
      expect.objectContaining({
        field: `levelBilling[${primary}].years[0].age`,
        message: 'age 7 follows age 5: no level has age 6; every age from the youngest to the oldest needs a level',
      }),
    ]);

    // Alternatives need different names.
    const sameName = alteredContent({ 'data/fees.json': [{ path: ['levelBilling', diploma1, 'path', 'es'], value: 'Bachillerato' }] });
    expect(only(await checkContent(sameName))).toMatchObject({
      field: `levelBilling[${diploma1}].path.es`,
      message: `"Bachillerato" is also the option name of "bachillerato1" (levelBilling[${at('bachillerato1')}]), of the same age 16: alternatives of one age need different names`,
    });
  });

  it('refuses a fee rule that names a row or a charge that is not there (the editor offers only those that are), naming the file and field', async () => {
    const fees = JSON.parse(readFileSync(join(contentDir(), 'data/fees.json'), 'utf8')) as { levelBilling: { level: string }[] };
    const us = fees.levelBilling.findIndex((billing) => billing.level === 'us9-10');
    const charge = alteredContent({ 'data/fees.json': [{ path: ['chargedToEveryLevel', 1], value: 'lunch' }] });
    expect(only(await checkContent(charge))).toMatchObject({ file: 'content/data/fees.json', field: 'chargedToEveryLevel[1]', message: 'names "lunch", which is not the id of a charge' });
    const row = alteredContent({ 'data/fees.json': [{ path: ['levelBilling', us, 'alsoCharged', 0], value: 'enrolment' }] });
    expect(only(await checkContent(row))).toMatchObject({
      file: 'content/data/fees.json',
      field: `levelBilling[${us}].alsoCharged[0]`,
      message: 'names "enrolment", which is not the id of a row of tuition',
    });
    // The row left without its level is named as the editor shows it, by its Spanish name: staff never see its id.
    const level = alteredContent({ 'data/fees.json': [{ path: ['levelBilling', us, 'level'], value: 'us-grades' }] });
    expect((await checkContent(level)).map(({ file, field, message }) => ({ file, field, message }))).toEqual(
      expect.arrayContaining([
        { file: 'content/data/fees.json', field: `levelBilling[${us}].level`, message: 'names "us-grades", which is not the id of a row of tuition' },
        { file: 'content/data/fees.json', field: 'tuition[11].id', message: '"US grades 9 y 10" is neither a level of levelBilling nor charged with one (alsoCharged): add it to one of them' },
      ]),
    );
  });

  it('refuses a legal text with a tag the page does not know, or left open, and an empty line of the storage table', async () => {
    const dir = alteredContent({
      'data/legal.json': [
        { path: ['legalPages', 'privacy', 'sections', 0, 'paragraphs', 'es', 1], value: 'Escríbenos a <mailLink>{email}</mailLink>.' },
        { path: ['legalPages', 'privacy', 'sections', 6, 'paragraphs', 'en', 0], value: 'Write to <emailLink>{email}:' },
        { path: ['browserStorage', 'contactDraft', 'lifetime', 'es'], value: '' },
      ],
    });
    expect(await checkContent(dir)).toEqual([
      {
        file: 'content/data/legal.json',
        field: 'legalPages.privacy.sections[0].paragraphs.es[1]',
        line: 18,
        message: '"<mailLink>" is not a tag the page knows: the ones it knows are <emailLink>, <whistleblowerLink>, <dpoLink>; correct the name, or write the value out',
      },
      { file: 'content/data/legal.json', field: 'legalPages.privacy.sections[6].paragraphs.en[0]', line: 115, message: unreadable },
      { file: 'content/data/legal.json', field: 'browserStorage.contactDraft.lifetime.es', line: 605, message: 'the Spanish text ("es") is empty' },
    ]);
  });

  it('refuses a malformed link in a content module that is not a data file yet', async () => {
    const dir = alteredContent({ 'legal.ts': [["videoProviderPolicyUrl = 'https://policies.google.com/privacy'", "videoProviderPolicyUrl = 'http//broken'"]] });
    expect(await checkContent(dir)).toEqual([
      {
        file: 'content/legal.ts',
        field: 'videoProviderPolicyUrl',
        message: 'must be a full web address starting with https://, like "https://example.org/page", or a path of the site starting with /; found the text "http//broken"',
      },
    ]);
  });

  it('refuses a calendar entry whose id names the same event as an open day or a camp', async () => {
    const dir = alteredContent({ 'data/calendar.json': [{ path: ['terms', 1, 'entries', 1, 'id'], value: 'open-day-book-day' }] });
    expect(await checkContent(dir)).toEqual([
      {
        file: 'content/data/calendar.json',
        field: 'terms[1].entries[1].id',
        line: 102,
        message:
          'names the calendar event "open-day-book-day", as content/data/open-days/book-day.json (the file\'s name) does: two events would share one identity in the calendar files; choose another id',
      },
      {
        file: 'content/data/open-days/book-day.json',
        field: "(the file's name)",
        line: 1,
        message:
          'names the calendar event "open-day-book-day", as content/data/calendar.json terms[1].entries[1].id does: two events would share one identity in the calendar files; rename the file',
      },
    ]);
    const camp = alteredContent({ 'data/calendar.json': [{ path: ['terms', 1, 'entries', 1, 'id'], value: 'camp-village' }] });
    expect(await checkContent(camp)).toEqual([
      expect.objectContaining({ file: 'content/data/calendar.json', field: 'terms[1].entries[1].id', line: 102, message: expect.stringContaining("as content/data/camps/village.json (the file's name) does") }),
      expect.objectContaining({ file: 'content/data/camps/village.json', field: "(the file's name)", message: expect.stringContaining('as content/data/calendar.json terms[1].entries[1].id does') }),
    ]);
  });

  it('refuses a message that one language lacks', async () => {
    const messagesDir = join(mkdtempSync(join(tmpdir(), 'messages-check-')), 'messages');
    copies.push(messagesDir);
    cpSync(join(process.cwd(), 'messages'), messagesDir, { recursive: true });
    const en = JSON.parse(readFileSync(join(messagesDir, 'en.json'), 'utf8')) as { nav: Record<string, string> };
    delete en.nav.camps;
    writeFileSync(join(messagesDir, 'en.json'), JSON.stringify(en));
    expect(only(await checkContent(contentDir(), { messagesDir }))).toEqual({
      file: 'messages/en.json',
      field: 'nav.camps',
      message: 'is missing: messages/es.json has it, and every message needs both languages',
    });
  });

  it('lists every mistake at once, each on its own line', async () => {
    const { tuition } = dataOf<Fees>('fees.json');
    const dir = alteredContent({ 'data/fees.json': [{ path: ['tuition', 0, 'amount'], value: String(tuition[0]!.amount) }, { path: ['tuition', 13, 'amount'], value: tuition[13]!.amount + 0.5 }] });
    const message = formatProblems(await checkContent(dir));
    expect(message).toBe(
      [
        'Content check: 2 mistakes in content/. Nothing was built: correct them, then run "npm run build" again.',
        `  content/data/fees.json, tuition[0].amount (line 14): must be a number of euros, like 8470 (digits only: no quotes, dots, spaces or signs); found the text "${tuition[0]!.amount}"`,
        `  content/data/fees.json, tuition[13].amount (line 120): must be a number of euros, a whole number like 8470; found ${tuition[13]!.amount + 0.5}`,
      ].join('\n'),
    );
  });

  // A process of its own (tsx compiles the check first): seconds on a busy machine.
  it('stops `npm run build` at its first step, with that message', { timeout: 30_000 }, () => {
    const dir = alteredContent({ 'data/fees.json': [{ path: ['tuition', 0, 'amount'], value: String(dataOf<Fees>('fees.json').tuition[0]!.amount) }] });
    const refused = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content-check/run.ts', '--dir', dir], { encoding: 'utf8' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('content/data/fees.json, tuition[0].amount (line 14): must be a number of euros');
    // The content check comes before anything is built; `next build` then checks the types itself.
    expect(JSON.parse(readFileSync('package.json', 'utf8')).scripts.build).toBe('tsx scripts/build.ts');
    expect(buildSteps.map((step) => step.command[1]).slice(0, 2)).toEqual(['scripts/launch-gate.ts', 'scripts/content-check/run.ts']);
    expect(readFileSync('next.config.mjs', 'utf8')).not.toContain('ignoreBuildErrors');
  });
});
