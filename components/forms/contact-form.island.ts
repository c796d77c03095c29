import { storageKeys } from '@/content/storage-keys';
import type { IslandDeclaration } from '@/lib/islands';
import { contactFormBeforeHydration } from './before-hydration';
import { topicParam } from './topic-address';

/**
 * The contact form: the browser checks it on its own (its fields' native
 * constraints) until it is first used; its code is fetched once it is in
 * view and runs on that first use, or with the page when the tab keeps a
 * draft or the address brings a topic, which it restores at once.
 */
export const contactForm = {
  name: 'contact-form',
  component: () => import('./contact-form').then((module) => module.ContactForm),
  load: 'first-use',
  restore: { stored: storageKeys.contactDraft, param: topicParam },
  beforeHydration: contactFormBeforeHydration,
} as const satisfies IslandDeclaration;
