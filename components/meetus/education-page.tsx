import { educationPage, educationPanels, type EducationPanelId } from '@/content/education';
import { hrefFor } from '@/content/navigation';
import type { Locale } from '@/i18n/routing';
import { usePageLocale } from '@/lib/locale';
import { Accordion } from '@/components/ui/accordion';
import { Paragraphs } from '@/components/ui/prose';
import { SectionHeading } from '@/components/ui/section-heading';
import { EducationValues } from './education-values';
import { MoreLink } from './more-link';

/** What a panel adds after its paragraphs. */
function panelExtra(id: EducationPanelId, locale: Locale) {
  if (id === 'results')
    return (
      <p className="mt-2">
        <MoreLink href={`${hrefFor(locale, 'results')}#page-content`}>{educationPage.resultsLink[locale]}</MoreLink>
      </p>
    );
  if (id === 'project') return <EducationValues label={educationPage.valuesTitle[locale]} />;
  return null;
}

/** The educational project: an accordion of panels (specification section 2). */
export function EducationPage() {
  const locale = usePageLocale();
  const items = educationPanels.map((panel) => ({
    id: panel.id,
    title: panel.title[locale],
    content: (
      <>
        <Paragraphs items={panel.paragraphs[locale]} />
        {panelExtra(panel.id, locale)}
      </>
    ),
  }));
  return (
    <section aria-labelledby="education-how">
      <SectionHeading id="education-how" title={educationPage.title[locale]} lead={educationPage.lead[locale]} />
      <Accordion items={items} />
    </section>
  );
}
