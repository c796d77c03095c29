import * as z from 'zod/mini';
import { contactSchema } from '@/lib/enquiry';
import { enquiryShownForField } from '@/lib/enquiry-body';
import { routing } from '@/i18n/routing';

/*
 * What the receiver accepts: the contact form's own rules (the same zod
 * schema, imported), the page's language, the honeypot field that people
 * never see, and how long the page had shown the form when it was sent.
 * Anything else in the body is refused.
 */

/** The honeypot's name (components/forms/contact-form.tsx): programs that fill in every field fill it too. */
export const honeypotField = 'website';

/** Milliseconds the page had shown the form (or the family had had their draft) when it sent it (lib/enquiry-body.ts); absent from other clients. */
export const shownForField = enquiryShownForField;

export const enquirySchema = z.strictObject({
  ...contactSchema.shape,
  locale: z.enum(routing.locales, { error: 'required' }),
  [honeypotField]: z.optional(z.string()),
  [shownForField]: z.optional(z.int({ error: 'invalid' }).check(z.minimum(0, { error: 'invalid' }))),
});

export type Enquiry = z.infer<typeof enquirySchema>;

/** Each field's first problem, as the form's error codes; never the values. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.code === 'unrecognized_keys' ? issue.keys.join(',') : String(issue.path[0] ?? '(body)');
    errors[field] ??= issue.code === 'unrecognized_keys' ? 'unknown' : issue.message;
  }
  return errors;
}
