import { getFormatter, getTranslations } from 'next-intl/server';
import { alumniPage as content } from '@/content/life';
import { hrefFor } from '@/content/navigation';
import { getPageLocale } from '@/lib/locale';
import { schoolFacts } from '@/lib/school-facts';
import { formatTemplate } from '@/lib/text';
import { ButtonLink } from '@/components/ui/button-link';
import { Paragraphs } from '@/components/ui/prose';
import { SectionHeading } from '@/components/ui/section-heading';
import { TitledTiles } from '@/components/ui/titled-tiles';

/** Former pupils staying in touch (/life/alumns). */
export async function AlumniPage() {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'common' });
  const format = await getFormatter({ locale });
  const paragraphs = content.paragraphs[locale].map((text) => formatTemplate(text, schoolFacts(locale, format), locale));
  return (
    <div className="space-y-6">
      <div>
        <SectionHeading title={content.title[locale]} />
        <Paragraphs items={paragraphs} />
      </div>
      <section aria-labelledby="alumni-ways">
        <h3 id="alumni-ways" className="mb-2 text-title font-semibold">
          {content.waysTitle[locale]}
        </h3>
        <TitledTiles items={content.ways} headingLevel="h4" />
      </section>
      <div className="flex flex-col items-start gap-2 rounded bg-navy-900 p-3 text-white sm:flex-row sm:items-center sm:justify-between sm:p-4">
        <p className="font-serif text-xl">{content.closing[locale]}</p>
        <ButtonLink href={hrefFor(locale, 'contact')} variant="light">
          {t('contact_us')}
        </ButtonLink>
      </div>
    </div>
  );
}
