import { feesCourse, yearGroupCopy } from '@/content/fees';
import { hrefFor, yearGroupRoutes } from '@/content/navigation';
import { schoolYearName } from '@/lib/dates';
import { usePageLocale } from '@/lib/locale';
import { formatTemplate } from '@/lib/text';
import { ChoiceLinks } from '@/components/ui/choice-links';
import { SectionHeading } from '@/components/ui/section-heading';

type YearGroupChooserProps = { /** The year whose page this is, marked as current. */ current?: number };

/** "Which year will my child join?": one link per year of birth the school takes, to that year's page. */
export function YearGroupChooser({ current }: YearGroupChooserProps) {
  const locale = usePageLocale();
  return (
    <ChoiceLinks
      labelId="year-group-label"
      label={yearGroupCopy.chooser.label[locale]}
      shape="pill"
      links={yearGroupRoutes.map(({ key, birthYear }) => ({ key, href: `${hrefFor(locale, key)}#page-content`, current: birthYear === current, label: birthYear }))}
    />
  );
}

/** The question with its years, as the admissions and fees pages ask it. */
export function YearGroupQuestion() {
  const locale = usePageLocale();
  const { chooser } = yearGroupCopy;
  return (
    <section aria-labelledby="year-group-question" className="rounded bg-white p-3 shadow-sm ring-1 ring-navy-900/5 md:p-4 print:hidden">
      <SectionHeading
        id="year-group-question"
        title={chooser.title[locale]}
        lead={formatTemplate(chooser.lead[locale], { course: schoolYearName(feesCourse.startYear) }, locale)}
      />
      <YearGroupChooser />
    </section>
  );
}
