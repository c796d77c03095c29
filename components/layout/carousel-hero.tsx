import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { ImageAsset } from '@/content/schemas/fields';
import { getRoute, type RouteKey } from '@/content/navigation';
import { getPageLocale } from '@/lib/locale';
import { routeText } from '@/lib/seo';
import { HeroCarousel } from '@/components/media/hero-carousel';
import { PageHero } from './page-hero';

type CarouselHeroProps = {
  routeKey: RouteKey;
  /** Accessible name of the carousel. */
  label: string;
  images: readonly ImageAsset[];
  /** Replaces the default eyebrow (the section's name on sub-pages). */
  eyebrow?: ReactNode;
  lead?: ReactNode;
};

/** A section page's hero over a fading carousel of pictures (admission, foundation): the page label is the h1. */
export async function CarouselHero({ routeKey, label, images, eyebrow, lead }: CarouselHeroProps) {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'nav' });
  const route = getRoute(routeKey);
  return (
    <PageHero
      title={routeText(t, routeKey)}
      eyebrow={eyebrow ?? (route.section !== routeKey ? routeText(t, route.section) : undefined)}
      lead={lead}
      navbarStyle={route.navbarStyle}
      shade={false}
      background={<HeroCarousel label={label} images={images} navbarStyle={route.navbarStyle} />}
    />
  );
}
