import type { ReactNode } from 'react';
import { accessibilityReview, dataProtectionOfficer, enquiryRetentionDays, type LegalTag } from '@/content/legal';
import { site } from '@/content/site';
import { formatter } from '@/i18n/request';
import type { Locale } from '@/i18n/routing';
import { fullDateOf } from '@/lib/dates';
import { usePageLocale } from '@/lib/locale';
import { formatRichTemplate, type TemplateTags, type TemplateValues } from '@/lib/text';

const { address } = site.contact;

/** The {slots} of content/legal.ts, filled from content/site.ts and content/legal.ts. */
const textValues: TemplateValues = {
  company: site.company.legalName,
  taxId: site.company.taxId,
  registry: site.company.registry,
  address: [address.street, `${address.postalCode} ${address.locality} (${address.area})`, address.region]
    .filter(Boolean)
    .join(', '),
  phone: site.contact.phones[0],
  email: site.contact.email,
  whistleblowerEmail: site.company.whistleblowerEmail,
  dpoEmail: dataProtectionOfficer.email,
  retentionDays: enquiryRetentionDays,
};

/** The slots written in the page's language: the day of the last accessibility review, "2 de diciembre de 2026". */
const localeValues = (locale: Locale): TemplateValues => ({
  reviewDate: formatter(locale).dateTime(fullDateOf(accessibilityReview.date), 'dayWithYear'),
});

/** A tag's function: what it wraps, as a link to `email`. */
function mailLink(email: string) {
  return function MailLink(chunks: ReactNode) {
    return (
      <a href={`mailto:${email}`} className="break-all">
        {chunks}
      </a>
    );
  };
}

/** The <tags> of content/legal.ts (legalTags): each an e-mail link. */
const linkTags = {
  emailLink: mailLink(site.contact.email),
  whistleblowerLink: mailLink(site.company.whistleblowerEmail),
  dpoLink: mailLink(dataProtectionOfficer.email),
} satisfies Record<LegalTag, TemplateTags[string]>;

/**
 * A sentence of content/legal.ts with its {slots} filled and its <tags> made
 * e-mail links, by next-intl's rich formatting; `values` fills the slots that
 * depend on the page.
 */
export function LegalText({ text, values = {} }: { text: string; values?: TemplateValues }) {
  const locale = usePageLocale();
  return formatRichTemplate(text, { ...textValues, ...localeValues(locale), ...values }, linkTags, locale);
}
