import * as z from 'zod';
import { monthDay } from './dates';
import { imageKey, listWithUniqueIds, localized, sampleMark, slug } from './fields';

/*
 * content/data/news.json: the news items of the news page and the home page
 * (specification section 3): picture, title, date, summary.
 */

const newsItem = z.object({
  /** true while the item is sample data: the school replaces these with its own news. */
  sample: sampleMark,
  /** Lowercase words joined by hyphens: it names the item on the page. */
  id: slug,
  image: imageKey,
  title: localized,
  /** A day of the school year of content/data/calendar.json. */
  date: monthDay,
  summary: localized,
});

export const newsFile = z.object({
  /** Newest first, in the order the page lists them. */
  newsItems: listWithUniqueIds(newsItem),
});

export type NewsFile = z.infer<typeof newsFile>;
export type NewsItem = NewsFile['newsItems'][number];
