import type { ReactNode } from 'react';
import type { ImageAsset } from '@/content/images';
import type { Locale } from '@/i18n/routing';
import { Picture } from '@/components/ui/picture';

export type Slide = { image: ImageAsset; caption?: ReactNode };

type CarouselProps = {
  /** Accessible name of the carousel region. */
  label: string;
  slides: readonly Slide[];
  locale: Locale;
  /** The first slide is the page's largest image. */
  priority?: boolean;
  className?: string;
};

/**
 * A row of slides that scrolls sideways (CSS scroll snap): readable and
 * usable without JavaScript.
 */
export function Carousel({ label, slides, locale, priority = false, className = '' }: CarouselProps) {
  return (
    <section aria-label={label} className={className}>
      <ul className="flex snap-x snap-mandatory gap-2 overflow-x-auto pb-1">
        {slides.map((slide, index) => (
          <li key={slide.image.src} className="w-[85%] shrink-0 snap-start sm:w-[70%]">
            <figure>
              <Picture
                image={slide.image}
                locale={locale}
                priority={priority && index === 0}
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
