/**
 * The enquiry's fields and the facts its rules use (specification sections 3
 * and 5), without zod: the contact form imports these at once, the rules
 * themselves (enquiry.ts) only when it first checks an answer.
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

/*
 * The same two rules as HTML pattern attributes, which the browser checks
 * before the form's script runs. A pattern attribute is matched whole (as
 * ^(?:…)$) with the v flag and no other: no i flag, so both cases are spelled
 * out, and a - inside a class must be escaped. A unit test holds each to its
 * RegExp above.
 */
export const PHONE_PATTERN_ATTRIBUTE = `[0-9]{${PHONE_DIGITS}}`;
export const EMAIL_PATTERN_ATTRIBUTE = String.raw`[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}`;

/**
 * Errors are codes; each page shows them in its language (the English words
 * are the specification's catalogue: 'Required', 'Invalid phone number',
 * 'Invalid email address').
 */
export type ContactErrorCode = 'required' | 'invalidPhone' | 'invalidEmail';

/** The form before anything is typed: the consent box starts unticked. */
export const emptyContact = {
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

/** What the form holds while a visitor types: every answer may still be empty. */
export type ContactInput = typeof emptyContact;

export const contactFields = Object.keys(emptyContact) as (keyof ContactInput)[];
