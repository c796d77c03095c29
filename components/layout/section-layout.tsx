import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { heroImages } from '@/content/heroes';
import { childrenOf, getRoute, type RouteKey } from '@/content/navigation';
import { getPageLocale } from '@/lib/locale';
import { routeText } from '@/lib/seo';
import { HeroCue } from './hero-cue';
import { HeroPicture, PageHero } from './page-hero';
import { SideNav, SubmenuStrip } from './section-nav';

type SectionLayoutProps = {
  routeKey: RouteKey;
  /** Replaces the default hero (title over the section's art). */
  hero?: ReactNode;
  children: ReactNode;
};

/** Section page layout (specification section 2): hero, side navigation, content. */
export async function SectionLayout({ routeKey, hero, children }: SectionLayoutProps) {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'nav' });
  const tScroll = await getTranslations({ locale, namespace: 'scroll' });
  const route = getRoute(routeKey);
  const hasSideNav = route.section !== 'home' && childrenOf(route.section).length > 0;
  const heroImage = heroImages[routeKey] ?? heroImages[route.section];

  return (
    <>
      <div className="relative">
        {hero ?? (
          <PageHero
            title={routeText(t, routeKey)}
            eyebrow={route.section !== routeKey ? routeText(t, route.section) : undefined}
            navbarStyle={route.navbarStyle}
            background={heroImage && <HeroPicture image={heroImage} navbarStyle={route.navbarStyle} decorative />}
          />
        )}
        <HeroCue label={tScroll('down')} />
      </div>
      {hasSideNav && <SubmenuStrip routeKey={routeKey} />}
      <div
        className={`mx-auto grid max-w-page gap-4 px-2 py-6 md:py-8 lg:px-3 ${hasSideNav ? 'md:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8' : ''}`}
      >
        {hasSideNav && <SideNav routeKey={routeKey} />}
        <div id="page-content" tabIndex={-1} className="min-w-0 outline-none">
          {children}
        </div>
      </div>
    </>
  );
}
