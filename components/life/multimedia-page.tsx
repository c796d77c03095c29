import { getTranslations } from 'next-intl/server';
import { multimediaPage as content } from '@/content/life';
import { hrefFor } from '@/content/navigation';
import { getPageLocale } from '@/lib/locale';
import { columns, contentSizes } from '@/lib/picture-sizes';
import { ButtonLink } from '@/components/ui/button-link';
import { Picture } from '@/components/ui/picture';
import { Paragraphs } from '@/components/ui/prose';
import { SectionHeading } from '@/components/ui/section-heading';

/** A short text and a button to Liceo in the media (specification section 2). */
export async function MultimediaPage() {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'common' });
  return (
    <div className="grid items-center gap-4 lg:grid-cols-2">
      <div>
        <SectionHeading title={content.title[locale]} />
        <Paragraphs items={content.paragraphs[locale]} />
        <ButtonLink href={hrefFor(locale, 'media')} className="mt-3">
          {t('liceo_in_the_media')}
        </ButtonLink>
      </div>
      <Picture
        image={content.image}
        sizes={contentSizes({ lg: columns(2, 32) })}
        className="aspect-[3/2] w-full rounded object-cover shadow-sm"
      />
    </div>
  );
}
