import { getTranslations } from 'next-intl/server';
import type { RouteKey } from '@/content/navigation';
import { getPageLocale } from '@/lib/locale';
import { pageDescription } from '@/lib/page-descriptions';
import { routeText } from '@/lib/seo';
import { structuredDataFor } from '@/lib/structured-data';
import { JsonLdScript } from './json-ld';

/** The page's JSON-LD blocks (lib/structured-data.ts decides which). */
export async function StructuredData({ routeKey }: { routeKey: RouteKey }) {
  const locale = await getPageLocale();
  const nav = await getTranslations({ locale, namespace: 'nav' });
  const blocks = structuredDataFor(routeKey, locale, { label: (key) => routeText(nav, key), description: (key) => pageDescription(key, locale) });
  return blocks.map((data, index) => <JsonLdScript key={index} data={data} />);
}
