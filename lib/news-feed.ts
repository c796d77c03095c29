import { Feed } from 'feed';
import { articleRoutes } from '@/content/navigation';
import { articleOf } from '@/content/news';
import { routing, type Locale } from '@/i18n/routing';
import { dateOf } from './dates';
import { newsFeedPath } from './file-names';
import { absoluteUrl, pageUrl } from './seo';

export { newsFeedPath } from './file-names';

/** The feed files, as a route's static params. */
export const newsFeedParams = () => routing.locales.map((locale) => ({ file: newsFeedPath(locale).split('/').at(-1)! }));

/** The language of a feed file's name, if it is one. */
export const newsFeedLocale = (file: string): Locale | undefined => routing.locales.find((locale) => newsFeedPath(locale).endsWith(`/${file}`));

/** The Atom feed of the news in one language, newest first, with each article's address, summary and photo. */
export function newsFeedXml(locale: Locale, { title, author }: { title: string; author: string }): string {
  const articles = articleRoutes.map((route) => ({ route, article: articleOf(route.slug) }));
  const feed = new Feed({
    id: pageUrl(locale, 'news'),
    link: pageUrl(locale, 'news'),
    title,
    language: locale,
    copyright: author,
    author: { name: author, link: pageUrl(locale, 'home') },
    updated: articles[0] ? dateOf(articles[0].article.day) : new Date(0),
    feedLinks: { atom: absoluteUrl(newsFeedPath(locale)) },
  });
  for (const { route, article } of articles)
    feed.addItem({
      id: pageUrl(locale, route.key),
      link: pageUrl(locale, route.key),
      title: article.title[locale],
      description: article.summary[locale],
      date: dateOf(article.day),
      image: absoluteUrl(article.image.src),
    });
  return feed.atom1();
}
