import { getFormatter, getTranslations } from 'next-intl/server';
import { facilitiesCopy } from '@/content/facilities';
import { meetUsIndex } from '@/content/meetus';
import { hrefFor } from '@/content/navigation';
import { getPageLocale } from '@/lib/locale';
import { schoolFacts } from '@/lib/school-facts';
import { formatTemplate } from '@/lib/text';
import { Carousel } from '@/components/media/carousel';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { FactFigure } from './fact-figure';
import { facilitySlides, virtualVisitSlides } from './facility-slides';

/** Facilities: the areas, a photo slider and a virtual-visit slider. */
export async function FacilitiesPage() {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'common' });
  const format = await getFormatter({ locale });
  const copy = facilitiesCopy.facilities;
  const facts = schoolFacts(locale, format);
  const labels = meetUsIndex.facts;
  return (
    <div className="space-y-8">
      <section aria-labelledby="facilities-campus">
        <SectionHeading id="facilities-campus" title={copy.title[locale]} lead={formatTemplate(copy.intro[locale], facts, locale)} />
        <ul className="grid max-w-2xl gap-2 sm:grid-cols-2">
          <li className="rounded bg-white p-2.5 shadow-sm ring-1 ring-navy-900/5">
            <FactFigure value={facts.gardens} label={labels.gardens.label[locale]} />
          </li>
          <li className="rounded bg-white p-2.5 shadow-sm ring-1 ring-navy-900/5">
            <FactFigure value={facts.sports} label={labels.sports.label[locale]} />
          </li>
        </ul>
      </section>
      <section aria-labelledby="facilities-photos">
        <SectionHeading id="facilities-photos" title={copy.photosTitle[locale]} />
        <Carousel label={copy.photosTitle[locale]} slides={facilitySlides(locale)} />
        <ButtonLink href={`${hrefFor(locale, 'seefacilities')}#page-content`} className="mt-3">
          {t('see_facilities')}
        </ButtonLink>
      </section>
      <section aria-labelledby="facilities-virtual">
        <SectionHeading id="facilities-virtual" title={t('virtual_visit')} lead={copy.virtualText[locale]} />
        <Carousel label={t('virtual_visit')} slides={virtualVisitSlides(locale)} />
        <ButtonLink href={`${hrefFor(locale, 'virtualvisit')}#page-content`} variant="secondary" className="mt-3">
          {t('virtual_visit')}
        </ButtonLink>
      </section>
    </div>
  );
}
