import { hydrateIslands } from './runtime';

void hydrateIslands('carousel', () => import('@/components/media/carousel-frame').then((module) => module.CarouselFrame));
