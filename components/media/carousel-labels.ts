import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { CarouselLabels } from './carousel-frame';

/** The carousel's control labels, translated on the server and handed to the island. */
export async function carouselLabels(locale: Locale): Promise<CarouselLabels> {
  const t = await getTranslations({ locale, namespace: 'media' });
  return {
    slide: t.raw('slideOf') as string,
    pause: t('pause'),
    play: t('play_slides'),
    previous: t('previous'),
    next: t('next'),
  };
}
