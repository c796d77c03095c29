import type { ReactNode } from 'react';
import { contactPage } from '@/content/contact';
import { site, telHref } from '@/content/site';
import { usePageLocale } from '@/lib/locale';
import { EnvelopeIcon } from '@/components/ui/icons';

function InfoBlock({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="flex gap-2 rounded bg-white p-2.5 shadow-sm ring-1 ring-navy-900/5">
      <span className="grid size-6 shrink-0 place-items-center rounded-full bg-garden-50 text-garden-700" aria-hidden="true">
        {icon}
      </span>
      <div>
        <h2 className="font-serif text-lg font-semibold">{title}</h2>
        <div className="mt-0.5 text-ink-soft">{children}</div>
      </div>
    </section>
  );
}

const phoneIcon = (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.75">
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />
  </svg>
);
const pinIcon = (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.75">
    <path d="M12 21s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12Z" />
    <circle cx="12" cy="9" r="2.5" />
  </svg>
);

/** The contact page's three info blocks: e-mail, two phones, postal address. */
export function ContactInfo() {
  const locale = usePageLocale();
  const { contact } = site;
  const labels = contactPage.info;
  return (
    <div className="space-y-2" data-testid="contact-info">
      <InfoBlock title={labels.email[locale]} icon={<EnvelopeIcon className="size-2.5" />}>
        <a className="font-medium text-garden-700 underline underline-offset-4" href={`mailto:${contact.email}`}>
          {contact.email}
        </a>
      </InfoBlock>
      <InfoBlock title={labels.phones[locale]} icon={phoneIcon}>
        <ul>
          {contact.phones.map((phone) => (
            <li key={phone}>
              <a className="font-medium text-garden-700 underline underline-offset-4" href={telHref(phone)}>{phone}</a>
            </li>
          ))}
        </ul>
      </InfoBlock>
      <InfoBlock title={labels.address[locale]} icon={pinIcon}>
        <address className="not-italic">
          {contact.address.street && <>{contact.address.street}<br /></>}
          {contact.address.postalCode} {contact.address.locality} ({contact.address.area})
          <br />
          {contact.address.region}
        </address>
      </InfoBlock>
    </div>
  );
}
