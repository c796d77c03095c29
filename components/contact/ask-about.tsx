import { getTranslations } from 'next-intl/server';
import type { EnquiryTopic } from '@/content/contact';
import { hrefFor } from '@/content/navigation';
import type { Locale } from '@/i18n/routing';
import { Island } from '@/components/islands/island';
import { AskAboutLink } from '@/components/forms/ask-about-link';
import type { ButtonVariant } from '@/components/ui/button-class';

/** "Ask about this camp" / "Ask about fees": to the contact form, carrying the topic. */
export async function AskAbout({ topic, locale, variant }: { topic: EnquiryTopic; locale: Locale; variant?: ButtonVariant }) {
  const t = await getTranslations({ locale, namespace: 'enquiry' });
  const href = `${hrefFor(locale, 'contact')}#page-content`;
  const label = topic === 'fees' ? t('askAboutFees') : t('askAboutCamp');
  return <Island name="ask-about" as="span" component={AskAboutLink} props={{ topic, href, label, variant }} />;
}
