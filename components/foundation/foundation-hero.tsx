import { getTranslations } from 'next-intl/server';
import { foundationHome } from '@/content/foundation';
import { images } from '@/content/images';
import { getRoute, type RouteKey } from '@/content/navigation';
import type { Locale } from '@/i18n/routing';
import { PageHero } from '@/components/layout/page-hero';
import { Picture } from '@/components/ui/picture';
import { FoundationLogo } from './foundation-logo';

/**
 * The foundation's hero: its emblem over the first foundation picture. The
 * specification's three-slide slider comes with the interactive hero.
 */
export function foundationHero(routeKey: RouteKey) {
  return async function FoundationHero({ locale }: { locale: Locale }) {
    const t = await getTranslations({ locale, namespace: 'nav' });
    const isHome = routeKey === 'foundation';
    return (
      <PageHero
        title={t(routeKey)}
        navbarStyle={getRoute(routeKey).navbarStyle}
        eyebrow={
          <span className="flex items-center gap-1.5">
            <FoundationLogo className="size-6 text-gold-300 sm:size-8" />
            {!isHome && <span>{t('foundation')}</span>}
          </span>
        }
        lead={isHome ? foundationHome.tagline[locale] : undefined}
        background={
          <Picture image={images.heroFoundation1} locale={locale} priority decorative className="size-full object-cover" />
        }
      />
    );
  };
}
