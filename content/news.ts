import newsData from './data/news.json';
import { newsFile } from './schemas/news';
import type { Localized } from './types';

/** News items (specification section 3): the facts are in content/data/news.json, shaped by content/schemas/news.ts. */

export type { NewsItem } from './schemas/news';

export const { newsItems } = newsFile.parse(newsData);

/**
 * The news page shows its placeholder items repeated (specification section 2),
 * so the list reads as a full page until the school publishes its own.
 */
export const newsFeedRepeats = 2;

export type NewsPageContent = { readonly title: Localized; readonly intro: Localized };

export const newsPage = {
  title: { es: 'Lo último del Liceo', en: 'Latest from the Liceo' },
  intro: {
    es: 'Lo que pasa en las aulas, en las pistas y en los escenarios del colegio, contado por quienes lo viven.',
    en: 'What happens in the classrooms, on the courts and on the stages of the school, told by the people who live it.',
  },
} as const satisfies NewsPageContent;

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
