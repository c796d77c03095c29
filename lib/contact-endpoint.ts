/**
 * Where the contact form sends enquiries: `CONTACT_ENDPOINT=https://… npm run
 * build` (see README, "Receiving enquiries"). Unset, delivery is off and the
 * form does what the specification says: it shows the answers and sends
 * nothing. Read at build time by the contact form, its data-protection text
 * and the Content-Security-Policy, so all three always agree.
 */

/** Loopback hosts, the only ones allowed over plain http (a local endpoint in tests). */
const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The endpoint, or null when delivery is off. Anything but https (or http on loopback) stops the build. */
export function contactEndpoint(value = process.env.CONTACT_ENDPOINT): URL | null {
  const text = value?.trim();
  if (!text) return null;
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
