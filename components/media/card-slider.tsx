import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { CarouselFrame } from './carousel-frame';
import { carouselLabels } from './carousel-labels';

/** Cards in a sliding row: one in view on small screens, two from 640 px, three from 768 px. */
export async function CardSlider({ label, cards, locale }: { label: string; cards: ReactNode[]; locale: Locale }) {
  return <CarouselFrame variant="cards" label={label} slides={cards} labels={await carouselLabels(locale)} />;
}
