import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { openDayLastDay, openDays } from '@/content/admission';
import { calendarPage, inSchoolYear, schoolYearStart, type CalendarEntry } from '@/content/calendar';
import { camps } from '@/content/camps';
import { routing } from '@/i18n/routing';
import { calendarFileParams, calendarFiles, calendarSubscriptionUrl, findCalendarFile, schoolCalendarSlug, type CalendarFile } from '@/lib/calendar-files';
import { dayBeforeContent } from '@/lib/dated-files';
import { isoDate, schoolYearName } from '@/lib/dates';
import { updatedLedger, type CalendarLedger } from '@/lib/calendar-ledger';
import { icalendarText } from '@/lib/icalendar';
import { readCalendarLedger } from '@/content/data';
import { dayOf } from '../support/content-days';
import { readCalendar } from '../support/icalendar';
import { specSampleOnly } from '../support/spec-sample';

/*
 * The calendar files, written as the build writes them and read back with
 * ical.js: their days against content/, their events all-day (DTEND the day
 * after the last), their identities stable.
 */

// An independent day-after: the JavaScript calendar, through an ISO string.
const nextDay = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const read = (locale: 'es' | 'en', slug: string) => readCalendar(icalendarText(findCalendarFile(locale, `${slug}.ics`)!));
const entries = calendarPage.terms.flatMap((term) => term.entries);
const ledger = readCalendarLedger() as CalendarLedger;

describe('the school calendar file', () => {
  for (const locale of routing.locales) {
    it(`has each break of several days as one all-day event over its days (${locale})`, () => {
      const { events } = read(locale, schoolCalendarSlug);
      const ranges = entries.filter((entry) => entry.kind === 'range');
      expect(ranges.length).toBeGreaterThan(0);
      for (const range of ranges) {
        const [start, end] = [isoDate(inSchoolYear(range.start)), isoDate(inSchoolYear(range.end))];
        // Both days included: the file's end is the day after.
        expect(events.filter((event) => event.summary === range.label[locale] && event.start === start), range.id).toEqual([expect.objectContaining({ allDay: true, end: nextDay(end) })]);
      }
    });

    it(`has the specification's Christmas and Easter breaks as multi-day all-day events (${locale})`, (context) => {
      specSampleOnly(context);
      const { events } = read(locale, schoolCalendarSlug);
      const christmas = events.find((event) => event.summary === { es: 'Vacaciones de Navidad', en: 'Christmas break' }[locale]);
      const easter = events.find((event) => event.summary === { es: 'Vacaciones de Semana Santa', en: 'Easter break' }[locale]);
      // 25 December to 5 January, and 22 March to 1 April, both days included: the file's end is the day after.
      expect(christmas).toMatchObject({ allDay: true, start: '2023-12-25', end: '2024-01-06' });
      expect(easter).toMatchObject({ allDay: true, start: '2024-03-22', end: '2024-04-02' });
    });

    it(`holds every dated entry of content/calendar.ts and none the school has yet to announce (${locale})`, () => {
      const { events, name } = read(locale, schoolCalendarSlug);
      expect(name).toContain(schoolYearName(schoolYearStart));
      const expected = calendarPage.terms.flatMap((term) =>
        term.entries.flatMap((entry: CalendarEntry) => {
          const spans = {
            day: () => (entry.kind === 'day' ? [[entry.date, entry.date]] : []),
            range: () => (entry.kind === 'range' ? [[entry.start, entry.end]] : []),
            days: () => (entry.kind === 'days' ? entry.dates.map((date) => [date, date]) : []),
            announced: () => [],
          }[entry.kind]();
          return spans.map(([from, to]) => ({
            summary: entry.label[locale],
            start: isoDate(inSchoolYear(from!)),
            end: nextDay(isoDate(inSchoolYear(to!))),
          }));
        }),
      );
      expect(events.map(({ summary, start, end }) => ({ summary, start, end }))).toEqual(expected);
      expect(events.every((event) => event.allDay && event.transparency === 'TRANSPARENT')).toBe(true);
      // An entry with no dates (dates announced later) is not an event.
      for (const announced of entries.filter((entry) => entry.kind === 'announced')) expect(events.map((event) => event.summary)).not.toContain(announced.label[locale]);
    });

    it(`holds the specification's dates, and not the holidays it says are announced at the start of the year (${locale})`, (context) => {
      specSampleOnly(context);
      const { events } = read(locale, schoolCalendarSlug);
      expect(events.map((event) => event.summary)).not.toContain(calendarPage.terms.flatMap((term) => term.entries).find((entry) => entry.id === 'holidays-announced')!.label[locale]);
      // Term starts, the February non-teaching days and the four May holidays are in.
      expect(events.filter((event) => event.start === '2024-05-01' || event.start === '2024-05-15')).toHaveLength(2);
      expect(events.find((event) => event.start === '2023-09-05')?.end).toBe('2023-09-06');
    });
  }
});

