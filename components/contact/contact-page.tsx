import { contactPage, contactPictures } from '@/content/contact';
import { usePageLocale } from '@/lib/locale';
import { contentSizes } from '@/lib/picture-sizes';
import { Picture } from '@/components/ui/picture';
import { SectionHeading } from '@/components/ui/section-heading';
import { ContactFormSection } from './contact-form-section';
import { ContactInfo } from './contact-info';

// The column beside the form: 5fr of 7fr + 5fr, gap-5 (gap-8 from lg).
const besideForm = contentSizes({ md: { share: 5 / 12, gaps: 40 }, lg: { share: 5 / 12, gaps: 64 } }, { sideNav: false });

/** Contact (specification section 2): intro and form on the left, details on the right. */
export function ContactPage() {
  const locale = usePageLocale();
  return (
    <div className="space-y-6">
      <div className="grid gap-5 md:grid-cols-[7fr_5fr] lg:gap-8">
        <div>
          <SectionHeading title={contactPage.introTitle[locale]} lead={contactPage.introText[locale]} />
          <p className="mb-3 max-w-prose text-ink-soft">{contactPage.introHelp[locale]}</p>
          <ContactFormSection />
        </div>
        <div className="space-y-3">
          <ContactInfo />
          <Picture image={contactPictures.reception} sizes={besideForm} className="w-full rounded object-cover" />
        </div>
      </div>
      <Picture
        image={contactPictures.closing}
        sizes={contentSizes({}, { sideNav: false })}
        className="aspect-[3/1] w-full rounded object-cover"
      />
    </div>
  );
}
