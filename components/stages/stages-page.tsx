import { getTranslations } from 'next-intl/server';
import { hrefFor } from '@/content/navigation';
import { stages, stagesCopy } from '@/content/stages';
import { getPageLocale } from '@/lib/locale';
import { columns, contentSizes } from '@/lib/picture-sizes';
import { Picture } from '@/components/ui/picture';
import { SectionHeading } from '@/components/ui/section-heading';
import { SiteLink } from '@/components/ui/site-link';

/** /stages: the four stages with their ages, each linking to its page. */
export async function StagesPage() {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'format' });
  return (
    <section aria-labelledby="stages-title">
      <SectionHeading id="stages-title" title={stagesCopy.index.title[locale]} lead={stagesCopy.index.lead[locale]} />
      <ol className="grid gap-3 sm:grid-cols-2">
        {stages.map((stage) => (
          <li key={stage.key}>
            <article className="group relative flex h-full flex-col overflow-hidden rounded bg-white shadow-sm ring-1 ring-navy-900/5 transition hover:shadow-md">
              <Picture
                image={stage.image}
                decorative
                sizes={contentSizes({ sm: columns(2) })}
                className="aspect-[3/2] w-full object-cover"
              />
              <div className="flex flex-1 flex-col gap-1 p-2.5 sm:p-3">
                <h3 className="font-serif text-title font-semibold text-navy-900">
                  <SiteLink
                    href={`${hrefFor(locale, stage.key)}#page-content`}
                    className="after:absolute after:inset-0 group-hover:text-garden-700"
                  >
                    {stage.name[locale]}
                  </SiteLink>
                </h3>
                <p className="font-serif text-xl font-semibold text-gold-700 first-letter:uppercase">{t('ages', stage.ages)}</p>
                <p className="text-[0.9375rem] leading-relaxed text-ink-soft">{stage.summary[locale]}</p>
              </div>
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}