describe('the camp files', () => {
  for (const locale of routing.locales) {
    it(`give each camp as one all-day range in its summer, with its place (${locale})`, () => {
      for (const camp of camps) {
        const { events, name } = read(locale, `camp-${camp.slug}`);
        const { start, end } = camp.dates;
        expect(name, camp.slug).toContain(camp.name[locale]);
        expect(events, camp.slug).toEqual([
          expect.objectContaining({
            summary: camp.name[locale],
            location: camp.place[locale],
            allDay: true,
            start: isoDate(start),
            end: nextDay(isoDate(end)),
            status: 'CONFIRMED',
          }),
        ]);
      }
    });

    it(`give the specification's camps in their summer (${locale})`, (context) => {
      specSampleOnly(context);
      // The issue's own example: Antibes, 30 June to 13 July 2024.
      expect(read(locale, 'camp-antibes').events[0]).toMatchObject({ start: '2024-06-30', end: '2024-07-14' });
    });
  }
});

describe('the open day files', () => {
  it('give a day the content sets on that day, and a month without a day as the whole month, tentative, saying so', () => {
    expect(openDays.length).toBeGreaterThan(0);
    for (const openDay of openDays)
      for (const locale of routing.locales) {
        const [event, ...more] = read(locale, `open-day-${openDay.id}`).events;
        expect(more, openDay.id).toEqual([]);
        const { year, month } = openDay;
        if (openDay.day !== undefined) {
          const day = isoDate({ year, month, day: openDay.day });
          expect(event, openDay.id).toMatchObject({ allDay: true, start: day, end: nextDay(day), status: 'CONFIRMED', summary: openDay.name[locale] });
        } else {
          const lastDay = isoDate({ year, month, day: new Date(Date.UTC(year, month, 0)).getUTCDate() });
          expect(event, openDay.id).toMatchObject({ allDay: true, start: isoDate({ year, month, day: 1 }), end: nextDay(lastDay), status: 'TENTATIVE' });
          expect(event!.summary).toContain(openDay.name[locale]);
          expect(event!.summary).toContain({ es: 'día por confirmar', en: 'day to be confirmed' }[locale]);
        }
      }
  });

  it('give the specification\'s open days: World Book Day, and a June day not yet set', (context) => {
    specSampleOnly(context);
    const [bookDay, summer] = [openDays.find((openDay) => openDay.id === 'book-day')!, openDays.find((openDay) => openDay.id === 'summer')!];
    expect(read('en', `open-day-${bookDay.id}`).events).toEqual([
      expect.objectContaining({ start: '2024-04-23', end: '2024-04-24', status: 'CONFIRMED', summary: bookDay.name.en }),
    ]);
    // The specification gives June and no day: no day is invented.
    expect('day' in summer).toBe(false);
    for (const locale of routing.locales) {
      const [event] = read(locale, `open-day-${summer.id}`).events;
      expect(event).toMatchObject({ allDay: true, start: '2024-06-01', end: '2024-07-01', status: 'TENTATIVE' });
      expect(event!.summary).toContain(summer.name[locale]);
      expect(event!.summary).toContain({ es: 'día por confirmar', en: 'day to be confirmed' }[locale]);
    }
  });
});

