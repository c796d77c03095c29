import { cpSync, existsSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { entryFile } from './new-entries';

/**
 * The content moved on to a new school year as the school's office would move it
 * in the staff editor, one file at a time: a new calendar, the fees of the new
 * year with new amounts, the camps of the next summer with their new dates (one
 * camp gone, one new with its own photo), an open day moved and the early-bird
 * deadline set again. The suite's content-independent tests run on it
 * (`npm run test:moved-year`, tests/support/moved-year-run.ts): what they expect
 * must come from the content, whatever year it holds.
 *
 * The copy is generated from content/ and never committed (tests/fixtures/.moved-year/).
 */

/** The first year of the school year the copy is moved to: September of it to August of the next. */
export const movedSchoolYearStart = 2026;

/** Where the copy is written: a content folder like content/, which CONTENT_DIR can name. */
export const movedContentDir = join(process.cwd(), 'tests/fixtures/.moved-year/content');

/** The camp the office takes off the list (the sample's camp the suite used most as its example). */
export const removedCamp = 'antibes';

/** The camp the office adds, with a photo it uploads: a file named from its Spanish name, as the editor names it. */
export const addedCamp = {
  slug: 'escuela-de-verano-en-dublin',
  picture: 'camp-dublin.jpg',
  entry: {
    name: { es: 'Escuela de verano en Dublín', en: 'Dublin Summer School' },
    region: 'abroad',
    order: 6,
    place: { es: 'Irlanda', en: 'Ireland' },
    address: { country: 'IE', locality: 'Dublín' },
    ages: { from: 12, to: 16 },
    dates: { start: `${movedSchoolYearStart + 1}-07-04`, end: `${movedSchoolYearStart + 1}-07-17` },
    image: { src: '/images/camp-dublin.jpg', alt: { es: 'La bahía de Dublín al atardecer', en: 'Dublin Bay at sunset' } },
    summary: {
      es: 'Inglés cada mañana en Dublín y tardes de deporte y excursiones por Irlanda.',
      en: 'English every morning in Dublin, and afternoons of sport and trips around Ireland.',
    },
    searchSummary: {
      es: 'Escuela de verano en Dublín: inglés en Irlanda para alumnos de {from} a {to} años, del {start} al {end}, con clases cada mañana y excursiones por la tarde.',
      en: 'Dublin Summer School: English in Ireland for pupils aged {from} to {to}, from {start} to {end}, with lessons every morning and trips around Ireland in the afternoon.',
    },
    description: {
      es: ['Dos semanas en Dublín: clases de inglés por la mañana, deporte y excursiones por la tarde, y la vida de una residencia universitaria.'],
      en: ['Two weeks in Dublin: English lessons in the morning, sport and trips in the afternoon, and life in a university residence.'],
    },
    course: {
      language: { es: 'inglés', en: 'English' },
      hoursPerDay: 3,
      lessonsPerWeek: 15,
      maxGroupSize: 12,
      outcome: { es: 'Certificado de nivel al terminar', en: 'A level certificate at the end' },
    },
    links: { register: 'https://dublin-summer-school.example/inscripcion' },
  },
} as const;

/** How far each date of the calendar moves, in days, beyond its new year: a new calendar, not last year's days. */
const calendarShift = 3;
/** And each camp's dates, two days earlier: the camps set their own. */
const campShift = -2;
/** The fees' rise. */
const feeRise = 1.04;

type Json = Record<string, unknown>;
type MonthDay = { month: number; day?: number };

const read = (dir: string, file: string) => JSON.parse(readFileSync(join(dir, 'data', file), 'utf8')) as Json;
const write = (dir: string, file: string, data: unknown) => writeFileSync(join(dir, 'data', file), entryFile(data as object));

const dayOf = (text: string) => {
  const [year, month, day] = text.split('-').map(Number);
  return { year: year!, month: month!, day: day! };
};
const isoDay = (year: number, { month, day }: Required<MonthDay>) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
const jsonFiles = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : []);
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const isMonthDay = (value: unknown): value is MonthDay =>
  typeof value === 'object' && value !== null && typeof (value as MonthDay).month === 'number' && Object.keys(value).every((key) => key === 'month' || key === 'day');

