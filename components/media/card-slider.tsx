import type { ReactNode } from 'react';
import { CarouselIsland } from './carousel-island';

/** Cards in a sliding row: one in view on small screens, two from 640 px, three from 768 px. */
export function CardSlider({ label, cards }: { label: string; cards: ReactNode[] }) {
  return <CarouselIsland variant="cards" label={label} slides={cards} />;
}