describe('every file', () => {
  const files = routing.locales.flatMap((locale) => calendarFiles(locale));

  it('is one per language for the school calendar, each open day and each camp, all served by the route', () => {
    expect(files).toHaveLength(2 * (1 + openDays.length + camps.length));
    expect(calendarFileParams(dayBeforeContent())).toHaveLength(files.length);
    expect(findCalendarFile('fr', 'school-year.ics')).toBeUndefined();
    expect(findCalendarFile('es', 'school-year')).toBeUndefined();
  });

  it("is written while its page offers it: an open day's or a camp's no longer once it is past, the school year's always", () => {
    // Each open day's and camp's last day, as ISO text; a file is written on a day no later than its own last day.
    const lastDays = [
      ...openDays.map((openDay) => ({ file: `open-day-${openDay.id}.ics`, last: isoDate(openDayLastDay(openDay)) })),
      ...camps.map((camp) => ({ file: `camp-${camp.slug}.ics`, last: isoDate(camp.dates.end) })),
    ];
    const sorted = lastDays.map(({ last }) => last).toSorted();
    // On the first one's last day, the day after it, and the day after the last one's.
    for (const today of [sorted[0]!, nextDay(sorted[0]!), nextDay(sorted.at(-1)!)]) {
      const expected = ['school-year.ics', ...lastDays.filter(({ last }) => last >= today).map(({ file }) => file)];
      for (const locale of routing.locales)
        expect(calendarFileParams(dayOf(today)).filter((params) => params.locale === locale).map((params) => params.file).toSorted(), `${locale}, ${today}`).toEqual(expected.toSorted());
    }
    expect(calendarFileParams(dayOf(nextDay(sorted.at(-1)!)))).toEqual(routing.locales.map((locale) => ({ locale, file: `${schoolCalendarSlug}.ics` })));
  });

  it('reads as iCalendar in its own language, with unique event ids shared by both languages', () => {
    for (const file of files) {
      const text = icalendarText(file);
      expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n'), file.slug).toBe(true);
      const { events, productId, timezone } = readCalendar(text);
      expect(productId).toMatch(new RegExp(`//${file.locale.toUpperCase()}$`));
      expect(timezone).toBe('Europe/Madrid');
      expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
    }
    const uids = (locale: 'es' | 'en') => calendarFiles(locale).flatMap((file: CalendarFile) => readCalendar(icalendarText(file)).events.map((event) => event.uid));
    expect(uids('es')).toEqual(uids('en'));
    expect(new Set(uids('es')).size).toBe(uids('es').length);
  });

  it('is the same file as a subscription on the site\'s own address', () => {
    expect(calendarSubscriptionUrl('es', schoolCalendarSlug)).toMatch(/^webcal:\/\/[^/]+\/calendar\/es\/school-year\.ics$/);
  });
});

describe('the writer', () => {
  it('keeps any span of days, across months, years and 29 February, with DTEND the day after', () => {
    const day = fc
      .record({ year: fc.integer({ min: 2000, max: 2100 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
      .filter(({ year, month, day: date }) => date <= new Date(Date.UTC(year, month, 0)).getUTCDate());
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 60 }), (start, length) => {
        const last = new Date(Date.UTC(start.year, start.month - 1, start.day + length));
        const end = { year: last.getUTCFullYear(), month: last.getUTCMonth() + 1, day: last.getUTCDate() };
        const file: CalendarFile = {
          locale: 'en',
          slug: 'property',
          name: 'Property',
          url: 'https://www.liceo.example/en/',
          events: [{ uid: 'property@test', summary: 'Span', start, end, url: 'https://www.liceo.example/en/', confirmed: true }],
        };
        const [event] = readCalendar(icalendarText(file, updatedLedger({}, file.events, new Date(0)))).events;
        expect(event).toMatchObject({ allDay: true, start: isoDate(start), end: nextDay(isoDate(end)) });
      }),
    );
  });
});

describe('the calendar files from build to build', () => {
  const allEvents = calendarFiles('es').flatMap((file) => file.events);

  it('are byte-identical whenever they are written: DTSTAMP and SEQUENCE come from the committed ledger, not the clock', () => {
    const texts = () => routing.locales.flatMap((locale) => calendarFiles(locale).map((file) => icalendarText(file)));
    const first = texts();
    vi.useFakeTimers({ now: Date.UTC(2031, 0, 1) });
    try {
      expect(texts()).toEqual(first);
    } finally {
      vi.useRealTimers();
    }
  });

  it('raises SEQUENCE and DTSTAMP when an event moves, and only then', () => {
    const file = findCalendarFile('en', `camp-${camps[0]!.slug}.ics`)!;
    const [before] = readCalendar(icalendarText(file)).events;
    const moved: CalendarFile = { ...file, events: file.events.map((event) => ({ ...event, start: { ...event.start, day: event.start.day + 1 } })) };
    const later = new Date(Date.UTC(2027, 2, 1, 9, 30));
    const movedUid = moved.events[0]!.uid;
    const next = updatedLedger(ledger, allEvents.map((event) => (event.uid === movedUid ? moved.events[0]! : event)), later);
    const [after] = readCalendar(icalendarText(moved, next)).events;
    expect(after!.sequence).toBe(before!.sequence + 1);
    expect(icalendarText(moved, next)).toContain('DTSTAMP:20270301T093000Z');
    // Unmoved events keep their entries as they were.
    const unmoved = allEvents.filter((event) => event.uid !== movedUid);
    expect(unmoved).toHaveLength(allEvents.length - 1);
    for (const event of unmoved) expect(next[event.uid.split('@')[0]!]).toEqual(ledger[event.uid.split('@')[0]!]);
    expect(updatedLedger(ledger, allEvents, later)).toEqual(ledger);
  });
});
