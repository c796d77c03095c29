import type { ReactNode } from 'react';
import type { RouteKey } from '@/content/navigation';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { WidgetMenu } from './widget-menu';

/**
 * The chrome every page shares: navbar, main content, footer and widget menu.
 * The search indexes the main content only (data-pagefind-body): pages
 * without it, such as the redirect pages and the 404, are left out.
 */
export function PageShell({ routeKey, children }: { routeKey: RouteKey; children: ReactNode }) {
  return (
    <>
      <SiteHeader routeKey={routeKey} />
      <main id="main" data-pagefind-body="">
        {children}
      </main>
      <SiteFooter routeKey={routeKey} />
      <WidgetMenu />
    </>
  );
}
