import { getFormatter, getTranslations } from 'next-intl/server';
import { admissionCopy, admissionPictures } from '@/content/admission';
import { hrefFor } from '@/content/navigation';
import { getPageLocale } from '@/lib/locale';
import { contentSizes, coverScale } from '@/lib/picture-sizes';
import { sizeOf } from '@/lib/pictures';
import { schoolFacts } from '@/lib/school-facts';
import { formatTemplate } from '@/lib/text';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { Picture } from '@/components/ui/picture';
import { Prose } from '@/components/ui/prose';
import { SectionHeading } from '@/components/ui/section-heading';
import { ApplicationSteps } from './application-steps';
import { EnrolmentOpenNote } from './enrolment-open-note';
import { YearGroupQuestion } from './year-group-chooser';

const moreKeys = ['visit', 'fees', 'opendoors'] as const;

/** /admission: how admissions work, with the way in to the application. */
export async function AdmissionPage() {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'common' });
  const format = await getFormatter({ locale });
  const nav = await getTranslations({ locale, namespace: 'nav' });
  const copy = admissionCopy.intro;
  return (
    <div className="space-y-8">
      <section aria-labelledby="admission-welcome" className="grid items-center gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,0.9fr)]">
        <div>
          <SectionHeading id="admission-welcome" title={copy.title[locale]} />
          <Prose>
            {copy.paragraphs[locale].map((text) => (
              <p key={text}>{formatTemplate(text, schoolFacts(locale, format), locale)}</p>
            ))}
          </Prose>
        </div>
        <Picture
          image={admissionPictures.families}
          sizes={contentSizes({ lg: { share: 0.9 / 1.9, gaps: 32 } }, { scale: coverScale(sizeOf(admissionPictures.families), 4 / 3) })}
          className="aspect-[4/3] w-full rounded object-cover shadow-sm"
        />
      </section>
      <EnrolmentOpenNote />
      <section aria-labelledby="admission-how">
        <SectionHeading id="admission-how" title={copy.howItWorks[locale]} />
        <ApplicationSteps compact />
        <ButtonLink href={`${hrefFor(locale, 'application')}#page-content`} className="mt-3">
          {t('place_application')}
        </ButtonLink>
      </section>
      <YearGroupQuestion />
      <section aria-labelledby="admission-more">
        <SectionHeading id="admission-more" title={copy.more[locale]} />
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {moreKeys.map((key) => (
            <li key={key}>
              <Card title={nav(key)} href={`${hrefFor(locale, key)}#page-content`}>
                <p>{copy.cards[key][locale]}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
