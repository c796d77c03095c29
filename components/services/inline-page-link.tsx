import { getTranslations } from 'next-intl/server';
import { hrefFor, type RouteKey } from '@/content/navigation';
import { getPageLocale } from '@/lib/locale';
import { routeText } from '@/lib/seo';
import { SiteLink } from '@/components/ui/site-link';

type InlinePageLinkProps = { lead: string; routeKey: RouteKey };

/** A sentence that ends in a link to another page, named by its menu label: "… figura en Honorarios." */
export async function InlinePageLink({ lead, routeKey }: InlinePageLinkProps) {
  const locale = await getPageLocale();
  const nav = await getTranslations({ locale, namespace: 'nav' });
  return (
    <p className="text-[0.9375rem] text-ink-soft">
      {lead}{' '}
      <SiteLink
        href={`${hrefFor(locale, routeKey)}#page-content`}
        className="font-medium text-garden-700 underline underline-offset-4 hover:text-garden-800"
      >
        {routeText(nav, routeKey)}
      </SiteLink>
      .
    </p>
  );
}
