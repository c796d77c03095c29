import type { Resolver } from 'react-hook-form';
import type { ContactValues } from '@/lib/enquiry';
import type { ContactInput } from '@/lib/enquiry-fields';

/**
 * The rules, and zod and its resolver with them, in a chunk of their own:
 * fetched when the visitor first enters the form (the form calls this on
 * focus), not with the page, so that reading the contact details costs none of it.
 */
export const loadContactRules = () => import('./contact-rules').then((module) => module.contactRules);

/** The form's resolver: waits for the rules the first time, then uses them. */
export const contactResolver: Resolver<ContactInput, unknown, ContactValues> = async (values, context, options) =>
  (await loadContactRules())(values, context, options);
