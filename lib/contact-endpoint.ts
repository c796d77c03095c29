/**
 * Where the contact form sends enquiries: `CONTACT_ENDPOINT=https://… npm run
 * build` (see docs/receiver.md). Unset, delivery is off and the
 * form does what the specification says: it shows the answers and sends
 * nothing. Read at build time by the contact form, its data-protection text
 * and the Content-Security-Policy, so all three always agree.
 */

import { enquiryRetentionDays } from '@/content/legal';
import { site } from '@/content/site';

/** Loopback hosts, the only ones allowed over plain http (a local endpoint in tests). */
const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The endpoint, or null when delivery is off. Anything but https (or http on
 * loopback) stops the build. A path (`/enquiries`) is on the site's own
 * address: the generated nginx.conf hands it to the school's receiver.
 */
export function contactEndpoint(value = process.env.CONTACT_ENDPOINT, siteUrl = site.url): URL | null {
  const text = value?.trim();
  if (!text) return null;
  if (text.startsWith('/')) {
    if (!/^(\/[A-Za-z0-9_-]+)+$/.test(text)) throw new Error(`CONTACT_ENDPOINT, a path on the site's own address, must be letters, digits, hyphens and slashes, like /enquiries (found "${text}").`);
    return new URL(text, siteUrl);
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`CONTACT_ENDPOINT is not an address: "${text}". Write the full https://… address of the form service or the school's endpoint.`);
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && loopback.has(url.hostname));
  if (!secure) {
    throw new Error(`CONTACT_ENDPOINT must start with https:// (found "${url.protocol}//${url.host}"): families' answers never travel unencrypted. Plain http is allowed only on this machine's own address, for tests.`);
  }
  // The origin goes into the pages' Content-Security-Policy: a host of anything but letters, digits, dots and
  // hyphens (or a bracketed IPv6 address) could write a stray directive there, or a wildcard.
  if (!/^([a-z0-9-]+\.)*[a-z0-9-]+$/i.test(url.hostname) && !/^\[[0-9a-f:.]+\]$/i.test(url.hostname)) {
    throw new Error(`CONTACT_ENDPOINT's host must be letters, digits, dots and hyphens, like forms.example.org (found "${url.hostname}").`);
  }
  if (url.username || url.password) {
    throw new Error('CONTACT_ENDPOINT must not hold a user name or password: the site is public, and so is everything in it. Give the form service a public form address instead.');
  }
  return url;
}

/** Whether the endpoint is on the site's own address: the pages' policy needs nothing more than 'self'. */
export const isSameOrigin = (endpoint: URL, siteUrl = site.url) => endpoint.origin === siteUrl;

/** The address the form posts to: a path on the site's own address, so the page sends it wherever it is served. */
export const formEndpoint = (endpoint: URL, siteUrl = site.url) => (isSameOrigin(endpoint, siteUrl) ? endpoint.pathname : endpoint.href);

/**
 * `RECEIVER_RETENTION_DAYS`: the site is built for the school's own receiver
 * (receiver/); the privacy policy then says it keeps an enquiry this many
 * days after e-mailing it. The days themselves are the one retention
 * setting, `enquiryRetentionDays` in content/data/legal.json, which the
 * receiver applies: the variable only says "built for the receiver", and the
 * build stops if it names another number. Unset: the endpoint is a form
 * service, or there is none.
 */
export function receiverRetentionDays(value = process.env.RECEIVER_RETENTION_DAYS, endpoint = process.env.CONTACT_ENDPOINT): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (!/^\d+$/.test(text) || Number(text) !== enquiryRetentionDays)
    throw new Error(`RECEIVER_RETENTION_DAYS is "${text}" but enquiryRetentionDays in content/data/legal.json, which the receiver applies, is ${enquiryRetentionDays}: the privacy policy must state the period the receiver keeps enquiries. Change the period in legal.json (the editor's "Días que se guarda una consulta"), and set RECEIVER_RETENTION_DAYS=${enquiryRetentionDays} or leave it equal to it.`);
  if (!endpoint?.trim()) throw new Error('RECEIVER_RETENTION_DAYS is set but CONTACT_ENDPOINT is not: set both to build the site for the receiver (docs/receiver.md).');
  return enquiryRetentionDays;
}
