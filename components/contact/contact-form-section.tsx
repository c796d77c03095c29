import { getTranslations } from 'next-intl/server';
import { campOf, dayCampSummer } from '@/content/camps';
import { contactPage, enquiryTopics, isYearGroupTopic, type EnquiryTopic } from '@/content/contact';
import { feesCourse } from '@/content/fees';
import { site, telHref } from '@/content/site';
import type { Locale } from '@/i18n/routing';
import { contactEndpoint, formEndpoint } from '@/lib/contact-endpoint';
import { schoolYearName } from '@/lib/dates';
import { getPageLocale } from '@/lib/locale';
import { routeText } from '@/lib/seo';
import { formatTemplate, linkedText } from '@/lib/text';
import { Island } from '@/components/islands/island';
import type { ContactFormText, TopicTexts } from '@/components/forms/contact-form';
import { contactForm } from '@/components/forms/contact-form.island';
import type { DeliveryText } from '@/components/forms/enquiry-status';

const textKeys = [
  'requiredNote', 'completeName', 'address', 'population', 'phone', 'phoneHint', 'previousCenter', 'email', 'course',
  'coursePlaceholder', 'course1', 'course2', 'course3', 'message', 'alumni', 'childrenInSchool', 'yes', 'no', 'consent',
  'topicHeading', 'removeTopic', 'honeypot', 'required', 'invalidPhone', 'invalidEmail',
] as const;
const deliveryKeys = ['sending', 'sentTitle', 'sentText', 'failedTitle', 'failedText', 'retry'] as const;

/**
 * Each topic a family can bring from a camp, the fees page or a year of birth's page, named with its summer
 * or school year; and the sentence a message starts with, split where the topic's name goes.
 */
async function topicTexts(locale: Locale): Promise<TopicTexts> {
  const t = await getTranslations({ locale, namespace: 'enquiry' });
  const nav = await getTranslations({ locale, namespace: 'nav' });
  const course = schoolYearName(feesCourse.startYear);
  const label = (topic: EnquiryTopic) => {
    if (topic === 'fees') return t('feesTopic', { course });
    if (isYearGroupTopic(topic)) return t('yearGroupTopic', { page: routeText(nav, topic), course });
    const summer = topic === 'campsSports' ? dayCampSummer : campOf(topic).dates.start.year;
    return t('campTopic', { camp: topic === 'campsSports' ? nav(topic) : campOf(topic).name[locale], year: String(summer) });
  };
  const marker = '\u0000';
  const sentence = t('message', { topic: marker }).split(marker);
  if (sentence.length !== 2) throw new Error(`messages/${locale}.json: enquiry.message must name {topic} once (it is "${t.raw('message')}")`);
  return {
    labels: Object.fromEntries(enquiryTopics.map((topic) => [topic, label(topic)])) as Record<EnquiryTopic, string>,
    sentence: [sentence[0]!, sentence[1]!],
  };
}

/** The contact form with its strings translated here, on the server, and the data-protection notice. */
export async function ContactFormSection() {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'contactForm' });
  const common = await getTranslations({ locale, namespace: 'common' });
  const tDelivery = await getTranslations({ locale, namespace: 'contactDelivery' });
  const text = Object.fromEntries(textKeys.map((key) => [key, t(key)])) as Omit<ContactFormText, 'submit'>;
  const [phone] = site.contact.phones;
  // The school's other ways in, as links the island shows when sending fails.
  const otherWays = linkedText({ emailLink: `mailto:${site.contact.email}`, phoneLink: telHref(phone) }, (tags) =>
    tDelivery.rich('otherWays', { ...tags, email: site.contact.email, phone }),
  );
  const delivery: DeliveryText = { ...(Object.fromEntries(deliveryKeys.map((key) => [key, tDelivery(key)])) as Omit<DeliveryText, 'otherWays'>), otherWays };
  const endpoint = contactEndpoint();
  const values = { controller: site.company.legalName, email: site.contact.email, destination: endpoint?.host ?? '' };
  const notice = [...contactPage.dataProtection[locale], ...(endpoint ? [contactPage.deliveryNotice[locale]] : [])];

  const privacyNotice = (
    <section aria-labelledby="data-protection" className="rounded bg-cream-deep p-2 text-sm leading-relaxed text-ink-soft">
      <h3 id="data-protection" className="mb-0.5 font-sans text-sm font-semibold text-ink">{t('privacyTitle')}</h3>
      {notice.map((line) => (
        <p key={line}>{formatTemplate(line, values, locale)}</p>
      ))}
    </section>
  );

  return (
    <section aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="sr-only">{t('title')}</h2>
      <noscript>
        <p className="mb-2 rounded bg-gold-100 p-2 text-ink">{t('noScript', { email: site.contact.email })}</p>
      </noscript>
      <Island
        of={contactForm}
        props={{
          text: { ...text, submit: common('send_message') },
          delivery,
          topics: await topicTexts(locale),
          endpoint: endpoint ? formEndpoint(endpoint) : null,
          locale,
        }}
        slots={{ privacyNotice }}
      />
    </section>
  );
}
