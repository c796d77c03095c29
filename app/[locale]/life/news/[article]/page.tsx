import { notFound } from 'next/navigation';
import { sectionRoute } from '@/components/layout/section-route';
import { newsArticlePage } from '@/components/life/news-article-page';
import { articleRoutes } from '@/content/navigation';
import { routing } from '@/i18n/routing';

type ArticleParams = { params: Promise<{ locale: string; article: string }> };

// One page per article of content/data/news/, from the route tree.
export const dynamicParams = false;
export function generateStaticParams() {
  return routing.locales.flatMap((locale) => articleRoutes.map((route) => ({ locale, article: route.slug })));
}

function articleRoute(slug: string) {
  const route = articleRoutes.find((candidate) => candidate.slug === slug);
  if (!route) notFound();
  return sectionRoute(route.key, newsArticlePage(route.key, slug));
}

export async function generateMetadata({ params }: ArticleParams) {
  const { locale, article } = await params;
  return articleRoute(article).generateMetadata({ params: Promise.resolve({ locale }) });
}

export default async function ArticlePage({ params }: ArticleParams) {
  const { locale, article } = await params;
  const { Page } = articleRoute(article);
  return <Page params={Promise.resolve({ locale })} />;
}
