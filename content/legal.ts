import { storageKeys } from './storage-keys';
import type { Localized } from './schemas/fields';
import { readData } from './data';

/**
 * The legal pages the footer links to (specification section 2, "Home":
 * privacy, cookies, legal notice, whistleblower channel; and the
 * accessibility statement), in
 * content/data/legal.json, shaped by content/schemas/legal.ts. The
 * specification gives the privacy essentials (section 2, "Contact page"):
 * controller is the school company, purpose is sending requested information,
 * legal basis is consent, no third parties, rights of access, rectification
 * and deletion.
 *
 * `{name}` placeholders are filled from content/site.ts by the page:
 * {company}, {taxId}, {registry}, {address}, {phone} as text; {email} and
 * {whistleblowerEmail} as text, made e-mail links by the tags around them
 * (<emailLink>{email}</emailLink>); from here, {dpoEmail} (<dpoLink>),
 * {retentionDays} (a number) and {reviewDate} (the day, written by the page).
 * What the site keeps in the browser is listed here with the storage keys the
 * code writes.
 */

export type { LegalPageCopy, LegalPageKey, LegalSection, LegalTable, LegalTag, Processor } from './schemas/legal';

const data = readData('legal.json');

/**
 * The pages, what the privacy policy says the contact form does with the
 * answers (it sends them only when CONTACT_ENDPOINT is set at build time;
 * docs/receiver.md), the storage table's headings, the link to
 * YouTube's policy and the pages' own labels.
 */
export const { enquiryRetentionDays, legalPages, formDelivery, storageTable, videoProviderPolicyLink, legalLabels } = data;

/** The data protection officer, the companies that process data on the school's behalf (and their table's headings), and the last accessibility review. */
export const { dataProtectionOfficer, processors, processorsTable, accessibilityReview } = data;

/** YouTube's own privacy policy, for what happens once a video plays. */
export const videoProviderPolicyUrl = 'https://policies.google.com/privacy';

export type BrowserStorageEntry = {
  /** The sessionStorage key, exactly as the code writes it. */
  readonly key: string;
  readonly purpose: Localized;
  readonly lifetime: Localized;
};

/**
 * Everything the site itself ever keeps in a visitor's browser: one
 * sessionStorage entry, no cookie, nothing in localStorage. The e2e
 * privacy tests check the "no cookie, no localStorage" part on every page.
 * The words are in content/data/legal.json; the key, as the code writes it.
 */
export const browserStorage = {
  contactDraft: { key: storageKeys.contactDraft, ...data.browserStorage.contactDraft },
} as const satisfies Record<string, BrowserStorageEntry>;
