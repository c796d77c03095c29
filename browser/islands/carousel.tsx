import { hydrateIslands } from './runtime';

// Awaited: the module is done once its islands are handed to React, and fails if their code does not come.
await hydrateIslands('carousel', () => import('@/components/media/carousel-frame').then((module) => module.CarouselFrame));
