import legalData from './data/legal.json';
import { legalFile } from './schemas/legal';
import { storageKeys } from './storage-keys';
import type { Localized } from './types';

/**
 * The four legal pages the footer links to (specification section 2, "Home":
 * privacy, cookies, legal notice, whistleblower channel), in
 * content/data/legal.json, shaped by content/schemas/legal.ts. The
 * specification gives the privacy essentials (section 2, "Contact page"):
 * controller is the school company, purpose is sending requested information,
 * legal basis is consent, no third parties, rights of access, rectification
 * and deletion.
 *
 * `{name}` placeholders are filled from content/site.ts by the page:
 * {company}, {taxId}, {registry}, {address}, {phone} as text; {email} and
 * {whistleblowerEmail} as e-mail links. What the site keeps in the browser
 * stays here, beside the storage keys the code writes.
 */

export type { LegalPageCopy, LegalPageKey, LegalSection } from './schemas/legal';

/**
 * The pages, what the privacy policy says the contact form does with the
 * answers (it sends them only when CONTACT_ENDPOINT is set at build time;
 * README, "Receiving enquiries"), the storage table's headings, the link to
 * YouTube's policy and the pages' own labels.
 */
export const { legalPages, formDelivery, storageTable, videoProviderPolicyLink, legalLabels } = legalFile.parse(legalData);

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
 */
export const browserStorage = {
  contactDraft: {
    key: storageKeys.contactDraft,
    purpose: {
      es: 'Guarda lo que escribes en el formulario de contacto (nunca la casilla de consentimiento) para que no lo pierdas si recargas la página, el tema que eliges con «Preguntar por…» en la página de un campamento o de honorarios y, al enviarlo, un código aleatorio que identifica tu consulta, para que el colegio no la reciba dos veces si la envías de nuevo.',
      en: 'Keeps what you type in the contact form (never the consent box) so that you do not lose it if the page reloads, the topic you pick with “Ask about…” on a camp or fees page and, once you send it, a random code that identifies your enquiry, so that the school does not receive it twice if you send it again.',
    },
    lifetime: {
      es: 'Hasta que envías el formulario o cierras la pestaña (un navegador que reabre una pestaña cerrada puede recuperarlo con ella), y como mucho 24 horas desde tu último cambio.',
      en: 'Until you send the form or close the tab (a browser that reopens a closed tab may bring it back with it), and at most 24 hours after your last change.',
    },
  },
} as const satisfies Record<string, BrowserStorageEntry>;
