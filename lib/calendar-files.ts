import { openDayFirstDay, openDayLastDay, openDays, type OpenDay } from '@/content/admission';
import { calendarPage, inSchoolYear, schoolYearStart, type CalendarEntry, type SchoolTerm } from '@/content/calendar';
import { camps, type Camp } from '@/content/camps';
import { site } from '@/content/site';
import { schoolYearStartOf, type CalendarDate } from '@/content/schemas/dates';
import { formatter, translator } from '@/i18n/request';
import { isLocale, routing, type Locale } from '@/i18n/routing';
import { campIsPast, openDayIsPast } from './dated-files';
import { dateOf, isoDate, schoolYearName } from './dates';
import { calendarFilePath, campSlug, openDaySlug, schoolCalendarSlug } from './file-names';
import { pageUrl } from './seo';
import { formatTemplate } from './text';

export { calendarFilePath, campSlug, openDaySlug, schoolCalendarSlug } from './file-names';

/*
 * What the site's iCalendar files hold (docs/architecture.md, "Calendar files"), built
 * from content/ only: the school calendar, each open day and each camp, one
 * file per language. lib/icalendar.ts writes them out; the route
 * app/calendar/[locale]/[file]/route.ts serves them as static files.
 */

/** An all-day event from `start` to `end`, both days included. */
export type AllDayEvent = {
  /** Stable across builds and languages: the same event keeps its identity in a family's calendar. */
  uid: string;
  summary: string;
  description?: string;
  location?: string;
  start: CalendarDate;
  end: CalendarDate;
  /** The page that tells about it. */
  url: string;
  /** False when only the span is known, not the day itself (an open day with a month and no day). */
  confirmed: boolean;
};

export type CalendarFile = {
  locale: Locale;
  /** The file's name without `.ics`. */
  slug: string;
  name: string;
  /** The page the file belongs to. */
  url: string;
  events: AllDayEvent[];
};


/** The same file as a subscription: webcal://<the site's host>/calendar/es/school-year.ics. */
export function calendarSubscriptionUrl(locale: Locale, slug: string): string {
  return `webcal://${new URL(site.url).host}${calendarFilePath(locale, slug)}`;
}


const uid = (...parts: (string | number)[]) => `${parts.join('-')}@${new URL(site.url).hostname}`;

/** The events of one entry of the school calendar: none for dates the school has yet to announce. */
export function entryEvents(entry: CalendarEntry, locale: Locale): AllDayEvent[] {
  const base = {
    summary: entry.label[locale],
    description: entry.detail?.[locale],
    url: pageUrl(locale, 'calendar'),
    confirmed: true,
  };
  switch (entry.kind) {
    case 'day':
      return [{ ...base, uid: uid(schoolYearStart, entry.id), start: inSchoolYear(entry.date), end: inSchoolYear(entry.date) }];
    case 'range':
      return [{ ...base, uid: uid(schoolYearStart, entry.id), start: inSchoolYear(entry.start), end: inSchoolYear(entry.end) }];
    case 'days':
      return entry.dates.map((day) => {
        const date = inSchoolYear(day);
        return { ...base, uid: uid(schoolYearStart, entry.id, isoDate(date)), start: date, end: date };
      });
    case 'announced':
      return [];
  }
}

function schoolCalendar(locale: Locale): CalendarFile {
  const terms: readonly SchoolTerm[] = calendarPage.terms;
  return {
    locale,
    slug: schoolCalendarSlug,
    name: formatTemplate(calendarPage.title[locale], { schoolYear: schoolYearName(schoolYearStart) }, locale),
    url: pageUrl(locale, 'calendar'),
    events: terms.flatMap((term) => term.entries.flatMap((entry: CalendarEntry) => entryEvents(entry, locale))),
  };
}

/** An open day on its day; with a month and no day, the whole month, marked tentative and saying so. */
export function openDayEvent(openDay: OpenDay, locale: Locale): AllDayEvent {
  // Named by the school year it falls in, as it was when open days took their year from the calendar: the same event keeps its identity.
  const event = { uid: uid(schoolYearStartOf(openDay), openDaySlug(openDay)), location: schoolLocation(), url: pageUrl(locale, 'opendoors') };
  const first = openDayFirstDay(openDay);
  if (openDay.day) return { ...event, summary: openDay.name[locale], description: openDay.text[locale], start: first, end: first, confirmed: true };
  const t = translator({ locale, namespace: 'calendarFiles' });
  return {
    ...event,
    summary: t('monthOnlySummary', { name: openDay.name[locale] }),
    description: `${openDay.text[locale]}\n\n${t('monthOnlyDescription', { month: formatter(locale).dateTime(dateOf(first), 'monthYear') })}`,
    start: first,
    end: openDayLastDay(openDay),
    confirmed: false,
  };
}

/** The school's address, for the open days. */
function schoolLocation(): string {
  const { street, postalCode, locality, area, region } = site.contact.address;
  return [street, `${postalCode} ${locality} (${area})`, region].filter(Boolean).join(', ');
}

/** A camp as one all-day range in its summer, with its place. */
export function campEvent(camp: Camp, locale: Locale): AllDayEvent {
  return {
    uid: uid(camp.dates.start.year, campSlug(camp)),
    summary: camp.name[locale],
    description: camp.summary[locale],
    location: camp.place[locale],
    start: camp.dates.start,
    end: camp.dates.end,
    url: pageUrl(locale, camp.key),
    confirmed: true,
  };
}

const openDayFile = (openDay: OpenDay, locale: Locale): CalendarFile => ({
  locale,
  slug: openDaySlug(openDay),
  name: openDay.name[locale],
  url: pageUrl(locale, 'opendoors'),
  events: [openDayEvent(openDay, locale)],
});

const campFile = (camp: Camp, locale: Locale): CalendarFile => ({
  locale,
  slug: campSlug(camp),
  name: camp.name[locale],
  url: pageUrl(locale, camp.key),
  events: [campEvent(camp, locale)],
});

/** Every calendar file of one language. */
export function calendarFiles(locale: Locale): CalendarFile[] {
  return [schoolCalendar(locale), ...openDays.map((openDay) => openDayFile(openDay, locale)), ...camps.map((camp) => campFile(camp, locale))];
}

/**
 * The calendar files of one language that the pages offer on `today`: the school year's always (once its year is
 * over, the calendar page still offers it as a subscription), and an open day's or a camp's until it is past, when
 * its page drops the button (lib/dated-files.ts). The build writes these alone: a file no page links would stop it.
 */
function offeredCalendarFiles(locale: Locale, today: CalendarDate): CalendarFile[] {
  return [
    schoolCalendar(locale),
    ...openDays.filter((openDay) => !openDayIsPast(openDay, today)).map((openDay) => openDayFile(openDay, locale)),
    ...camps.filter((camp) => !campIsPast(camp, today)).map((camp) => campFile(camp, locale)),
  ];
}

/** The static params of the calendar route: the files offered on the build's date, in every language, as `school-year.ics`. */
export function calendarFileParams(today: CalendarDate): { locale: Locale; file: string }[] {
  return routing.locales.flatMap((locale) => offeredCalendarFiles(locale, today).map(({ slug }) => ({ locale, file: `${slug}.ics` })));
}

/** The file a request names, if the site has it. */
export function findCalendarFile(locale: string, file: string): CalendarFile | undefined {
  if (!isLocale(locale)) return undefined;
  return calendarFiles(locale).find(({ slug }) => `${slug}.ics` === file);
}
