import { getTranslations } from 'next-intl/server';
import { mediaIndex } from '@/content/media';
import { hrefFor } from '@/content/navigation';
import { getPageLocale } from '@/lib/locale';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { DayText } from './date-text';
import { MediaSlider } from './media-slider';
import { NewsCard } from './news-card';

/** Liceo in the media: a news list of the school's media, and a slider (specification section 2). */
export async function MediaIndexPage() {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'common' });
  const nav = await getTranslations({ locale, namespace: 'nav' });
  return (
    <div className="space-y-6">
      <div>
        <SectionHeading title={mediaIndex.title[locale]} lead={mediaIndex.intro[locale]} />
        <ul className="grid gap-3 sm:grid-cols-2">
          {mediaIndex.items.map((item) => (
            <li key={item.route}>
              <NewsCard
                image={item.image}
                imageTop={item.route === 'magazine'}
                title={item.title[locale]}
                date={<DayText date={item.date} />}
                summary={item.summary[locale]}
                actions={
                  <ButtonLink href={`${hrefFor(locale, item.route)}#page-content`} variant="secondary">
                    {t('see_more')}
                    <span className="sr-only">: {nav(item.route)}</span>
                  </ButtonLink>
                }
              />
            </li>
          ))}
        </ul>
      </div>
      <MediaSlider id="media-slider" title={mediaIndex.sliderTitle} slides={mediaIndex.slides} />
    </div>
  );
}
