import { CarouselFrame } from '@/components/media/carousel-frame';
import { hydrateIslands } from './runtime';

hydrateIslands('carousel', CarouselFrame);
