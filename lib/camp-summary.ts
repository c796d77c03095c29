import type { CampSummarySlot } from '@/content/schemas/camps';
import type { AgeRange } from '@/content/schemas/fields';
import type { CalendarDate } from '@/content/schemas/dates';
import { formatter } from '@/i18n/request';
import type { Locale } from '@/i18n/routing';
import { dateOf } from './dates';
import { formatTemplate } from './text';

/** What a camp's search summary is written from: its own days and ages, and the template staff wrote. */
type CampFacts = { readonly dates: { readonly start: CalendarDate; readonly end: CalendarDate }; readonly ages: AgeRange };

/** The values of a camp's search summary's `{slots}`: its first and last days ("30 de junio" / "30 June") and its ages. */
export function campSummaryValues({ dates, ages }: CampFacts, locale: Locale): Record<CampSummarySlot, string | number> {
  const day = (date: CalendarDate) => formatter(locale).dateTime(dateOf(date), 'day');
  return { start: day(dates.start), end: day(dates.end), from: ages.from, to: ages.to };
}

/** A camp's search summary (its page's description), its `{slots}` filled from the camp itself. */
export function campSearchSummary(camp: CampFacts & { readonly searchSummary: Readonly<Record<Locale, string>> }, locale: Locale): string {
  return formatTemplate(camp.searchSummary[locale], campSummaryValues(camp, locale), locale);
}
