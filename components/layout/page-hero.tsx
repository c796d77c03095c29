import type { ReactNode } from 'react';
import type { ImageAsset } from '@/content/schemas/fields';
import type { NavbarStyle } from '@/content/navigation';
import { pictureCuts, type CutName } from '@/lib/image-variants';
import { sizeOf } from '@/lib/pictures';
import { Picture } from '@/components/ui/picture';

const heights: Record<NavbarStyle, string> = {
  // The bar turns solid one screen height minus 80 px down: the hero fills that screen, less the strip of
  // floating buttons at its foot on phones (widget-menu.tsx), so that its cue to the content shows.
  'on-scroll': 'min-h-[calc(100svh-4rem)] md:min-h-svh',
  overlay: 'min-h-[calc(100svh-4rem)] md:min-h-svh',
  solid: 'min-h-[55svh] pt-10',
};
/** The least height of the hero as a share of the screen's (the `heights` above), and its picture's cut on portrait phones. */
const shapes: Record<NavbarStyle, { share: number; cut: CutName }> = {
  'on-scroll': { share: 1, cut: 'portrait' },
  overlay: { share: 1, cut: 'portrait' },
  solid: { share: 0.55, cut: 'square' },
};

/**
 * `sizes` for a hero's background picture. It covers the hero, so it is drawn
 * as wide as the screen, or wider where the hero is relatively taller than
 * the picture (it is drawn as tall as the hero, `share` of the screen). On
 * portrait phones the hero takes a cut of the picture, which the cut's
 * `media` keeps to screens where the hero is relatively narrower than it:
 * drawn as tall as the hero too.
 */
function heroPictureSizes(navbarStyle: NavbarStyle, image: ImageAsset) {
  const { share, cut } = shapes[navbarStyle];
  const { width, height } = sizeOf(image);
  const sizes = `(min-aspect-ratio: ${Math.round(share * width)}/${height}) 100vw, ${Math.round((share * width * 100) / height)}vh`;
  return { sizes, cut: { name: cut, sizes: `${Math.round(share * pictureCuts[cut].aspect * 100)}vh` } };
}

type HeroPictureProps = {
  image: ImageAsset;
  navbarStyle: NavbarStyle;
  /** false for the hero carousels' later slides. */
  priority?: boolean;
  decorative?: boolean;
};

/** A picture covering the hero: the page's first, loaded at once unless told otherwise. */
export function HeroPicture({ image, navbarStyle, priority = true, decorative = false }: HeroPictureProps) {
  return (
    <Picture
      image={image}
      priority={priority}
      decorative={decorative}
      {...heroPictureSizes(navbarStyle, image)}
      className="size-full object-cover"
    />
  );
}

type PageHeroProps = {
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  navbarStyle: NavbarStyle;
  /** Background art (an image or a carousel); a decorative gradient when absent. */
  background?: ReactNode;
  children?: ReactNode;
  /** false when the background brings its own shading (the hero carousels). */
  shade?: boolean;
};

/** The hero at the top of every section page; it holds the page's h1. */
export function PageHero({ title, eyebrow, lead, navbarStyle, background, children, shade = true }: PageHeroProps) {
  return (
    // data-hero: in forced colours, a control here keeps a ground of its own, off the picture (globals.css).
    <div data-hero="" className={`relative isolate flex items-end overflow-hidden bg-navy-900 text-white print:min-h-0 print:bg-white print:pt-0 ${heights[navbarStyle]}`}>
      <div className="absolute inset-0 -z-10 print:hidden" aria-hidden={background ? undefined : true}>
        {background ?? (
          <div className="size-full bg-[radial-gradient(circle_at_20%_20%,rgb(47_107_79/0.55),transparent_55%),radial-gradient(circle_at_85%_70%,rgb(200_150_62/0.35),transparent_50%)]" />
        )}
      </div>
      {shade && <div className="absolute inset-0 -z-10 bg-gradient-to-t from-navy-900/90 via-navy-900/35 to-navy-900/20 print:hidden" aria-hidden="true" />}
      <div className="pointer-events-none mx-auto w-full max-w-page px-2 pb-8 pt-14 lg:px-3 print:p-0 [&_a]:pointer-events-auto [&_button]:pointer-events-auto">
        {eyebrow && <p className="mb-1 text-sm font-semibold uppercase tracking-[0.16em] text-gold-300">{eyebrow}</p>}
        <h1 className="max-w-4xl text-display font-semibold text-white print:text-navy-900">{title}</h1>
        {lead && <p className="mt-2 max-w-2xl text-lead text-white/90 print:text-ink">{lead}</p>}
        {children}
      </div>
    </div>
  );
}
