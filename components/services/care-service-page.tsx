import { nursing, orientation, type CareService } from '@/content/services';
import type { Locale } from '@/i18n/routing';
import { Paragraphs } from '@/components/ui/prose';
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
        <ul className="grid gap-2 sm:grid-cols-2">
          {service.tasks.map((task) => (
            <li key={task.title.en} className="rounded border-t-4 border-gold-300 bg-white p-3 shadow-sm ring-1 ring-navy-900/5">
              <h3 className="font-serif text-xl font-semibold">{task.title[locale]}</h3>
              <p className="mt-1 text-[0.9375rem] leading-relaxed text-ink-soft">{task.text[locale]}</p>
            </li>
          ))}
        </ul>
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
