import { getFormatter } from 'next-intl/server';
import { activitiesPage } from '@/content/life';
import { getPageLocale } from '@/lib/locale';
import { Carousel } from '@/components/media/carousel';
import { SectionHeading } from '@/components/ui/section-heading';

/** Study trips, visits, exchanges and the ski trip, with a slider (specification section 2). */
export async function ActivitiesPage() {
  const locale = await getPageLocale();
  const format = await getFormatter({ locale });
  const { outings } = activitiesPage;
  return (
    <div className="space-y-6">
      <SectionHeading title={activitiesPage.title[locale]} lead={activitiesPage.intro[locale]} />
      <Carousel
        label={activitiesPage.sliderLabel[locale]}
        slides={outings.map((outing) => ({ image: outing.image, caption: outing.title[locale] }))}
      />
      <ul className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
        {outings.map((outing, index) => (
          <li key={outing.id} id={outing.id} className="border-t-2 border-gold-300 pt-2">
            <p aria-hidden="true" className="font-serif text-sm font-semibold text-gold-700">
              {format.number(index + 1, 'twoDigits')}
            </p>
            <h3 className="mt-0.5 text-title font-semibold">{outing.title[locale]}</h3>
            <p className="mt-1 leading-relaxed text-ink-soft">{outing.text[locale]}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
