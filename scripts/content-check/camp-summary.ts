import { dataFolders } from '@/content/schemas';
import { campSummarySlots } from '@/content/schemas/camps';
import { searchTextLength } from '@/content/schemas/fields';
import { calendarDateOf, type CalendarDate } from '@/content/schemas/dates';
import { formatter } from '@/i18n/request';
import { routing, type Locale } from '@/i18n/routing';
import { campSearchSummary } from '@/lib/camp-summary';
import { dateOf, monthDate } from '@/lib/dates';
import { templateProblems } from '@/lib/text';
import type { FieldIssue, FileRule } from './data-files';

/*
 * A camp's search summary (camps/<name>.json, `searchSummary`): the text
 * search engines and link previews show for its page. It names the camp's
 * days and ages through `{start}`, `{end}`, `{from}` and `{to}`, which the
 * page fills in from the camp's own `dates` and `ages`; a day or an age range
 * written out in words must be the camp's own, or the summary would tell
 * families last year's dates once the office moves the camp. Filled in, it
 * must fit what search engines show (the editor cannot count it: the slots
 * are shorter than what they become).
 */

type CampFacts = { dates: { start: string; end: string }; ages: { from: number; to: number }; searchSummary: Record<Locale, string> };

/** The month names of a language as the site writes them ("junio" / "June"), by number. */
const monthNames = (locale: Locale) => Array.from({ length: 12 }, (_, index) => formatter(locale).dateTime(monthDate(index + 1), 'month').toLowerCase());

/** The days a text names in words, as { month, day }: "30 de junio", "del 4 al 17 de julio", "30 June", "from 4 to 17 July", "July 4". */
function namedDays(text: string, locale: Locale): { month: number; day: number; words: string }[] {
  const names = monthNames(locale);
  const month = `(${names.join('|')})`;
  const monthOf = (name: string) => names.indexOf(name.toLowerCase()) + 1;
  const day = '(\\d{1,2})';
  const joiner = locale === 'es' ? '(?:al|a|y)' : '(?:to|and|-|–)';
  const of = locale === 'es' ? '(?:\\s+de)?' : '';
  const found: { month: number; day: number; words: string }[] = [];
  for (const [words, first, second, name] of text.matchAll(new RegExp(`\\b${day}\\s+${joiner}\\s+${day}${of}\\s+${month}\\b`, 'giu')))
    found.push({ month: monthOf(name!), day: Number(first), words: words! }, { month: monthOf(name!), day: Number(second), words: words! });
  for (const [words, number, name] of text.matchAll(new RegExp(`\\b${day}${of}\\s+${month}\\b`, 'giu'))) found.push({ month: monthOf(name!), day: Number(number), words: words! });
  if (locale === 'en') for (const [words, name, number] of text.matchAll(new RegExp(`\\b${month}\\s+${day}\\b`, 'giu'))) found.push({ month: monthOf(name!), day: Number(number), words: words! });
  return found;
}

/** The age ranges a text names in words: "de 11 a 14 años", "11-14 años", "aged 11 to 14", "ages 11-14", "11 to 14 years". */
function namedAges(text: string, locale: Locale): { from: number; to: number; words: string }[] {
  const patterns =
    locale === 'es'
      ? [/\b(\d{1,2})\s*(?:a|-|–|y)\s*(\d{1,2})\s+años\b/giu]
      : [/\b(?:aged|ages?)\s+(\d{1,2})\s*(?:to|-|–|and)\s*(\d{1,2})\b/giu, /\b(\d{1,2})\s*(?:to|-|–)\s*(\d{1,2})[\s-]+years?\b/giu];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map(([words, from, to]) => ({ from: Number(from), to: Number(to), words: words! })));
}

const sameDay = (a: { month: number; day: number }, b: CalendarDate) => a.month === b.month && a.day === b.day;

/** What is wrong with one language of a camp's search summary. */
function summaryProblems(camp: CampFacts, locale: Locale): string[] {
  const template = camp.searchSummary[locale];
  // A template the page cannot fill in is named by the rule of every template.
  if (templateProblems(template, Object.keys(campSummarySlots)).length > 0) return [];
  const start = calendarDateOf(camp.dates.start);
  const end = calendarDateOf(camp.dates.end);
  const written = (date: CalendarDate) => formatter(locale).dateTime(dateOf(date), 'dayWithYear');
  const problems: string[] = [];
  const wrongDays = namedDays(template, locale).filter((named) => !sameDay(named, start) && !sameDay(named, end));
  if (wrongDays.length > 0)
    problems.push(
      `names "${wrongDays[0]!.words}", but the camp runs from ${written(start)} to ${written(end)} (its "dates"): write {start} and {end}, which the page fills in from the dates, or correct the days`,
    );
  const years = [...template.matchAll(/\b(?:19|20)\d\d\b/g)].map(([year]) => Number(year)).filter((year) => year !== start.year);
  if (years.length > 0) problems.push(`names the year ${years[0]}, but the camp is in the summer of ${start.year} (its "dates"): leave the year out, or correct it`);
  const wrongAges = namedAges(template, locale).filter((named) => named.from !== camp.ages.from || named.to !== camp.ages.to);
  if (wrongAges.length > 0)
    problems.push(`names "${wrongAges[0]!.words}", but the camp takes ages ${camp.ages.from} to ${camp.ages.to} (its "ages"): write {from} and {to}, which the page fills in from the ages, or correct them`);
  if (problems.length > 0) return problems;
  const { length } = campSearchSummary({ dates: { start, end }, ages: camp.ages, searchSummary: camp.searchSummary }, locale);
  if (length < searchTextLength.min || length > searchTextLength.max)
    problems.push(`is ${length} characters long once its dates and ages are filled in: it must be ${searchTextLength.min} to ${searchTextLength.max}, as search engines show it`);
  return problems;
}

/** camps/<name>.json: its search summary names the camp's own days and ages, and fits search engines once filled in. */
export const campSummaryProblems: FileRule = async (schema, data) => {
  if (schema !== dataFolders.camps.entry) return [];
  const parsed = schema.safeParse(data);
  // A camp its schema refuses (a day that does not exist, a template that cannot be read) is named by its own rule first.
  if (!parsed.success) return [];
  const camp = parsed.data as CampFacts;
  return routing.locales.flatMap((locale): FieldIssue[] => summaryProblems(camp, locale).map((message) => ({ path: ['searchSummary', locale], message })));
};