/** The day `shift` days after the given one, as the data files write days; `yearOf` says which year a month falls in, before and after. */
function shifted({ month, day }: MonthDay, shift: number, oldYearOf: (month: number) => number, newYearOf: (month: number) => number): MonthDay {
  if (day === undefined) return { month };
  const date = new Date(Date.UTC(oldYearOf(month), month - 1, day + shift));
  const moved = { month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  // The last day of February in a leap year is one only some years have: the day after, in a year without it.
  return moved.day > daysIn(newYearOf(moved.month), moved.month) ? { month: 3, day: 1 } : moved;
}

/** Every day of a file (any object that is a month and a day), moved in place. */
function moveDays(node: unknown, move: (day: MonthDay) => MonthDay): void {
  if (Array.isArray(node)) node.forEach((item, index) => (isMonthDay(item) ? (node[index] = move(item)) : moveDays(item, move)));
  else if (typeof node === 'object' && node !== null)
    for (const [key, value] of Object.entries(node)) {
      if (isMonthDay(value)) (node as Json)[key] = move(value);
      else moveDays(value, move);
    }
}

/** A whole number of euros near `amount` × the rise that divides into `charges` monthly charges, as the content check asks. */
const risen = (amount: number, charges = 1) => Math.max(charges, Math.round((amount * feeRise) / charges) * charges);

/** The months of the fee year, September (firstMonth) to June (lastMonth), or to a level's own last billed month. */
const monthsBetween = (first: number, last: number) => ((last - first + 12) % 12) + 1;

const formatted = (locale: 'es' | 'en', year: number, { month, day }: MonthDay) =>
  new Intl.DateTimeFormat(locale === 'es' ? 'es-ES' : 'en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));

/** A text that names a camp's days in words ("del … al …", "from … to …"), naming its new days instead. */
function renamedDays(text: string, locale: 'es' | 'en', year: number, before: { start: MonthDay; end: MonthDay }, after: { start: MonthDay; end: MonthDay }): string {
  const words = ({ start, end }: { start: MonthDay; end: MonthDay }) => {
    const [first, last] = [formatted(locale, year, start), formatted(locale, year, end)];
    const sameMonth = start.month === end.month;
    const from = sameMonth ? String(start.day) : first;
    return locale === 'es' ? [`del ${first} al ${last}`, `del ${from} al ${last}`] : [`from ${first} to ${last}`, `from ${from} to ${last}`];
  };
  const [, newText] = words(after);
  return words(before).reduce((result, old) => result.replace(old, newText!), text);
}

/** A photo of the new camp, as the office uploads it: a JPEG of 1600 × 1000 pixels. */
async function photo(file: string): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6b26b"/><stop offset="1" stop-color="#9fc5e8"/></linearGradient></defs>
    <rect width="1600" height="1000" fill="url(#sky)"/>
    <circle cx="1180" cy="430" r="120" fill="#ffe599"/>
    <path d="M0 620 Q400 540 800 610 T1600 600 V1000 H0 Z" fill="#3d85c6"/>
    <path d="M0 760 Q500 700 900 770 T1600 740 V1000 H0 Z" fill="#0b5394"/>
    <path d="M120 620 L300 470 L480 620 Z" fill="#38761d"/>
  </svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toFile(file);
}

/** Writes the moved copy of `from` (a content folder) into `to`, replacing any copy there. */
export async function moveContentYear(from = join(process.cwd(), 'content'), to = movedContentDir): Promise<void> {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });

  // The calendar: the new school year, each date a few days on.
  const calendar = read(to, 'calendar.json');
  const oldStart = calendar.schoolYearStart as number;
  const yearOf = (start: number) => (month: number) => (month >= 9 ? start : start + 1);
  calendar.schoolYearStart = movedSchoolYearStart;
  moveDays(calendar.terms, (day) => shifted(day, calendarShift, yearOf(oldStart), yearOf(movedSchoolYearStart)));
  write(to, 'calendar.json', calendar);

  // The open days, in the new school year: the one with a day moves, the one without gets its day.
  for (const file of jsonFiles(join(to, 'data/open-days')).map((name) => `open-days/${name}`)) {
    const openDay = read(to, file) as Json & MonthDay & { year: number };
    const moved = openDay.day === undefined ? { month: openDay.month, day: 12 } : shifted(openDay, calendarShift, yearOf(oldStart), yearOf(movedSchoolYearStart));
    // The editor writes a file's fields in the order of its form: the year, the month, then the day.
    const day = { year: yearOf(movedSchoolYearStart)(moved.month), ...moved };
    write(to, file, { ...day, ...openDay, ...day });
  }

  // The fees of the new year: every amount up, each still dividing into its monthly charges.
  const fees = read(to, 'fees.json') as Json & { feesCourse: { startYear: number; firstMonth: number; lastMonth: number }; tuition: { amount: number; lastBilledMonth?: number }[]; charges: { lines: { amount: number }[] }[] };
  fees.feesCourse.startYear = movedSchoolYearStart;
  for (const row of fees.tuition) row.amount = risen(row.amount, monthsBetween(fees.feesCourse.firstMonth, row.lastBilledMonth ?? fees.feesCourse.lastMonth));
  for (const charge of fees.charges) for (const line of charge.lines) line.amount = risen(line.amount);
  write(to, 'fees.json', fees);

  // The camps of the next summer: each on new days (a summary that writes them out in words says the new ones); one gone, one added.
  const newSummer = movedSchoolYearStart + 1;
  const campsDir = join(to, 'data/camps');
  unlinkSync(join(campsDir, `${removedCamp}.json`));
  for (const file of jsonFiles(campsDir).map((name) => `camps/${name}`)) {
    const camp = read(to, file) as Json & { dates: { start: string; end: string }; searchSummary: Record<'es' | 'en', string> };
    const [start, end] = [dayOf(camp.dates.start), dayOf(camp.dates.end)];
    const moved = [start, end].map(({ year, month, day }) => shifted({ month, day }, campShift, () => year, () => newSummer) as Required<MonthDay>);
    for (const locale of ['es', 'en'] as const)
      camp.searchSummary[locale] = renamedDays(camp.searchSummary[locale], locale, start.year, { start, end }, { start: moved[0]!, end: moved[1]! });
    camp.dates = { start: isoDay(newSummer, moved[0]!), end: isoDay(newSummer, moved[1]!) };
    write(to, file, camp);
  }
  write(to, `camps/${addedCamp.slug}.json`, addedCamp.entry);
  await photo(join(to, 'pictures', addedCamp.picture));

  // The early-bird deadline: the same day of the new summer's year, or the month's last where that year has no such day.
  const campsPage = read(to, 'camps-page.json') as Json & { dayCamp: { earlyBird: { deadline: string } } };
  const deadline = dayOf(campsPage.dayCamp.earlyBird.deadline);
  campsPage.dayCamp.earlyBird.deadline = isoDay(newSummer, { month: deadline.month, day: Math.min(deadline.day, daysIn(newSummer, deadline.month)) });
  write(to, 'camps-page.json', campsPage);

  // The calendar ledger (content/calendar-sequence.json) as the build brings it up to date for the moved events.
  await updateLedger(to);
}

/** The time the moved copy's new and moved calendar events are stamped with, as a build of the office's commit would stamp them. */
export const movedAt = new Date(Date.UTC(movedSchoolYearStart, 11, 1, 9));

/** The copy's calendar ledger updated for its events, as `npm run calendar-ledger` updates content/'s. */
async function updateLedger(to: string): Promise<void> {
  const previous = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = to;
  try {
    // The content modules read the folder as they load: after CONTENT_DIR names the copy.
    const { calendarFiles } = await import('@/lib/calendar-files');
    const { updatedLedger } = await import('@/lib/calendar-ledger');
    const file = join(to, 'calendar-sequence.json');
    const ledger = JSON.parse(readFileSync(file, 'utf8')) as Parameters<typeof updatedLedger>[0];
    writeFileSync(file, entryFile(updatedLedger(ledger, calendarFiles('es').flatMap((calendar) => calendar.events), movedAt)));
  } finally {
    if (previous === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = previous;
  }
}
