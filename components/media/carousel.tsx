import type { ReactNode } from 'react';
import type { ImageAsset } from '@/content/schemas/fields';
import { contentSizes } from '@/lib/picture-sizes';
import { Picture } from '@/components/ui/picture';
import { CarouselIsland } from './carousel-island';

export type Slide = { image: ImageAsset; caption?: ReactNode };

type CarouselProps = {
  /** Accessible name of the carousel region. */
  label: string;
  slides: readonly Slide[];
  /** The first slide is the page's largest image. */
  priority?: boolean;
  /** The pictures' drawn width at each layout: by default the content column of a page with side navigation. */
  sizes?: string;
  className?: string;
};

/** A photo slider: one picture at a time, fading every few seconds. */
export function Carousel({ label, slides, priority = false, sizes = contentSizes({}), className = '' }: CarouselProps) {
  const nodes = slides.map((slide, index) => (
    <figure key={slide.image.src}>
      <Picture
        image={slide.image}
        priority={priority && index === 0}
        sizes={sizes}
        className="aspect-[3/2] w-full rounded object-cover"
      />
      {slide.caption && <figcaption className="mt-1 text-sm text-ink-muted">{slide.caption}</figcaption>}
    </figure>
  ));
  return (
    <div className={className}>
      <CarouselIsland label={label} slides={nodes} />
    </div>
  );
}
