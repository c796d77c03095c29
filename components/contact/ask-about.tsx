import { getTranslations } from 'next-intl/server';
import { isYearGroupTopic, type EnquiryTopic } from '@/content/contact';
import { hrefFor } from '@/content/navigation';
import { getPageLocale } from '@/lib/locale';
import { contactHrefWithTopic } from '@/components/forms/topic-address';
import { buttonClass, type ButtonVariant } from '@/components/ui/button-class';

/** What a link to ask says, when it is not its topic's own words: the family total asks about fees, for siblings. */
export type AskAboutWording = 'siblings';

type AskAboutProps = { topic: EnquiryTopic; variant?: ButtonVariant; wording?: AskAboutWording };

/**
 * "Ask about this camp" / "Ask about fees" / "Ask us about their year group":
 * a plain link to the contact form, whose address names the topic
 * (topic-address.ts). No code of its own, so it responds to the first touch
 * whenever it comes.
 */
export async function AskAbout({ topic, variant = 'secondary', wording }: AskAboutProps) {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'enquiry' });
  const label =
    wording === 'siblings' ? t('askAboutSiblings') : topic === 'fees' ? t('askAboutFees') : isYearGroupTopic(topic) ? t('askAboutYearGroup') : t('askAboutCamp');
  return (
    <a href={contactHrefWithTopic(hrefFor(locale, 'contact'), topic)} className={buttonClass(variant)}>
      {label}
    </a>
  );
}
