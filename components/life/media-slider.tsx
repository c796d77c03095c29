import type { MediaSlide } from '@/content/media';
import type { Localized } from '@/content/schemas/fields';
import { usePageLocale } from '@/lib/locale';
import { Carousel } from '@/components/media/carousel';

type MediaSliderProps = { id: string; title: Localized; slides: readonly MediaSlide[] };

/** The titled photo slider every media page has (specification section 2): the shared Carousel under an h3. */
export function MediaSlider({ id, title, slides }: MediaSliderProps) {
  const locale = usePageLocale();
  return (
    <div>
      <h3 id={id} className="mb-2 text-title font-semibold">
        {title[locale]}
      </h3>
      <Carousel
        label={title[locale]}
        slides={slides.map((slide) => ({ image: slide.image, caption: slide.caption[locale] }))}
      />
    </div>
  );
}
