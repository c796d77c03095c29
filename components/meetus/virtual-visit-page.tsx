import { getTranslations } from 'next-intl/server';
import { facilitiesCopy } from '@/content/facilities';
import { hrefFor } from '@/content/navigation';
import { getPageLocale } from '@/lib/locale';
import { Carousel } from '@/components/media/carousel';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { SiteLink } from '@/components/ui/site-link';
import { virtualVisitSlides } from './facility-slides';

/** The virtual visit, and how to book a real one. */
export async function VirtualVisitPage() {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'common' });
  const nav = await getTranslations({ locale, namespace: 'nav' });
  const copy = facilitiesCopy.virtualVisit;
  return (
    <div className="space-y-8">
      <section aria-labelledby="virtual-tour">
        <SectionHeading id="virtual-tour" title={copy.title[locale]} lead={copy.intro[locale]} />
        <Carousel label={copy.carouselLabel[locale]} slides={virtualVisitSlides(locale)} />
      </section>
      <section aria-labelledby="virtual-book" className="rounded bg-garden-700 px-3 py-5 text-white sm:px-5">
        <h2 id="virtual-book" className="text-headline font-semibold text-white">
          {copy.bookTitle[locale]}
        </h2>
        <p className="mt-2 max-w-prose text-lead text-white/90">{copy.bookText[locale]}</p>
        <ButtonLink href={`${hrefFor(locale, 'visit')}#page-content`} variant="light" className="mt-3">
          {t('make_your_booking')}
        </ButtonLink>
        <p className="mt-3 text-white/90">
          {copy.openDaysText[locale]}{' '}
          <SiteLink href={`${hrefFor(locale, 'opendoors')}#page-content`} className="font-semibold text-white underline underline-offset-4">
            {nav('opendoors')}
          </SiteLink>
        </p>
      </section>
    </div>
  );
}
