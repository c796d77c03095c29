import { readData, readEntries } from './data';
import type { CalendarDate } from './schemas/dates';
import type { NewsArticle } from './schemas/news';

/**
 * The news (specification sections 2 and 3): each article a file of
 * content/data/news/ (shaped by content/schemas/news.ts), and the news page's
 * texts in content/data/news-page.json.
 */

export type { NewsArticle, NewsPageContent } from './schemas/news';

export const { newsPage } = readData('news-page.json');

/** An article, its name (its address is /<locale>/life/news/<slug>/) and its date as a day of the calendar. */
export type PublishedArticle = NewsArticle & { readonly slug: string; readonly day: CalendarDate };

/** "2024-03-14" (the editor's date, which the schema checked) as { year: 2024, month: 3, day: 14 }. */
function dayOf(date: string): CalendarDate {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  return { year, month, day };
}

/** Every article, newest first (on the same day, by title). */
export const newsArticles: readonly PublishedArticle[] = readEntries('news')
  .map(({ name, entry }) => ({ ...entry, slug: name, day: dayOf(entry.date) }))
  .sort((a, b) => b.date.localeCompare(a.date) || a.title.es.localeCompare(b.title.es));

/** The article of a slug; the route tree lists each once. */
export function articleOf(slug: string): PublishedArticle {
  const article = newsArticles.find((candidate) => candidate.slug === slug);
  if (!article) throw new Error(`content/data/news/: no article "${slug}"`);
  return article;
}

export type ShareNetwork = { readonly name: string; readonly shareUrl: (pageUrl: string) => string };

/** The three networks a news item can be shared on (specification section 2). */
export const shareNetworks = [
  { name: 'X', shareUrl: (url: string) => `https://x.com/intent/post?url=${encodeURIComponent(url)}` },
  { name: 'Facebook', shareUrl: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
  { name: 'LinkedIn', shareUrl: (url: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}` },
] as const satisfies readonly ShareNetwork[];
