import { feesCourse, yearGroupCopy } from '@/content/fees';
import { hrefFor, yearGroupRoutes } from '@/content/navigation';
import type { Locale } from '@/i18n/routing';
import { formatSchoolYear } from '@/lib/format';
import { formatTemplate } from '@/lib/text';
import { SectionHeading } from '@/components/ui/section-heading';
import { SiteLink } from '@/components/ui/site-link';

type YearGroupChooserProps = { locale: Locale; /** The year whose page this is, marked as current. */ current?: number; labelId?: string };

/**
 * "Which year will my child join?": one link per year of birth the school
 * takes, to that year's page. Plain links, so it works without JavaScript
 * and each answer has its own address, like the camp finder's ages.
 */
export function YearGroupChooser({ locale, current, labelId = 'year-group-label' }: YearGroupChooserProps) {
  return (
    <nav aria-labelledby={labelId}>
      <p id={labelId} className="text-sm font-semibold uppercase tracking-[0.12em] text-ink-muted">
        {yearGroupCopy.chooser.label[locale]}
      </p>
      <ul className="mt-1 flex flex-wrap gap-1">
        {yearGroupRoutes.map(({ key, birthYear }) => (
          <li key={key}>
            <SiteLink
              href={`${hrefFor(locale, key)}#page-content`}
              aria-current={birthYear === current ? 'page' : undefined}
              className="grid min-h-6 place-items-center rounded-full bg-white px-1.5 text-lg font-semibold tabular-nums text-navy-900 ring-1 ring-navy-900/20 transition-colors hover:bg-garden-50 hover:ring-garden-700 aria-[current=page]:bg-garden-700 aria-[current=page]:text-white aria-[current=page]:ring-garden-700"
            >
              {birthYear}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The question with its years, as the admissions and fees pages ask it. */
export function YearGroupQuestion({ locale }: { locale: Locale }) {
  const { chooser } = yearGroupCopy;
  return (
    <section aria-labelledby="year-group-question" className="rounded bg-white p-3 shadow-sm ring-1 ring-navy-900/5 md:p-4 print:hidden">
      <SectionHeading
        id="year-group-question"
        title={chooser.title[locale]}
        lead={formatTemplate(chooser.lead[locale], { course: formatSchoolYear(feesCourse.startYear) }, locale)}
      />
      <YearGroupChooser locale={locale} />
    </section>
  );
}
