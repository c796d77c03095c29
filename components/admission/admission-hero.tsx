import { admissionCopy, admissionPictures } from '@/content/admission';
import type { RouteKey } from '@/content/navigation';
import type { Locale } from '@/i18n/routing';
import { CarouselHero } from '@/components/layout/carousel-hero';


const slides = admissionPictures.hero;

/** The hero of the five admission pages: their title over three fading pictures (specification section 2). */
export function admissionHero(routeKey: RouteKey) {
  return function AdmissionHero({ locale }: { locale: Locale }) {
    return <CarouselHero routeKey={routeKey} label={admissionCopy.heroCarouselLabel[locale]} images={slides} />;
  };
}
