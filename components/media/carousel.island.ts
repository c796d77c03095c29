import type { IslandDeclaration } from '@/lib/islands';
import { carouselBeforeHydration } from './carousel-step';

/**
 * The carousels (heroes, photo sliders, rows of cards): hydrated as they come
 * into view. A fading carousel's arrow pressed before then changes the slide
 * at once (carousel-step.ts); a row of cards keeps the press for its engine.
 */
export const carousel = {
  name: 'carousel',
  component: () => import('./carousel-frame').then((module) => module.CarouselFrame),
  load: 'visible',
  beforeHydration: carouselBeforeHydration,
} as const satisfies IslandDeclaration;
