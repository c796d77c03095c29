import { getTranslations } from 'next-intl/server';
import { hrefFor } from '@/content/navigation';
import { newsFeedRepeats, newsItems, newsPage, siteOrigin } from '@/content/news';
import type { Locale } from '@/i18n/routing';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { DayText } from './date-text';
import { NewsCard } from './news-card';
import { ShareLinks } from './share-links';

/** The news list: cards with a see-more button and share links (specification section 2). */
export async function NewsPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'common' });
  const pageUrl = `${siteOrigin}${hrefFor(locale, 'news')}`;
  const feed = Array.from({ length: newsFeedRepeats }, () => newsItems).flat();
  return (
    <div className="space-y-4">
      <SectionHeading title={newsPage.title[locale]} lead={newsPage.intro[locale]} />
      <ul className="grid gap-3 sm:grid-cols-2">
        {feed.map((item, index) => {
          const id = `news-${index + 1}`;
          const title = item.title[locale];
          return (
            <li key={id}>
              <NewsCard
                id={id}
                image={item.image}
                title={title}
                date={<DayText date={item.date} locale={locale} />}
                summary={item.summary[locale]}
                locale={locale}
                actions={
                  <>
                    <ButtonLink href={hrefFor(locale, 'media')} variant="secondary">
                      {t('see_more')}
                      <span className="sr-only">: {title}</span>
                    </ButtonLink>
                    <ShareLinks pageUrl={`${pageUrl}#${id}`} title={title} locale={locale} />
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
