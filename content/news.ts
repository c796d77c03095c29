import { readData } from './data';

/** News items (specification section 3) and the news page's texts: in content/data/news.json, shaped by content/schemas/news.ts. */

export type { NewsItem, NewsPageContent } from './schemas/news';

export const { newsItems, newsPage } = readData('news.json');

/**
 * The news page shows its placeholder items repeated (specification section 2),
 * so the list reads as a full page until the school publishes its own.
 */
export const newsFeedRepeats = 2;

/**
 * PLACEHOLDER: the specification gives no domain. Share links need an absolute
 * page address; this origin belongs in content/site.ts once the school has one.
 */
export const siteOrigin = 'https://www.liceo.example';

export type ShareNetwork = { readonly name: string; readonly shareUrl: (pageUrl: string) => string };

/** The three networks a news item can be shared on (specification section 2). */
export const shareNetworks = [
  { name: 'X', shareUrl: (url: string) => `https://x.com/intent/post?url=${encodeURIComponent(url)}` },
  { name: 'Facebook', shareUrl: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
  { name: 'LinkedIn', shareUrl: (url: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}` },
] as const satisfies readonly ShareNetwork[];
