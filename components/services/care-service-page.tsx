import { nursing, orientation, type CareService } from '@/content/services';
import type { Locale } from '@/i18n/routing';
import { Paragraphs } from '@/components/ui/prose';
import { TitledTiles } from '@/components/ui/titled-tiles';
import { ContactPrompt } from './contact-prompt';
import { ServiceIntro } from './service-intro';

/** A descriptive service page: what the service does for pupils, then for families. */
function CareServicePage({ service, locale }: { service: CareService; locale: Locale }) {
  return (
    <div className="space-y-6">
      <ServiceIntro intro={service.intro} locale={locale} image={service.image} />
      <section aria-labelledby="service-tasks">
        <h2 id="service-tasks" className="mb-2 text-title font-semibold">
          {service.tasksTitle[locale]}
        </h2>
        <TitledTiles items={service.tasks} />
      </section>
      <ContactPrompt title={service.families.title[locale]} locale={locale}>
        <Paragraphs items={service.families.paragraphs[locale]} />
      </ContactPrompt>
    </div>
  );
}

export function OrientationPage({ locale }: { locale: Locale }) {
  return <CareServicePage service={orientation} locale={locale} />;
}

export function NursingPage({ locale }: { locale: Locale }) {
  return <CareServicePage service={nursing} locale={locale} />;
}
