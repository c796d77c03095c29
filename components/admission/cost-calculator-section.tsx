import { useFormatter } from 'next-intl';
import { feesCopy, yearlyCostCopy } from '@/content/fees';
import { usePageLocale } from '@/lib/locale';
import { SectionHeading } from '@/components/ui/section-heading';
import { CostCalculator, type CalculatorLabels } from './cost-calculator';
import { chargeTitle, costItemLabels, feeLevels, transportLabels } from './fee-levels';

export const calculatorId = 'cost-calculator';

/** The calculator under its heading, with every word it shows translated here, on the server. */
export function CostCalculatorSection() {
  const locale = usePageLocale();
  const format = useFormatter();
  const copy = yearlyCostCopy.calculator;
  const labels: CalculatorLabels = {
    level: feesCopy.levelHeader[locale],
    choose: copy.choose[locale],
    transport: chargeTitle('transport', locale),
    choices: transportLabels(locale),
    prompt: copy.prompt[locale],
    total: copy.total[locale],
    schedule: copy.schedule[locale],
    month: copy.month[locale],
    monthTotal: copy.monthTotal[locale],
    noMonth: copy.noMonth[locale],
    digitalNotListed: copy.digitalNotListed[locale],
    transportNotListed: copy.transportNotListed[locale],
    items: costItemLabels(locale),
  };
  return (
    <section aria-labelledby={`${calculatorId}-title`} id={calculatorId}>
      <SectionHeading id={`${calculatorId}-title`} title={copy.title[locale]} lead={copy.lead[locale]} />
      <CostCalculator levels={feeLevels(locale, format)} labels={labels} />
    </section>
  );
}
