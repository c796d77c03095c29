/**
 * How any host must serve the export: security headers, the Content-Security-
 * Policy, caching and the unprefixed-path redirects. The one source of truth
 * for out/_headers, out/_redirects, out/.htaccess, out-host/nginx.conf,
 * out-host/vercel.json and each page's CSP meta element (see docs/deploying.md).
 */
import { createHash } from 'node:crypto';
import { pageScriptTexts } from '@/components/islands/built-code';
import { localizedPath, routes } from '@/content/navigation';
import { routing } from '@/i18n/routing';
import { contactEndpoint, isSameOrigin } from '@/lib/contact-endpoint';
import { icalendarType } from '@/lib/icalendar';
import { islandsPath } from '@/lib/islands';
import { searchBundlePath } from '@/lib/search';

/** The privacy-enhanced video host: the only site a page may frame. */
export const videoEmbedOrigin = 'https://www.youtube-nocookie.com';

type Directives = Readonly<Record<string, readonly string[]>>;

/**
 * The site's policy. `script-src` gains each page's inline-script hashes in
 * its meta element; 'wasm-unsafe-eval' lets the search (Pagefind, loaded
 * when a visitor opens it) compile its WebAssembly, and allows no eval of
 * script text. Styles allow 'unsafe-inline': the export's one inline style
 * is the fees calculator's level rules (in the <head>), and the search sets
 * inline styles; a style cannot run code. No other site's script may run:
 * a played video is the host's own page in a frame (videoEmbedOrigin).
 * `connect-src` gains the contact endpoint's origin when CONTACT_ENDPOINT is
 * set at build time to another site, and nothing else changes; an endpoint
 * on the site's own address (nginx hands it to the receiver) needs only 'self'.
 */
const contentSecurityPolicy = (endpoint = contactEndpoint()): Directives => ({
  'default-src': ["'self'"],
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'", ...(endpoint && !isSameOrigin(endpoint) ? [endpoint.origin] : [])],
  'frame-src': [videoEmbedOrigin],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});

/** Directives a <meta> policy may not carry (browsers ignore them there). */
const headerOnly = ['frame-ancestors'];

function serialise(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** The CSP source of an inline script's text: the browser hashes it exactly as written. */
export const scriptHash = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** `script-src` with these inline scripts' hashes added. */
const withScripts = (directives: Directives, scriptHashes: readonly string[]): Directives => ({
  ...directives,
  'script-src': [...directives['script-src']!, ...scriptHashes.map((hash) => `'${hash}'`)],
});

/** The policy of one page's meta element, with the hashes of its inline scripts. */
export function metaPolicy(scriptHashes: readonly string[], endpoint = contactEndpoint()): string {
  const directives = Object.fromEntries(Object.entries(contentSecurityPolicy(endpoint)).filter(([name]) => !headerOnly.includes(name)));
  return serialise(withScripts(directives, scriptHashes));
}

/**
 * The policy every response carries as a header: the whole policy, whose
 * `script-src` allows the site's inline scripts wherever they are (the same
 * few on every page: browser/inline/, and the islands' for each set of kinds a page may hold), so a file served without its page's
 * meta element (an SVG, a page that lost it) runs no other script. Each
 * page's meta narrows it to that page's own scripts: a script must pass both.
 */
export function headerPolicy(endpoint = contactEndpoint()): string {
  return serialise(withScripts(contentSecurityPolicy(endpoint), pageScriptTexts().map(scriptHash)));
}

const videoFeature = `(self "${videoEmbedOrigin}")`;

/** Sent with every response, pages and files alike. */
export const securityHeaders: Readonly<Record<string, string>> = {
  // One year; no includeSubDomains: the school's other subdomains are not ours to decide.
  'Strict-Transport-Security': 'max-age=31536000',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': [
    'camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()', 'accelerometer=()', 'gyroscope=()',
    'browsing-topics=()', `autoplay=${videoFeature}`, `fullscreen=${videoFeature}`, `picture-in-picture=${videoFeature}`,
    `encrypted-media=${videoFeature}`,
  ].join(', '),
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  // Read when the host files are written, after the inline scripts are bundled.
  get 'Content-Security-Policy'() {
    return headerPolicy();
  },
};

