/*
 * Addresses that cannot be a school's: the names reserved for examples and
 * tests (RFC 2606 and RFC 6761: example.com, example.net, example.org and the
 * top-level names .example, .test, .invalid and .localhost) and this machine's
 * own. The sample site uses them on purpose, so a forgotten one is found.
 */

const reservedTopLevel = new Set(['example', 'test', 'invalid', 'localhost']);
const reservedDomains = ['example.com', 'example.net', 'example.org'];

/** Whether a host name (`info@liceo.example`'s `liceo.example`, a URL's host) is reserved or this machine's. */
export function isReservedHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  if (reservedTopLevel.has(name.split('.').at(-1)!)) return true;
  if (reservedDomains.some((domain) => name === domain || name.endsWith(`.${domain}`))) return true;
  return /^127\.\d+\.\d+\.\d+$/.test(name) || name === '[::1]' || name === '0.0.0.0';
}

/** The hosts a text names: each e-mail address's domain and each web address's host. */
export function hostsIn(text: string): { address: string; host: string }[] {
  const emails = [...text.matchAll(/[\w.%+-]+@([\w-]+(?:\.[\w-]+)*)/g)].map(([address, host]) => ({ address, host: host! }));
  const urls = [...text.matchAll(/\b(?:https?|webcal):\/\/(?:[^\s/?#@<>()"']*@)?(\[[^\]]+\]|[^\s/?#:<>()"']+)[^\s<>()"']*/gi)].map(([address, host]) => ({ address, host: host! }));
  return [...emails, ...urls];
}
