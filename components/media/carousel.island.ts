import { declareIsland } from '@/lib/islands';

/**
 * The carousels (heroes, photo sliders, rows of cards): hydrated as they come
 * into view. A fading carousel's arrow pressed before then changes the slide
 * at once (carousel.before.ts); a row of cards keeps the press for its engine.
 */
export const carousel = declareIsland({
  name: 'carousel',
  component: () => import('./carousel-frame'),
  export: 'CarouselFrame',
  load: 'visible',
});
