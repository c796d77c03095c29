import type { MetadataRoute } from 'next';
import { sitemapPages } from '@/lib/seo';

// Written once at build time into out/sitemap.xml.
export const dynamic = 'force-static';

/** Every real page (each route in each language) with its hreflang alternates; no redirect pages, no 404. */
export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapPages().map(({ url, alternates }) => ({ url, alternates: { languages: alternates } }));
}
