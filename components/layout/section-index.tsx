import { getTranslations } from 'next-intl/server';
import { childrenOf, hrefFor, type RouteKey } from '@/content/navigation';
import { getPageLocale } from '@/lib/locale';
import { routeText } from '@/lib/seo';
import { SiteLink } from '@/components/ui/site-link';

/** Cards linking to a section's pages. */
export async function SectionIndex({ routeKey }: { routeKey: RouteKey }) {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'nav' });
  const items = childrenOf(routeKey, { menuOnly: true });
  if (items.length === 0) return null;
  return (
    <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.key}>
          <SiteLink
            href={`${hrefFor(locale, item.key)}#page-content`}
            className="block h-full rounded bg-white p-3 font-serif text-xl text-navy-900 shadow-sm ring-1 ring-navy-900/5 transition hover:-translate-y-0.5 hover:shadow-md"
          >
            {routeText(t, item.key)}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
