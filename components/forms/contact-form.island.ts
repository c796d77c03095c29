import { storageKeys } from '@/content/storage-keys';
import { declareIsland } from '@/lib/islands';
import { topicParam } from './topic-address';

/**
 * The contact form: the browser checks it on its own (its fields' native
 * constraints, and contact-form.before.ts) until it is first used; its code
 * is fetched once it is in view and runs on that first use, or with the page
 * when the tab keeps a draft or the address brings a topic, which it
 * restores at once.
 */
export const contactForm = declareIsland({
  name: 'contact-form',
  component: () => import('./contact-form'),
  export: 'ContactForm',
  load: 'first-use',
  restore: { stored: storageKeys.contactDraft, param: topicParam },
});
