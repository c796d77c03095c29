import { getTranslations } from 'next-intl/server';
import { familyMeetings as content } from '@/content/life';
import { hrefFor } from '@/content/navigation';
import { getPageLocale } from '@/lib/locale';
import { contentSizes } from '@/lib/picture-sizes';
import { ButtonLink } from '@/components/ui/button-link';
import { ClockSpan } from '@/components/ui/clock';
import { Picture } from '@/components/ui/picture';
import { Paragraphs } from '@/components/ui/prose';
import { SectionHeading } from '@/components/ui/section-heading';

/** Family meetings: one Wednesday a month, 17:30-18:30 (specification sections 2 and 9). */
export async function FamilyPage() {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'common' });
  const facts = [
    { label: content.when.label[locale], value: content.when.value[locale] },
    {
      label: content.time.label[locale],
      value: <ClockSpan span={content.time} />,
    },
    { label: content.audience.label[locale], value: content.audience.value[locale] },
  ];
  return (
    <div className="space-y-6">
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <div>
          <SectionHeading title={content.title[locale]} />
          <Paragraphs items={content.paragraphs[locale]} />
        </div>
        <Picture
          image={content.picture}
          sizes={contentSizes({ lg: 352 })}
          className="aspect-[3/2] w-full rounded object-cover shadow-sm"
        />
      </div>
      <section aria-labelledby="family-facts" className="rounded bg-navy-900 p-3 text-white sm:p-4">
        <h3 id="family-facts" className="text-title font-semibold text-white">
          {content.factsTitle[locale]}
        </h3>
        <dl className="mt-2 grid gap-2 sm:grid-cols-3">
          {facts.map((fact) => (
            <div key={fact.label} className="border-t border-white/25 pt-1.5">
              <dt className="text-sm font-semibold uppercase tracking-[0.12em] text-gold-300">{fact.label}</dt>
              <dd className="mt-0.5 font-serif text-xl">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="flex flex-col items-start gap-2 rounded bg-cream-deep p-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-ink-soft">{content.closing[locale]}</p>
        <ButtonLink href={hrefFor(locale, 'contact')}>{t('contact_us')}</ButtonLink>
      </div>
    </div>
  );
}
