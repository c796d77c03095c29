import type { OpenDay } from '@/content/admission';
import type { Camp } from '@/content/camps';
import type { Locale } from '@/i18n/routing';

/*
 * Where the site publishes its files that are not pages: the calendar files
 * and the news feeds. Apart from the modules that write them, which read the
 * content, so that the content check can tell a link to one from a link to
 * nothing without loading the content.
 */

/** Where a calendar file is served: /calendar/es/school-year.ics. */
export function calendarFilePath(locale: Locale, slug: string): string {
  return `/calendar/${locale}/${slug}.ics`;
}

/** The calendar files' names without `.ics`: the school year's, each open day's (by its file's name) and each camp's. */
export const schoolCalendarSlug = 'school-year';
export const openDaySlug = (openDay: Pick<OpenDay, 'id'>) => `open-day-${openDay.id}`;
export const campSlug = (camp: Pick<Camp, 'slug'>) => `camp-${camp.slug}`;

/** Where each language's Atom feed of the news is published: /feeds/news-es.xml. */
export const newsFeedPath = (locale: Locale) => `/feeds/news-${locale}.xml`;
