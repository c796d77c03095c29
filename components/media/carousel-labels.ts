import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { CarouselLabels } from './carousel-frame';

/** The carousel's labels for `count` slides, translated on the server and handed to the island. */
export async function carouselLabels(locale: Locale, count: number): Promise<CarouselLabels> {
  const t = await getTranslations({ locale, namespace: 'media' });
  return {
    slides: Array.from({ length: count }, (_, index) => t('slideOf', { index: index + 1, total: count })),
    pause: t('pause'),
    play: t('play_slides'),
    previous: t('previous'),
    next: t('next'),
  };
}
