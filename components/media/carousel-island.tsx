import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { Island } from '@/components/islands/island';
import type { CarouselFrameProps } from './carousel-frame';
import { carousel } from './carousel.island';
import { carouselLabels } from './carousel-labels';

type CarouselIslandProps = Omit<CarouselFrameProps, 'labels' | 'slots'> & { slides: readonly ReactNode[]; locale: Locale };

/** A carousel of server-rendered slides, taken over in the browser by its island (carousel.island.ts). */
export async function CarouselIsland({ slides, locale, ...props }: CarouselIslandProps) {
  return (
    <Island
      of={carousel}
      props={{ ...props, labels: await carouselLabels(locale, slides.length) }}
      slots={Object.fromEntries(slides.map((slide, index) => [String(index), slide]))}
    />
  );
}
