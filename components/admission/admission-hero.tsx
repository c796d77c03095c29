import { admissionCopy, admissionPictures } from '@/content/admission';
import type { RouteKey } from '@/content/navigation';
import { usePageLocale } from '@/lib/locale';
import { CarouselHero } from '@/components/layout/carousel-hero';


const slides = admissionPictures.hero;

/** The hero of the five admission pages: their title over three fading pictures (specification section 2). */
export function admissionHero(routeKey: RouteKey) {
  return function AdmissionHero() {
    const locale = usePageLocale();
    return <CarouselHero routeKey={routeKey} label={admissionCopy.heroCarouselLabel[locale]} images={slides} />;
  };
}
