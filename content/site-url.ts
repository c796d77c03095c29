/*
 * The site's public address, from SITE_URL at build time. Apart from
 * content/site.ts, which reads the data files, so that the launch check can
 * name the default without loading any content.
 */

/** Used when SITE_URL is not set: a reserved domain, so a forgotten setting shows at once. */
export const defaultSiteUrl = 'https://www.liceo.example';

/**
 * The public origin of the site, without a trailing slash: `SITE_URL=https://www.example.es npm run build`.
 * Canonical and alternate links, Open Graph, structured data, the sitemap and
 * robots.txt are all absolute URLs built on it, read once at build time.
 */
export function siteOrigin(value = process.env.SITE_URL): string {
  const url = new URL(value?.trim() || defaultSiteUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`SITE_URL must be an http(s) URL: ${value}`);
  return url.origin;
}
