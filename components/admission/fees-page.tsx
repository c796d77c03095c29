import { getTranslations } from 'next-intl/server';
import { feesCopy, feesCourse } from '@/content/fees';
import { hrefFor } from '@/content/navigation';
import type { Locale } from '@/i18n/routing';
import { formatMonth, formatSchoolYear } from '@/lib/format';
import { fill } from '@/lib/text';
import { AskAbout } from '@/components/contact/ask-about';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { CallToAction } from './call-to-action';
import { FeeCharges } from './fee-charges';
import { FeesTable } from './fees-table';

/** /admission/fees: the fees of the course (specification section 9). */
export async function FeesPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'common' });
  const course = formatSchoolYear(feesCourse.startYear);
  return (
    <div className="space-y-8">
      <section aria-labelledby="fees-title">
        <SectionHeading
          id="fees-title"
          title={fill(feesCopy.title[locale], { course })}
          lead={fill(feesCopy.lead[locale], {
            course,
            from: formatMonth(feesCourse.firstMonth, locale),
            to: formatMonth(feesCourse.lastMonth, locale),
          })}
        />
        <FeesTable locale={locale} />
      </section>
      <section aria-labelledby="fees-extras">
        <SectionHeading id="fees-extras" title={feesCopy.extras.title[locale]} lead={feesCopy.extras.lead[locale]} />
        <FeeCharges locale={locale} />
      </section>
      <CallToAction headingId="fees-questions" title={feesCopy.questions.title[locale]} text={feesCopy.questions.text[locale]}>
        <AskAbout topic="fees" locale={locale} variant="gold" />
        <ButtonLink href={`${hrefFor(locale, 'application')}#page-content`} variant="light">
          {t('place_application')}
        </ButtonLink>
      </CallToAction>
    </div>
  );
}
