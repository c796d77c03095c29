import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { CarouselIsland } from './carousel-island';

/** Cards in a sliding row: one in view on small screens, two from 640 px, three from 768 px. */
export function CardSlider({ label, cards, locale }: { label: string; cards: ReactNode[]; locale: Locale }) {
  return <CarouselIsland variant="cards" label={label} slides={cards} locale={locale} />;
}
