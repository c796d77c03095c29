import { getTranslations } from 'next-intl/server';
import { articleRoutes, hrefFor } from '@/content/navigation';
import { articleOf, newsPage } from '@/content/news';
import { getPageLocale } from '@/lib/locale';
import { pageUrl } from '@/lib/seo';
import { ButtonLink } from '@/components/ui/button-link';
import { DayTime } from '@/components/ui/dates';
import { SectionHeading } from '@/components/ui/section-heading';
import { NewsCard } from './news-card';
import { ShareLinks } from './share-links';

/** The news list, newest first: a card per article with its date, summary, a link to it and share links for its own page (specification section 2). */
export async function NewsPage() {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'common' });
  return (
    <div className="space-y-4">
      <SectionHeading title={newsPage.title[locale]} lead={newsPage.intro[locale]} />
      <ul className="grid gap-3 sm:grid-cols-2">
        {articleRoutes.map((route) => {
          const article = articleOf(route.slug);
          const title = article.title[locale];
                return (
            <li key={route.key}>
              <NewsCard
                id={route.slug}
                image={article.image}
                title={title}
                date={<DayTime date={article.day} withYear />}
                summary={article.summary[locale]}
                actions={
                  <>
                    <ButtonLink href={hrefFor(locale, route.key)} variant="secondary">
                      {t('see_more')}
                      <span className="sr-only">: {title}</span>
                    </ButtonLink>
                    <ShareLinks pageUrl={pageUrl(locale, route.key)} title={title} />
                  </>
                }
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
