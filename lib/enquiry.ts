import * as z from 'zod/mini';
import { COURSES, EMAIL_PATTERN, PHONE_DIGITS, PHONE_PATTERN, YES_NO, type ContactErrorCode, type ContactInput } from './enquiry-fields';

/**
 * What an enquiry is: the contact form's rules (specification sections 3 and
 * 5), in one place. The form checks its answers with them in the browser
 * (components/forms/contact-rules.ts) and the receiver checks what it is sent
 * (receiver/enquiry.ts). Loaded by the form only when it first needs them, so
 * zod is not part of the page's first scripts.
 */

const isFilled = (value: string) => value.trim().length > 0;
const required = (code: ContactErrorCode = 'required') => ({ error: code });

const text = () => z.string(required()).check(z.refine(isFilled, required()));
const matching = (test: (value: string) => boolean, code: ContactErrorCode) =>
  z.string(required()).check(z.refine(isFilled, { ...required(), abort: true }), z.refine(test, required(code)));

const isPhone = (value: string) => value.length === PHONE_DIGITS && PHONE_PATTERN.test(value);
// Without an @ the pattern cannot match: skip the regex, whose backtracking
// over a long string without one would cost time for nothing.
const isEmail = (value: string) => value.includes('@') && EMAIL_PATTERN.test(value);

export const contactSchema = z.object({
  completeName: text(),
  address: text(),
  population: text(),
  phone: matching(isPhone, 'invalidPhone'),
  previousCenter: text(),
  email: matching(isEmail, 'invalidEmail'),
  course: z.enum(COURSES, required()),
  message: text(),
  alumni: z.enum(YES_NO, required()),
  childrenInSchool: z.enum(YES_NO, required()),
  consent: z.literal(true, required()),
} satisfies Record<keyof ContactInput, z.ZodMiniType>);

/** A valid submission. */
export type ContactValues = z.infer<typeof contactSchema>;
