import { getTranslations } from 'next-intl/server';
import { valuesPage } from '@/content/meetus';
import { hrefFor } from '@/content/navigation';
import { getPageLocale } from '@/lib/locale';
import { ButtonLink } from '@/components/ui/button-link';
import { Paragraphs } from '@/components/ui/prose';
import { SectionHeading } from '@/components/ui/section-heading';
import { TitledTiles } from '@/components/ui/titled-tiles';
import { MoreLink } from './more-link';

/** The school's values, and the Foundation that takes them further. */
export async function ValuesPage() {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'common' });
  const copy = valuesPage;
  return (
    <div className="space-y-8">
      <section aria-labelledby="values-lived">
        <SectionHeading id="values-lived" title={copy.title[locale]} />
        <Paragraphs items={copy.paragraphs[locale]} className="[&>p:first-child]:text-lead [&>p:first-child]:text-ink" />
      </section>
      <section aria-labelledby="values-places">
        <SectionHeading id="values-places" title={copy.placesTitle[locale]} />
        <TitledTiles items={copy.places} columns={3} />
        <p className="mt-3">
          <MoreLink href={`${hrefFor(locale, 'education')}#project`}>{copy.projectLink[locale]}</MoreLink>
        </p>
      </section>
      <section aria-labelledby="values-foundation" className="rounded bg-navy-900 px-3 py-5 sm:px-5">
        <h2 id="values-foundation" className="text-headline font-semibold text-white">
          {copy.foundation.title[locale]}
        </h2>
        <p className="mt-2 max-w-prose text-lead text-white/90">{copy.foundation.text[locale]}</p>
        <ButtonLink href={hrefFor(locale, 'foundation')} variant="gold" className="mt-3">
          {t('discover_foundation')}
        </ButtonLink>
      </section>
    </div>
  );
}
