import * as z from 'zod/mini';

/**
 * The contact form's rules (specification sections 3 and 5), in one place.
 * Errors are codes; each page shows them in its language (the English words
 * are the specification's catalogue: 'Required', 'Invalid phone number',
 * 'Invalid email address').
 */
export const PHONE_DIGITS = 10;
export const MESSAGE_ROWS = 4;
/** A postal address may span lines (and autocomplete's street-address needs a multi-line field). */
export const ADDRESS_ROWS = 2;
export const COURSES = ['course1', 'course2', 'course3'] as const;
export const YES_NO = ['yes', 'no'] as const;

/** Exactly ten ASCII digits: no spaces, no other scripts' digits. */
export const PHONE_PATTERN = new RegExp(`^[0-9]{${PHONE_DIGITS}}$`);
/** Local part, @, domain, a top-level part of two or more letters; case-insensitive. */
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

export type ContactErrorCode = 'required' | 'invalidPhone' | 'invalidEmail';

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
});

/** A valid submission. */
export type ContactValues = z.infer<typeof contactSchema>;

/** What the form holds while a visitor types: every answer may still be empty. */
export type ContactInput = {
  [Key in keyof ContactValues]: Key extends 'consent' ? boolean : string;
};

export const emptyContact: ContactInput = {
  completeName: '',
  address: '',
  population: '',
  phone: '',
  previousCenter: '',
  email: '',
  course: '',
  message: '',
  alumni: '',
  childrenInSchool: '',
  consent: false,
};

export const contactFields = Object.keys(emptyContact) as (keyof ContactInput)[];
