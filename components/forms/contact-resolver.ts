import type { Resolver } from 'react-hook-form';
import type { ContactInput } from './contact-fields';
import type { ContactValues } from './contact-schema';

/**
 * The rules, and zod and its resolver with them, in a chunk of their own:
 * fetched when the visitor first enters the form (the form calls this on
 * focus), not with the page, so that reading the contact details costs none of it.
 */
export const loadContactRules = () => import('./contact-schema').then((module) => module.contactRules);

/** The form's resolver: waits for the rules the first time, then uses them. */
export const contactResolver: Resolver<ContactInput, unknown, ContactValues> = async (values, context, options) =>
  (await loadContactRules())(values, context, options);
