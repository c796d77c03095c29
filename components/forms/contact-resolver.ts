import type { FieldErrors, Resolver } from 'react-hook-form';
import type { ContactInput, ContactValues } from './contact-schema';

/**
 * The rules, and zod with them, in a chunk of their own: fetched when the
 * visitor first enters the form (the form calls this on focus), not with the
 * page, so that reading the contact details costs none of it.
 */
export const loadContactSchema = () => import('./contact-schema').then((module) => module.contactSchema);

/**
 * The contact schema as react-hook-form's resolver: each field's first
 * problem, its message being the error code. A dozen lines instead of
 * @hookform/resolvers, which would add its own code to the page for the same.
 */
export const contactResolver: Resolver<ContactInput, unknown, ContactValues> = async (values) => {
  const result = (await loadContactSchema()).safeParse(values);
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<ContactInput> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ContactInput;
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
