import { nursing, orientation, type CareService } from '@/content/services';
import { usePageLocale } from '@/lib/locale';
import { Paragraphs } from '@/components/ui/prose';
import { TitledTiles } from '@/components/ui/titled-tiles';
import { ContactPrompt } from './contact-prompt';
import { ServiceIntro } from './service-intro';

/** A descriptive service page: what the service does for pupils, then for families. */
function CareServicePage({ service }: { service: CareService }) {
  const locale = usePageLocale();
  return (
    <div className="space-y-6">
      <ServiceIntro intro={service.intro} image={service.image} />
      <section aria-labelledby="service-tasks">
        <h2 id="service-tasks" className="mb-2 text-title font-semibold">
          {service.tasksTitle[locale]}
        </h2>
        <TitledTiles items={service.tasks} />
      </section>
      <ContactPrompt title={service.families.title[locale]}>
        <Paragraphs items={service.families.paragraphs[locale]} />
      </ContactPrompt>
    </div>
  );
}

export function OrientationPage() {
  return <CareServicePage service={orientation} />;
}

export function NursingPage() {
  return <CareServicePage service={nursing} />;
}
