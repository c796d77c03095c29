import { getTranslations } from 'next-intl/server';
import { admissionCopy } from '@/content/admission';
import { hrefFor } from '@/content/navigation';
import { getPageLocale } from '@/lib/locale';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { ApplicationSteps } from './application-steps';
import { EnrolmentOpenNote } from './enrolment-open-note';

/** /admission/application: the steps to apply for a place. */
export async function ApplicationPage() {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'common' });
  const copy = admissionCopy.application;
  return (
    <div className="space-y-6">
      <section aria-labelledby="application-steps">
        <SectionHeading id="application-steps" title={copy.title[locale]} lead={copy.lead[locale]} />
        <ApplicationSteps />
        <div className="mt-3 flex flex-wrap gap-2">
          <ButtonLink href={`${hrefFor(locale, 'visit')}#page-content`}>{copy.requestVisit[locale]}</ButtonLink>
          <ButtonLink href={hrefFor(locale, 'contact')} variant="secondary">
            {t('contact_us')}
          </ButtonLink>
        </div>
      </section>
      <EnrolmentOpenNote />
    </div>
  );
}
