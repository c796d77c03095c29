import * as z from 'zod';
import { quote } from './schemas';

/*
 * Addresses written in content/: links, e-mail addresses and phone numbers.
 * A mistyped one reaches families as a dead link or a wrong number, so each
 * is checked wherever it sits, by the name of its field.
 */

/** A link to another site: https:// or http://, a host with a dot, no spaces. */
export const webAddress = z.string().refine(
  (value) => {
    if (!/^https?:\/\/[^\s/]+\.[^\s/]+/.test(value) || /\s/.test(value)) return false;
    return URL.canParse(value);
  },
  { error: (issue) => `must be a full web address starting with https://, like "https://example.org/page"; found ${quote(issue.input)}` },
);

/** A link inside the site ("/es/contact/") or to another site. */
export const link = z.string().refine((value) => /^\/[^\s/]/.test(value) || value === '/' || webAddress.safeParse(value).success, {
  error: (issue) => `must be a full web address starting with https://, like "https://example.org/page", or a path of the site starting with /; found ${quote(issue.input)}`,
});

/** The same rule as the contact form's: a local part, @, a domain and a top-level part of 2 or more letters. */
export const emailAddress = z.string().regex(/^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i, {
  error: (issue) => `must be an e-mail address, like "info@liceo.example"; found ${quote(issue.input)}`,
});

/** A phone number as the site shows it: an optional +country code, then digits in groups. */
export const phoneNumber = z.string().regex(/^\+?\d[\d ]{7,18}\d$/, {
  error: (issue) => `must be a phone number of digits and spaces, with an optional + and country code, like "+34 910 000 000"; found ${quote(issue.input)}`,
});

/** The schema a field's name calls for, if it holds an address: `registrationUrl`, `href`, `email`, `phones[1]`… */
export function addressSchemaFor(key: PropertyKey, parentKey?: PropertyKey): z.ZodType | undefined {
  const name = String(typeof key === 'number' ? parentKey : key);
  if (/(^url|Url|^href|Href)$/.test(name)) return link;
  if (/(^email|Email)$/.test(name)) return emailAddress;
  if (/^phones?$/.test(name)) return phoneNumber;
  return undefined;
}
