import { openDays } from '@/content/admission';
import { classesBegin, schoolYearStart } from '@/content/calendar';
import { campOf, dayCamp, isCampKey } from '@/content/camps';
import { feesCourse } from '@/content/fees';
import { magazine } from '@/content/media';
import { getRoute, type RouteKey } from '@/content/navigation';
import { extendedHours } from '@/content/services';
import { formatter, translator } from '@/i18n/request';
import type { Locale } from '@/i18n/routing';
import { campSearchSummary } from './camp-summary';
import { dateOf, monthDate, schoolYearName } from './dates';
import { schoolFacts } from './school-facts';

/*
 * Each page's description (messages meta.<key>: what search engines and
 * link previews show) names its facts through `{slots}`, filled here from
 * content/: a year, a day, an amount is never written into messages/, so
 * the description follows the content when the school moves to a new year.
 * A day is handed over as a Date and written by the message's named format
 * (`{start, date, day}`, i18n/request.ts).
 */

export type DescriptionValues = Readonly<Record<string, string | number | Date>>;

/** The facts of one page's description, beyond the school's headline facts that every description may name. */
function pageFacts(key: RouteKey, locale: Locale): DescriptionValues {
  if (isCampKey(key)) return { searchSummary: campSearchSummary(campOf(key), locale) };
  const format = formatter(locale);
  switch (key) {
    case 'admission':
    case 'fees':
      return { feeYear: schoolYearName(feesCourse.startYear) };
    case 'calendar':
      return { schoolYear: schoolYearName(schoolYearStart), start: dateOf(classesBegin) };
    case 'campsSports':
      return { discount: dayCamp.earlyBird.discountPercent / 100, deadline: dateOf(dayCamp.earlyBird.deadline) };
    case 'opendoors': {
      const months = [...new Set(openDays.map((openDay) => openDay.month))].map((month) => format.dateTime(monthDate(month), 'month'));
      return { count: openDays.length, months: format.list(months, 'and') };
    }
    case 'magazine':
      return { issue: magazine.issue, published: dateOf({ ...magazine.published, day: 1 }) };
    case 'extended':
      return { julyDays: extendedHours.julyOptionDays };
    default:
      return {};
  }
}

/** What a page's description fills in: the page's own values (content/navigation.ts), the school's facts and the page's facts. */
export function descriptionValues(key: RouteKey, locale: Locale): DescriptionValues {
  return { ...getRoute(key).message.values, ...schoolFacts(locale, formatter(locale)), ...pageFacts(key, locale) };
}

/** A page's description in a language, filled in from content/. */
export function pageDescription(key: RouteKey, locale: Locale): string {
  return translator({ locale, namespace: 'meta' })(getRoute(key).message.key, descriptionValues(key, locale));
}
