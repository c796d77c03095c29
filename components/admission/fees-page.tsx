import { getFormatter, getTranslations } from 'next-intl/server';
import { feesCopy, feesCourse, yearlyCostCopy } from '@/content/fees';
import { hrefFor } from '@/content/navigation';
import { monthDate, schoolYearName } from '@/lib/dates';
import { getPageLocale } from '@/lib/locale';
import { formatTemplate } from '@/lib/text';
import { AskAbout } from '@/components/contact/ask-about';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { CallToAction } from './call-to-action';
import { calculatorId, CostCalculatorSection } from './cost-calculator-section';
import { FamilyCost } from './family-cost';
import { FeeCharges } from './fee-charges';
import { YearGroupQuestion } from './year-group-chooser';
import { YearlyCostNotes } from './yearly-cost-notes';
import { YearlyCostTable } from './yearly-cost-table';

/** /admission/fees: what a year costs at each level, the way to a year of birth's page, the calculators (one child, a family), every charge (specification section 9). */
export async function FeesPage() {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'common' });
  const format = await getFormatter({ locale });
  const course = schoolYearName(feesCourse.startYear);
  const month = (value: number) => format.dateTime(monthDate(value), 'month');
  return (
    <div className="space-y-8">
      <section aria-labelledby="fees-title">
        <SectionHeading
          id="fees-title"
          title={formatTemplate(feesCopy.title[locale], { course }, locale)}
          lead={formatTemplate(
            feesCopy.lead[locale],
            { course, from: month(feesCourse.firstMonth), to: month(feesCourse.lastMonth) },
            locale,
          )}
        />
        <p className="mb-3 max-w-3xl text-ink-soft">{yearlyCostCopy.lead[locale]}</p>
        <YearlyCostTable />
        <YearlyCostNotes />
      </section>
      <YearGroupQuestion />
      <CostCalculatorSection />
      <FamilyCost />
      <section aria-labelledby="fees-extras">
        <SectionHeading id="fees-extras" title={feesCopy.extras.title[locale]} lead={feesCopy.extras.lead[locale]} />
        <FeeCharges />
      </section>
      <CallToAction headingId="fees-questions" title={feesCopy.questions.title[locale]} text={feesCopy.questions.text[locale]}>
        <ButtonLink href={`#${calculatorId}`} variant="gold">
          {yearlyCostCopy.calculator.title[locale]}
        </ButtonLink>
        <AskAbout topic="fees" variant="light" />
        <ButtonLink href={`${hrefFor(locale, 'application')}#page-content`} variant="light">
          {t('place_application')}
        </ButtonLink>
      </CallToAction>
    </div>
  );
}
