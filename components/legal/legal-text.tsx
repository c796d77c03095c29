import { Fragment } from 'react';
import { site } from '@/content/site';

const { address } = site.contact;

/** Text placeholders of content/legal.ts, filled from content/site.ts. */
const textValues: Record<string, string> = {
  company: site.company.legalName,
  taxId: site.company.taxId,
  registry: site.company.registry,
  address: [address.street, `${address.postalCode} ${address.locality} (${address.area})`, address.region]
    .filter(Boolean)
    .join(', '),
  phone: site.contact.phones[0],
};

/** Placeholders shown as e-mail links. */
const emailValues: Record<string, string> = {
  email: site.contact.email,
  whistleblowerEmail: site.company.whistleblowerEmail,
};

/**
 * A sentence of content/legal.ts with its placeholders filled, e-mail
 * addresses as links; `values` fills the placeholders that depend on the page.
 */
export function LegalText({ text, values = {} }: { text: string; values?: Readonly<Record<string, string>> }) {
  const filled = { ...textValues, ...values };
  return text.split(/(\{\w+\})/).map((part, index) => {
    const name = part.match(/^\{(\w+)\}$/)?.[1];
    if (name && name in emailValues) {
      const email = emailValues[name];
      return (
        <a key={index} href={`mailto:${email}`} className="break-all">
          {email}
        </a>
      );
    }
    return <Fragment key={index}>{name && name in filled ? filled[name] : part}</Fragment>;
  });
}
