import { getTranslations } from 'next-intl/server';
import { hrefFor } from '@/content/navigation';
import { getStage, stagesCopy, type StageKey } from '@/content/stages';
import { getPageLocale } from '@/lib/locale';
import { CallToAction } from '@/components/admission/call-to-action';
import { ButtonLink } from '@/components/ui/button-link';
import { Paragraphs } from '@/components/ui/prose';
import { SectionHeading } from '@/components/ui/section-heading';
import { TitledTiles } from '@/components/ui/titled-tiles';
import { StageFacts } from './stage-facts';

/** The body of a stage page (/stages/early, /stages/ibpep, …). */
export function stagePage(key: StageKey) {
  return async function StagePage() {
    const locale = await getPageLocale();
    const t = await getTranslations({ locale, namespace: 'common' });
    const stage = getStage(key);
    return (
      <div className="space-y-8">
        <StageFacts stage={stage} />
        <section aria-labelledby="stage-about">
          <SectionHeading id="stage-about" title={stagesCopy.about[locale]} lead={stage.summary[locale]} />
          <Paragraphs items={stage.intro[locale]} />
        </section>
        <section aria-labelledby="stage-highlights">
          <SectionHeading id="stage-highlights" title={stagesCopy.highlights[locale]} />
          <TitledTiles items={stage.highlights} columns={3} />
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
