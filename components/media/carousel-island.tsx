import type { ReactNode } from 'react';
import { getPageLocale } from '@/lib/locale';
import { Island } from '@/components/islands/island';
import type { CarouselFrameProps } from './carousel-frame';
import { carousel } from './carousel.island';
import { carouselLabels } from './carousel-labels';

type CarouselIslandProps = Omit<CarouselFrameProps, 'labels' | 'slots'> & { slides: readonly ReactNode[] };

/** A carousel of server-rendered slides, taken over in the browser by its island (carousel.island.ts). */
export async function CarouselIsland({ slides, ...props }: CarouselIslandProps) {
  const locale = await getPageLocale();
  return (
    <Island
      of={carousel}
      props={{ ...props, labels: await carouselLabels(locale, slides.length) }}
      slots={Object.fromEntries(slides.map((slide, index) => [String(index), slide]))}
    />
  );
}
