import { getTranslations } from 'next-intl/server';
import type { EnquiryTopic } from '@/content/contact';
import { hrefFor } from '@/content/navigation';
import type { Locale } from '@/i18n/routing';
import { AskAboutLink } from '@/components/forms/ask-about-link';
import type { ButtonVariant } from '@/components/ui/button-link';

/** "Ask about this camp" / "Ask about fees": to the contact form, carrying the topic. */
export async function AskAbout({ topic, locale, variant }: { topic: EnquiryTopic; locale: Locale; variant?: ButtonVariant }) {
  const t = await getTranslations({ locale, namespace: 'enquiry' });
  return (
    <AskAboutLink topic={topic} href={`${hrefFor(locale, 'contact')}#page-content`} variant={variant}>
      {topic === 'fees' ? t('askAboutFees') : t('askAboutCamp')}
    </AskAboutLink>
  );
}
