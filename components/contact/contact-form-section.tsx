import { getTranslations } from 'next-intl/server';
import { contactPage } from '@/content/contact';
import { site } from '@/content/site';
import type { Locale } from '@/i18n/routing';
import { fill } from '@/lib/text';
import { ContactForm, type ContactFormText } from '@/components/forms/contact-form';

const textKeys = [
  'requiredNote', 'completeName', 'address', 'population', 'phone', 'phoneHint', 'previousCenter', 'email', 'course',
  'coursePlaceholder', 'course1', 'course2', 'course3', 'message', 'alumni', 'childrenInSchool', 'yes', 'no', 'consent',
  'required', 'invalidPhone', 'invalidEmail',
] as const;

/** The contact form with its strings translated here, on the server, and the data-protection notice. */
export async function ContactFormSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'contactForm' });
  const common = await getTranslations({ locale, namespace: 'common' });
  const text = Object.fromEntries(textKeys.map((key) => [key, t(key)])) as Omit<ContactFormText, 'submit'>;
  const values = { controller: site.company.legalName, email: site.contact.email };

  const privacyNotice = (
    <section aria-labelledby="data-protection" className="rounded bg-cream-deep p-2 text-sm leading-relaxed text-ink-soft">
      <h3 id="data-protection" className="mb-0.5 font-sans text-sm font-semibold text-ink">{t('privacyTitle')}</h3>
      {contactPage.dataProtection[locale].map((line) => (
        <p key={line}>{fill(line, values)}</p>
      ))}
    </section>
  );

  return (
    <section aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="sr-only">{t('title')}</h2>
      <noscript>
        <p className="mb-2 rounded bg-gold-100 p-2 text-ink">{t('noScript', { email: site.contact.email })}</p>
      </noscript>
      <ContactForm text={{ ...text, submit: common('send_message') }} privacyNotice={privacyNotice} />
    </section>
  );
}
