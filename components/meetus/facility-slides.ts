import { facilities, virtualViews } from '@/content/facilities';
import type { Locale } from '@/i18n/routing';
import type { Slide } from '@/components/media/carousel';

/** Slides of the facilities photo slider: each facility with its name as caption. */
export const facilitySlides = (locale: Locale): Slide[] =>
  facilities.map((facility) => ({ image: facility.image, caption: facility.name[locale] }));

/** Slides of the virtual-visit slider. */
export const virtualVisitSlides = (locale: Locale): Slide[] =>
  virtualViews.map((view) => ({ image: view.image, caption: view.name[locale] }));
