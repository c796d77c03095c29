import { getTranslations } from 'next-intl/server';
import { getProgramme, programmeOfStage } from '@/content/ib';
import { hrefFor } from '@/content/navigation';
import { stagesCopy, type Stage } from '@/content/stages';
import { getPageLocale } from '@/lib/locale';
import { SiteLink } from '@/components/ui/site-link';

const termClass = 'text-xs font-semibold uppercase tracking-[0.16em] text-gold-300';

/** The stage at a glance: age band (large), school years and IB programme. */
export async function StageFacts({ stage }: { stage: Stage }) {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'format' });
  const programme = getProgramme(programmeOfStage[stage.key]);
  return (
    <dl className="grid gap-3 rounded bg-navy-900 p-3 text-white sm:grid-cols-[auto_1fr_1fr] sm:items-start sm:gap-4 sm:p-4">
      <div>
        <dt className={termClass}>{stagesCopy.ages[locale]}</dt>
        <dd className="mt-0.5 font-serif text-headline font-semibold text-white first-letter:uppercase">
          {t('ages', stage.ages)}
        </dd>
      </div>
      <div>
        <dt className={termClass}>{stagesCopy.years[locale]}</dt>
        <dd className="mt-0.5 text-lead text-white/90">{stage.years[locale]}</dd>
      </div>
      <div>
        <dt className={termClass}>{stagesCopy.programme[locale]}</dt>
        <dd className="mt-0.5 text-lead text-white/90">
          <SiteLink
            href={`${hrefFor(locale, 'ibschool')}#${programme.key}`}
            className="font-semibold text-white underline decoration-gold-300 underline-offset-4 hover:decoration-2"
          >
            {programme.acronym[locale]} · {programme.name[locale]}
          </SiteLink>
          <span className="block text-base text-white/80">{programme.span[locale]}</span>
        </dd>
      </div>
    </dl>
  );
}
