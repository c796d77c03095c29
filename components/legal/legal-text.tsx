import type { ReactNode } from 'react';
import type { LegalTag } from '@/content/legal';
import { site } from '@/content/site';
import type { Locale } from '@/i18n/routing';
import { formatRichTemplate, type TemplateTags } from '@/lib/text';

const { address } = site.contact;

/** The {slots} of content/legal.ts, filled from content/site.ts. */
const textValues: Record<string, string> = {
  company: site.company.legalName,
  taxId: site.company.taxId,
  registry: site.company.registry,
  address: [address.street, `${address.postalCode} ${address.locality} (${address.area})`, address.region]
    .filter(Boolean)
    .join(', '),
  phone: site.contact.phones[0],
  email: site.contact.email,
  whistleblowerEmail: site.company.whistleblowerEmail,
};

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
const linkTags = { emailLink: mailLink(site.contact.email), whistleblowerLink: mailLink(site.company.whistleblowerEmail) } satisfies Record<LegalTag, TemplateTags[string]>;

/**
 * A sentence of content/legal.ts with its {slots} filled and its <tags> made
 * e-mail links, by next-intl's rich formatting; `values` fills the slots that
 * depend on the page.
 */
export function LegalText({ text, values = {}, locale }: { text: string; values?: Readonly<Record<string, string>>; locale: Locale }) {
  return formatRichTemplate(text, { ...textValues, ...values }, linkTags, locale);
}
