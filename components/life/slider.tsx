import type { ReactNode } from 'react';
import type { ImageAsset } from '@/content/images';
import type { Locale } from '@/i18n/routing';
import { Picture } from '@/components/ui/picture';

type SliderProps = { label: string; slides: readonly { image: ImageAsset; caption?: ReactNode }[]; locale: Locale };

/**
 * The shared Carousel (components/media/carousel.tsx) with one change: the
 * element that scrolls is the labelled region and takes keyboard focus, so
 * keyboard users can scroll it (axe: scrollable-region-focusable). Replace
 * with Carousel once the shared component does the same.
 */
export function Slider({ label, slides, locale }: SliderProps) {
  return (
    <section aria-label={label} tabIndex={0} className="snap-x snap-mandatory overflow-x-auto rounded pb-1">
      <ul className="flex gap-2">
        {slides.map((slide) => (
          <li key={slide.image.src} className="w-[85%] shrink-0 snap-start sm:w-[70%]">
            <figure>
              <Picture
                image={slide.image}
                locale={locale}
                sizes="(min-width: 900px) 640px, 85vw"
                className="aspect-[3/2] w-full rounded object-cover"
              />
              {slide.caption && <figcaption className="mt-1 text-sm text-ink-muted">{slide.caption}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
