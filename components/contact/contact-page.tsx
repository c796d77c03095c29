import { contactPage } from '@/content/contact';
import { images } from '@/content/images';
import type { Locale } from '@/i18n/routing';
import { Picture } from '@/components/ui/picture';
import { SectionHeading } from '@/components/ui/section-heading';
import { ContactFormSection } from './contact-form-section';
import { ContactInfo } from './contact-info';

/** Contact (specification section 2): intro and form on the left, details on the right. */
export function ContactPage({ locale }: { locale: Locale }) {
  return (
    <div className="space-y-6">
      <div className="grid gap-5 md:grid-cols-[7fr_5fr] lg:gap-8">
        <div>
          <SectionHeading title={contactPage.introTitle[locale]} lead={contactPage.introText[locale]} />
          <p className="mb-3 max-w-prose text-ink-soft">{contactPage.introHelp[locale]}</p>
          <ContactFormSection locale={locale} />
        </div>
        <div className="space-y-3">
          <ContactInfo locale={locale} />
          <Picture image={images.contactPhoto} locale={locale} sizes="(min-width: 900px) 40vw, 100vw" className="w-full rounded object-cover" />
        </div>
      </div>
      <Picture image={images.contactClosing} locale={locale} sizes="(min-width: 1200px) 1140px, 100vw" className="aspect-[3/1] w-full rounded object-cover" />
    </div>
  );
}
