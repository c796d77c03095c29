import { getFormatter, getTranslations } from 'next-intl/server';
import { home, homeFacilityPictures } from '@/content/home';
import { hrefFor } from '@/content/navigation';
import { videos } from '@/content/videos';
import { getPageLocale } from '@/lib/locale';
import { columns, contentSizes } from '@/lib/picture-sizes';
import { schoolFacts } from '@/lib/school-facts';
import { formatTemplate } from '@/lib/text';
import { Carousel } from '@/components/media/carousel';
import { VideoThumbnail } from '@/components/media/video-thumbnail';
import { ButtonLink } from '@/components/ui/button-link';

const panel = 'flex flex-col gap-2 rounded bg-white p-3 shadow-sm ring-1 ring-navy-900/5 lg:p-4';
const eyebrow = 'text-xs font-semibold uppercase tracking-[0.16em] text-gold-700';
// A picture filling a panel: the content column less the panel's padding, one of two panels from lg.
const panelPicture = contentSizes({ base: { inset: 48 }, lg: { ...columns(2), inset: 64 } }, { sideNav: false });

/** The summer camps card (video + Know more) and the facilities card (slider). */
export async function HomeCards() {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'common' });
  const facts = schoolFacts(locale, await getFormatter({ locale }));
  const facilitySlides = homeFacilityPictures.map((image) => ({ image }));
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <section aria-labelledby="home-camps" className={panel}>
        <p className={eyebrow}>{home.camps.eyebrow[locale]}</p>
        <h2 id="home-camps" className="text-title font-semibold">{t('summer_camps')}</h2>
        <VideoThumbnail video={videos.summerCamps} sizes={panelPicture} />
        <p className="text-ink-soft">{home.camps.text[locale]}</p>
        <p className="mt-auto">
          <ButtonLink href={hrefFor(locale, 'camps')}>{t('know_more')}</ButtonLink>
        </p>
      </section>
      <section aria-labelledby="home-facilities" className={panel}>
        <p className={eyebrow}>{home.facilities.eyebrow[locale]}</p>
        <h2 id="home-facilities" className="text-title font-semibold">{home.facilities.title[locale]}</h2>
        <Carousel label={home.facilities.sliderLabel[locale]} slides={facilitySlides} sizes={panelPicture} />
        <p className="text-ink-soft">
          {formatTemplate(home.facilities.text[locale], facts, locale)}
        </p>
        <p className="mt-auto">
          <ButtonLink href={hrefFor(locale, 'facilities')} variant="secondary">{t('see_facilities')}</ButtonLink>
        </p>
      </section>
    </div>
  );
}
