import type { FieldErrors, Resolver } from 'react-hook-form';
import { contactSchema, type ContactInput, type ContactValues } from './contact-schema';

/**
 * The contact schema as react-hook-form's resolver: each field's first
 * problem, its message being the error code. A dozen lines instead of
 * @hookform/resolvers, which would add its own code to the page for the same.
 */
export const contactResolver: Resolver<ContactInput, unknown, ContactValues> = (values) => {
  const result = contactSchema.safeParse(values);
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<ContactInput> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ContactInput;
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