export type CacheRule = {
  path: string;
  /** 'prefix': the path and everything under it; 'exact': that path alone. */
  match: 'prefix' | 'exact';
  cacheControl: string;
  /** Sent as Content-Type for files whose type a host may not know (nginx's standard list has no .ics). */
  contentType?: string;
};

/** Revalidated on every visit: pages, and files whose names stay when their content changes. */
export const revalidate = 'no-cache';
const immutable = 'public, max-age=31536000, immutable';

/**
 * Cache-Control by path. The rules never overlap, so hosts that merge
 * matching rules (Netlify, Cloudflare Pages) send one value each.
 */
export const cacheRules: readonly CacheRule[] = [
  // The stylesheets and fonts: their names carry a hash of their content, and a new build writes new names.
  { path: '/_next/static/', match: 'prefix', cacheControl: immutable },
  // The islands' modules and chunks (scripts/bundle-browser-code.ts): hashed names too.
  { path: islandsPath, match: 'prefix', cacheControl: immutable },
  // Pictures keep their names when replaced: a day at most.
  { path: '/images/', match: 'prefix', cacheControl: 'public, max-age=86400' },
  // Only pages live under the locale folders (the post-build step removes Next's route payloads: used-files.ts).
  ...routing.locales.map((locale) => ({ path: `/${locale}/`, match: 'prefix' as const, cacheControl: revalidate })),
  { path: '/', match: 'exact', cacheControl: revalidate },
  { path: '/404.html', match: 'exact', cacheControl: revalidate },
  // The calendar files keep their names from year to year (subscriptions follow them).
  { path: '/calendar/', match: 'prefix', cacheControl: revalidate, contentType: icalendarType },
  // The search index (scripts/postbuild/search-index.ts): its entry files keep their names.
  { path: searchBundlePath, match: 'prefix', cacheControl: revalidate },
];

export type Redirect = { from: string; to: string; status: 301 };

/** Every unprefixed path of the route tree, with and without its slash, to its Spanish page. */
export const redirects: readonly Redirect[] = routes.flatMap((route) => {
  const to = localizedPath(routing.defaultLocale, route.path);
  const froms = route.path === '/' ? ['/'] : [route.path, `${route.path}/`];
  return froms.map((from) => ({ from, to, status: 301 as const }));
});

/** Files the post-build step writes into out/ for the hosts that read them there; none is served as a page (nginx and Apache are told so). */
export const hostFiles = ['_headers', '_redirects', '.htaccess'] as const;

/** Host files a visitor must not be able to fetch: written beside out/, into out-host/ (host-files.ts). */
export const hostFilesBeside = ['vercel.json', 'nginx.conf'] as const;

/** The receiver's own default address (receiver/config.ts): where nginx finds it unless RECEIVER_UPSTREAM says otherwise. */
const defaultUpstream = 'http://127.0.0.1:8787';

export type EnquiriesProxy = { path: string; upstream: string };

/**
 * What nginx hands to the school's receiver: the enquiry path, when
 * CONTACT_ENDPOINT is a path on the site's own address (`/enquiries`), to
 * the receiver at RECEIVER_UPSTREAM (an http origin, default the receiver's
 * own). Null when the endpoint is elsewhere or unset.
 */
export function enquiriesProxy(endpoint = contactEndpoint(), upstream = process.env.RECEIVER_UPSTREAM): EnquiriesProxy | null {
  if (!endpoint || !isSameOrigin(endpoint)) return null;
  const text = upstream?.trim() || defaultUpstream;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== text.replace(/\/$/, '') || !/^[A-Za-z0-9.:[\]-]+$/.test(url.host))
    throw new Error(`RECEIVER_UPSTREAM must be the receiver's address alone, like http://127.0.0.1:8787 (found "${text}").`);
  return { path: endpoint.pathname, upstream: url.origin };
}
