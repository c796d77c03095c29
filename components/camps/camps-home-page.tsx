import { getTranslations } from 'next-intl/server';
import { campFinderText, campsText, dayCamp, type CampRegion } from '@/content/camps';
import { hrefFor } from '@/content/navigation';
import { videos } from '@/content/videos';
import { getPageLocale, usePageLocale } from '@/lib/locale';
import { columns, contentSizes } from '@/lib/picture-sizes';
import { VideoThumbnail } from '@/components/media/video-thumbnail';
import { ButtonLink } from '@/components/ui/button-link';
import { Picture } from '@/components/ui/picture';
import { Paragraphs } from '@/components/ui/prose';
import { SectionHeading } from '@/components/ui/section-heading';
import { CampAgeChooser } from './camp-age-chooser';
import { CampList } from './camp-list';
import { CampRules } from './camp-rules';
import { EarlyBird } from './early-bird';

// From md the picture covers 2fr of a row as tall as the day camp's text: drawn about 520-600 px wide.
const besideDayCamp = contentSizes({ md: 580 });

/** A region's camps under their heading. */
function RegionSection({ region }: { region: CampRegion }) {
  const locale = usePageLocale();
  const text = campsText.regions[region];
  const id = `camps-${region}`;
  return (
    <section aria-labelledby={id}>
      <SectionHeading id={id} title={text.heading[locale]} lead={text.lead[locale]} />
      <CampList region={region} />
    </section>
  );
}

/** The camps home (/camps): video, the day camp, the camps in Spain and abroad, the rules. */
export async function CampsHomePage() {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'common' });
  const nav = await getTranslations({ locale, namespace: 'nav' });
  return (
    <div className="space-y-8 md:space-y-10">
      <section aria-labelledby="camps-intro" className="grid items-center gap-4 lg:grid-cols-2">
        <div>
          <SectionHeading id="camps-intro" title={t('summer_camps')} lead={t('summer_camps_text')} />
          <Paragraphs items={campsText.intro[locale]} />
        </div>
        <VideoThumbnail video={videos.summerCamps} sizes={contentSizes({ lg: columns(2, 32) })} />
      </section>

      <section aria-labelledby="camp-finder" className="rounded bg-white p-3 shadow-sm ring-1 ring-navy-900/5 md:p-4">
        <SectionHeading id="camp-finder" title={campFinderText.heading[locale]} lead={campFinderText.lead[locale]} />
        <CampAgeChooser />
      </section>

      <section
        aria-labelledby="camps-day"
        className="overflow-hidden rounded bg-white shadow-sm ring-1 ring-navy-900/5 md:grid md:grid-cols-[2fr_3fr]"
      >
        <Picture
          image={dayCamp.image}
          sizes={besideDayCamp}
          className="aspect-[3/2] w-full object-cover md:aspect-auto md:h-full"
        />
        <div className="flex flex-col gap-2 p-3 md:p-4">
          <h2 id="camps-day" className="text-title font-semibold">
            {nav('campsSports')}
          </h2>
          <p className="leading-relaxed text-ink-soft">{dayCamp.summary[locale]}</p>
          <div className="rounded bg-gold-100 px-2 py-1.5 text-ink">
            <p className="text-xs font-semibold uppercase tracking-[0.16em] text-gold-700">{campsText.earlyBirdLabel[locale]}</p>
            <EarlyBird className="mt-0.5" />
          </div>
          <p className="mt-auto pt-1">
            <ButtonLink href={`${hrefFor(locale, 'campsSports')}#page-content`}>{t('know_more')}</ButtonLink>
          </p>
        </div>
      </section>

      <RegionSection region="spain" />
      <RegionSection region="abroad" />
      <CampRules />
    </div>
  );
}
