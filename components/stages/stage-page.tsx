import { getTranslations } from 'next-intl/server';
import { hrefFor } from '@/content/navigation';
import { getStage, stagesCopy, type StageKey } from '@/content/stages';
import type { Locale } from '@/i18n/routing';
import { CallToAction } from '@/components/admission/call-to-action';
import { ButtonLink } from '@/components/ui/button-link';
import { Paragraphs } from '@/components/ui/prose';
import { SectionHeading } from '@/components/ui/section-heading';
import { StageFacts } from './stage-facts';

/** The body of a stage page (/stages/early, /stages/ibpep, …). */
export function stagePage(key: StageKey) {
  return async function StagePage({ locale }: { locale: Locale }) {
    const t = await getTranslations({ locale, namespace: 'common' });
    const stage = getStage(key);
    return (
      <div className="space-y-8">
        <StageFacts stage={stage} locale={locale} />
        <section aria-labelledby="stage-about">
          <SectionHeading id="stage-about" title={stagesCopy.about[locale]} lead={stage.summary[locale]} />
          <Paragraphs items={stage.intro[locale]} />
        </section>
        <section aria-labelledby="stage-highlights">
          <SectionHeading id="stage-highlights" title={stagesCopy.highlights[locale]} />
          <ul className="grid gap-2 md:grid-cols-3">
            {stage.highlights.map((highlight) => (
              <li key={highlight.title.en} className="rounded border-t-4 border-gold-500 bg-white p-2.5 shadow-sm ring-1 ring-navy-900/5 sm:p-3">
                <h3 className="font-serif text-xl font-semibold text-navy-900">{highlight.title[locale]}</h3>
                <p className="mt-1 text-[0.9375rem] leading-relaxed text-ink-soft">{highlight.text[locale]}</p>
              </li>
            ))}
          </ul>
        </section>
        <CallToAction headingId="stage-cta" title={stagesCopy.cta.title[locale]} text={stagesCopy.cta.text[locale]}>
          <ButtonLink href={`${hrefFor(locale, 'application')}#page-content`} variant="gold">
            {t('place_application')}
          </ButtonLink>
          <ButtonLink href={`${hrefFor(locale, 'visit')}#page-content`} variant="light">
            {stagesCopy.cta.visit[locale]}
          </ButtonLink>
          <ButtonLink href={`${hrefFor(locale, 'fees')}#page-content`} variant="light">
            {stagesCopy.cta.fees[locale]}
          </ButtonLink>
        </CallToAction>
      </div>
    );
  };
}
