import { getFormatter, getTranslations } from 'next-intl/server';
import { facilities, facilitiesCopy } from '@/content/facilities';
import { hrefFor } from '@/content/navigation';
import { getPageLocale } from '@/lib/locale';
import { schoolFacts } from '@/lib/school-facts';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { SectionHeading } from '@/components/ui/section-heading';

const areaSlot = { gardensM2: 'gardens', sportsFacilitiesM2: 'sports' } as const;

/** Every facility with its picture and a short text. */
export async function SeeFacilitiesPage() {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'common' });
  const format = await getFormatter({ locale });
  const facts = schoolFacts(locale, format);
  const copy = facilitiesCopy.seeFacilities;
  return (
    <section aria-labelledby="facilities-all">
      <SectionHeading id="facilities-all" title={copy.title[locale]} lead={copy.intro[locale]} />
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {facilities.map((facility) => (
          <li key={facility.id}>
            <Card
              title={facility.name[locale]}
              image={facility.image}
              footer={
                facility.area !== undefined && (
                  <p className="inline-block rounded bg-gold-100 px-1 py-0.5 font-serif text-lg font-semibold text-navy-900">
                    {facts[areaSlot[facility.area]]}
                  </p>
                )
              }
            >
              {facility.text[locale]}
            </Card>
          </li>
        ))}
      </ul>
      <ButtonLink href={`${hrefFor(locale, 'virtualvisit')}#page-content`} variant="secondary" className="mt-4">
        {t('virtual_visit')}
      </ButtonLink>
    </section>
  );
}
