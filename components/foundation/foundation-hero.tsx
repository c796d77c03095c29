import { getTranslations } from 'next-intl/server';
import { foundationHeroPictures, foundationHome } from '@/content/foundation';
import type { RouteKey } from '@/content/navigation';
import { getPageLocale } from '@/lib/locale';
import { CarouselHero } from '@/components/layout/carousel-hero';
import { FoundationLogo } from './foundation-logo';


/** The foundation's hero: its emblem and the page title over three fading pictures (specification section 2). */
export function foundationHero(routeKey: RouteKey) {
  return async function FoundationHero() {
    const locale = await getPageLocale();
    const t = await getTranslations({ locale, namespace: 'nav' });
    const isHome = routeKey === 'foundation';
    return (
      <CarouselHero
        routeKey={routeKey}
        label={foundationHome.heroCarouselLabel[locale]}
        images={foundationHeroPictures}
        eyebrow={
          <span className="flex items-center gap-1.5">
            <FoundationLogo className="size-6 text-gold-300 sm:size-8" />
            {!isHome && <span>{t('foundation')}</span>}
          </span>
        }
        lead={isHome ? foundationHome.tagline[locale] : undefined}
      />
    );
  };
}
