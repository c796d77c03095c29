import type { ImageAsset } from '@/content/schemas/fields';
import type { NavbarStyle } from '@/content/navigation';
import { HeroPicture } from '@/components/layout/page-hero';
import { CarouselIsland } from './carousel-island';

type HeroCarouselProps = { label: string; images: readonly ImageAsset[]; navbarStyle: NavbarStyle };

/** A hero's background pictures (home, admission, foundation): three slides fading in turn. */
export function HeroCarousel({ label, images, navbarStyle }: HeroCarouselProps) {
  const slides = images.map((image, index) => (
    <div key={image.src} className="relative size-full">
      <HeroPicture image={image} navbarStyle={navbarStyle} priority={index === 0} />
      <div className="absolute inset-0 bg-gradient-to-t from-navy-900/90 via-navy-900/35 to-navy-900/25" aria-hidden="true" />
    </div>
  ));
  return <CarouselIsland variant="hero" label={label} slides={slides} />;
}
