import { useFormatter } from 'next-intl';
import { ibCopy, ibDocuments, ibProgrammes, type IbProgramme } from '@/content/ib';
import { hrefFor } from '@/content/navigation';
import { getStage } from '@/content/stages';
import { getPageLocale, usePageLocale } from '@/lib/locale';
import { formatTemplate } from '@/lib/text';
import { ExternalLink } from '@/components/ui/external-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { SiteLink } from '@/components/ui/site-link';

const termClass = 'text-xs font-semibold uppercase tracking-[0.16em] text-ink-muted';

function ProgrammeCard({ programme }: { programme: IbProgramme }) {
  const locale = usePageLocale();
  const format = useFormatter();
  const stage = getStage(programme.stage);
  return (
    <article id={programme.key} className="flex h-full flex-col gap-2 rounded bg-white p-2.5 shadow-sm ring-1 ring-navy-900/5 sm:p-3">
      <div>
        <p aria-hidden="true" className="font-serif text-display font-semibold leading-none text-garden-700">
          {programme.acronym[locale]}
        </p>
        <h3 className="mt-1 font-serif text-xl font-semibold text-navy-900">
          {programme.name[locale]} <span className="sr-only">({programme.acronym[locale]})</span>
        </h3>
      </div>
      <p className="text-[0.9375rem] leading-relaxed text-ink-soft">{programme.description[locale]}</p>
      <dl className="space-y-1 border-t border-navy-900/10 pt-1.5">
        <div>
          <dt className={termClass}>{ibCopy.span[locale]}</dt>
          <dd className="font-semibold text-ink">{programme.span[locale]}</dd>
        </div>
        {programme.years !== undefined && (
          <div>
            <dt className={termClass}>{ibCopy.duration[locale]}</dt>
            <dd className="text-ink">{formatTemplate(ibCopy.yearsUnit[locale], { count: programme.years }, locale)}</dd>
          </div>
        )}
        {programme.taughtIn && (
          <div>
            <dt className={termClass}>{ibCopy.language[locale]}</dt>
            <dd className="text-ink">{formatTemplate(ibCopy.taughtIn[locale], { language: format.displayName(programme.taughtIn, 'language') }, locale)}</dd>
          </div>
        )}
      </dl>
      <p className="mt-auto pt-1">
        <SiteLink
          href={`${hrefFor(locale, programme.stage)}#page-content`}
          className="font-medium text-garden-700 underline underline-offset-4 hover:text-garden-800"
        >
          {formatTemplate(ibCopy.stageLink[locale], { stage: stage.name[locale] }, locale)}
        </SiteLink>
      </p>
    </article>
  );
}

/** /ibschool: the three IB programmes, their school years and the programme documents. */
export async function IbSchoolPage() {
  const locale = await getPageLocale();
  return (
    <div className="space-y-8">
      <section aria-labelledby="ib-programmes">
        <SectionHeading id="ib-programmes" title={ibCopy.title[locale]} lead={ibCopy.lead[locale]} />
        <ol className="grid gap-2 md:grid-cols-3 md:gap-3">
          {ibProgrammes.map((programme) => (
            <li key={programme.key}>
              <ProgrammeCard programme={programme} />
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="ib-documents">
        <SectionHeading id="ib-documents" title={ibCopy.documents.title[locale]} lead={ibCopy.documents.lead[locale]} />
        <ul className="grid gap-2 sm:grid-cols-3">
          {ibDocuments.map((document) => (
            <li key={document.href}>
              <ExternalLink
                href={document.href}
                className="h-full w-full justify-between gap-2 rounded bg-white p-2.5 font-semibold text-navy-900 shadow-sm ring-1 ring-navy-900/5 hover:text-garden-700 hover:ring-garden-600/40"
              >
                <span>
                  <span className="block text-xs font-semibold uppercase tracking-[0.16em] text-gold-700">
                    {ibCopy.documents.pdf[locale]}
                  </span>
                  <span className="block text-lg">{document.title[locale]}</span>
                </span>
              </ExternalLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
