import type { ReactNode } from 'react';
import { formDelivery, legalLabels, legalPages, videoProviderPolicyLink, videoProviderPolicyUrl, type LegalPageKey, type LegalTable } from '@/content/legal';
import { site } from '@/content/site';
import type { Locale } from '@/i18n/routing';
import { contactEndpoint, receiverRetentionDays } from '@/lib/contact-endpoint';
import { usePageLocale } from '@/lib/locale';
import { formatTemplate } from '@/lib/text';
import { ExternalLink } from '@/components/ui/external-link';
import { EnvelopeIcon } from '@/components/ui/icons';
import { Prose } from '@/components/ui/prose';
import { LegalText } from './legal-text';
import { ProcessorsTable } from './processors-table';
import { StorageTable } from './storage-table';

/** The tables a section can end with (its `table`, content/schemas/legal.ts). */
const sectionTables = { processors: ProcessorsTable } as const satisfies Record<LegalTable, () => ReactNode>;

const anchorOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

type LegalPageProps = {
  pageKey: LegalPageKey;
  /** Shown between the lead and the first section. */
  top?: ReactNode;
  /** Shown at the end of the section with that index. */
  after?: Readonly<Partial<Record<number, ReactNode>>>;
};

/**
 * What the policy says the contact form does with the answers: it depends on
 * CONTACT_ENDPOINT at build time, and RECEIVER_RETENTION_DAYS when the
 * endpoint is the school's own receiver.
 */
function formDeliveryValues(locale: Locale) {
  const endpoint = contactEndpoint();
  const days = receiverRetentionDays();
  const texts = !endpoint ? formDelivery.off : days ? formDelivery.receiver : formDelivery.on;
  // The days as a bare figure, as RECEIVER_RETENTION_DAYS gives them.
  const values = { destination: endpoint?.host ?? '', days: days === null ? '' : String(days) };
  return { formDelivery: formatTemplate(texts.full[locale], values, locale), formDeliveryShort: formatTemplate(texts.short[locale], values, locale) };
}

/** A legal page: lead, a list of its sections, then the sections (content/legal.ts). */
export function LegalPage({ pageKey, top, after = {} }: LegalPageProps) {
  const locale = usePageLocale();
  const copy = legalPages[pageKey];
  const sections = copy.sections.map((section, index) => ({ ...section, index, id: anchorOf(section.title.en) }));
  const values = formDeliveryValues(locale);
  return (
    <div className="grid gap-5 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
      <nav aria-label={legalLabels.onThisPage[locale]} className="lg:order-none">
        <div className="rounded bg-white p-2.5 shadow-sm ring-1 ring-navy-900/5 lg:sticky lg:top-12">
          <p className="mb-1 text-xs font-semibold uppercase tracking-[0.14em] text-gold-700">{legalLabels.onThisPage[locale]}</p>
          <ol className="space-y-0.5 text-[0.9375rem]">
            {sections.map((section) => (
              <li key={section.id}>
                <a className="text-ink-soft underline-offset-4 hover:text-garden-700 hover:underline" href={`#${section.id}`}>
                  {section.title[locale]}
                </a>
              </li>
            ))}
          </ol>
        </div>
      </nav>
      <div className="min-w-0 max-w-prose space-y-5">
        <p className="text-lead text-ink-soft"><LegalText text={copy.lead[locale]} values={values} /></p>
        {top}
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id} className="scroll-mt-12 space-y-2">
            <h2 id={section.id} className="text-title font-semibold">{section.title[locale]}</h2>
            <Prose>
              {section.paragraphs[locale].map((text) => (
                <p key={text}><LegalText text={text} values={values} /></p>
              ))}
              {'items' in section && section.items && (
                <ul className="list-disc space-y-0.5 pl-3 marker:text-garden-600">
                  {section.items[locale].map((text) => (
                    <li key={text}><LegalText text={text} values={values} /></li>
                  ))}
                </ul>
              )}
            </Prose>
            {after[section.index]}
            {section.table && <SectionTable table={section.table} />}
          </section>
        ))}
      </div>
    </div>
  );
}

function SectionTable({ table }: { table: LegalTable }) {
  const Table = sectionTables[table];
  return <Table />;
}

/** The whistleblower channel's mailbox, up front. */
function ReportByEmail() {
  const locale = usePageLocale();
  const email = site.company.whistleblowerEmail;
  return (
    <p className="flex items-center gap-2 rounded bg-white p-2.5 shadow-sm ring-1 ring-navy-900/5">
      <span className="grid size-6 shrink-0 place-items-center rounded-full bg-garden-50 text-garden-700" aria-hidden="true">
        <EnvelopeIcon className="size-2.5" />
      </span>
      <span>
        <span className="block font-semibold text-ink">{legalLabels.reportByEmail[locale]}</span>
        <a className="break-all font-medium text-garden-700 underline underline-offset-4" href={`mailto:${email}`}>{email}</a>
      </span>
    </p>
  );
}

/** The page body of each legal route, for sectionRoute(). */
export function legalBody(pageKey: LegalPageKey) {
  function LegalBody() {
    const locale = usePageLocale();
    if (pageKey === 'cookies') {
      const cookies = legalPages.cookies.sections;
      const storageIndex = cookies.findIndex((section) => section.title.en === 'The only things kept');
      const videoIndex = cookies.findIndex((section) => section.title.en === 'If you play a video');
      const policyLink = (
        <p>
          <ExternalLink href={videoProviderPolicyUrl} className="font-medium text-garden-700 underline underline-offset-4">
            {videoProviderPolicyLink[locale]}
          </ExternalLink>
        </p>
      );
      return <LegalPage pageKey="cookies" after={{ [storageIndex]: <StorageTable />, [videoIndex]: policyLink }} />;
    }
    if (pageKey === 'whistleblower') return <LegalPage pageKey="whistleblower" top={<ReportByEmail />} />;
    return <LegalPage pageKey={pageKey} />;
  }
  return LegalBody;
}
