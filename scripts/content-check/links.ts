import type * as z from 'zod';
import { emailAddress, link, phoneNumber } from '@/content/schemas/fields';

/*
 * Addresses written in the content modules: links, e-mail addresses and
 * phone numbers. A mistyped one reaches families as a dead link or a wrong
 * number, so each is checked wherever it sits, by the name of its field, with
 * the data files' own rules (content/schemas/fields.ts).
 */

/** The schema a field's name calls for, if it holds an address: `registrationUrl`, `href`, `email`, `phones[1]`… */
export function addressSchemaFor(key: PropertyKey, parentKey?: PropertyKey): z.ZodType | undefined {
  const name = String(typeof key === 'number' ? parentKey : key);
  if (/(^url|Url|^href|Href)$/.test(name)) return link;
  if (/(^email|Email)$/.test(name)) return emailAddress;
  if (/^phones?$/.test(name)) return phoneNumber;
  return undefined;
}
