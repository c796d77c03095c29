/**
 * The responsive variants of every picture staff chose (content/pictures/):
 * which widths and formats exist and where. scripts/images.ts writes the
 * files from these rules and components/ui/picture.tsx names them in
 * `srcset`, so both always agree.
 */

/**
 * Widths drawn for every picture, besides its own width; none is ever wider
 * than the file, nor within 15% of its width (a near copy of it). Chosen for
 * the screens that matter: 400 for a card in a three-column grid, 680 for a
 * picture inside the margins of a 360-412 px phone at 1.75×, 800 for a
 * full-width picture or a short hero's square cut on the same phone at up to
 * 2× (Lighthouse's phone is 412 × 823 px at 1.75×: 721 and 792 px; Chromium
 * takes the first candidate at least that wide), 1080 for the same on a 3×
 * phone, 1440 and 1920 for the full-width heroes.
 */
export const variantWidths = [400, 680, 800, 1080, 1440, 1920] as const;
const nearCopy = 0.85;

/**
 * AVIF alone: every browser the site's bundles target decodes it (Chrome 85,
 * Firefox 93, Safari 16.4), and one format less is less markup in every page
 * (a WebP <source> per picture cost home about 230 gzipped bytes, which
 * pushed its HTML past the first round trip; README, "Why home's LCP…").
 * An older browser takes the <img>'s JPEG, re-encoded by scripts/images.ts.
 */
export const variantFormats = [{ extension: 'avif', type: 'image/avif' }] as const;

export type VariantFormat = (typeof variantFormats)[number];

/** Generated, never committed: `npm run build` (scripts/images.ts) fills it. */
export const variantDirectory = '/images/variants';

/**
 * Heroes on a portrait phone show a narrow strip of a wide picture, full
 * height. For them a centre cut, full height, replaces the whole picture.
 * Each cut's `media` keeps it to screens where its hero is relatively
 * narrower than the cut, so object-fit: cover frames the cut exactly as it
 * frames the whole picture, from fewer bytes. A full-screen hero takes
 * the 3:4 cut on screens up to 2:3; a hero 55% of the screen tall
 * (components/layout/page-hero.tsx) takes the square cut on screens up to
 * 11:20. Only landscape pictures at least `cutMinHeight` tall get cuts, and
 * scripts/images.ts draws them only for the pictures a hero shows (a news
 * photo is as tall, and never a hero).
 */
export const pictureCuts = {
  portrait: { aspect: 3 / 4, media: '(max-aspect-ratio: 2/3)' },
  square: { aspect: 1, media: '(max-aspect-ratio: 11/20)' },
} as const;

export type CutName = keyof typeof pictureCuts;

export const cutNames = Object.keys(pictureCuts) as CutName[];
const cutMinHeight = 1200;

type Size = { readonly width: number; readonly height: number };

/** A picture's file name without folder and extension: "/images/hero-home-1.jpg" → "hero-home-1". */
export function baseName(src: string): string {
  return src.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
}

/**
 * The size a picture is published at: as uploaded, the right way up, but no
 * wider than the widest variant (a phone's 4032 px photo is drawn 1920 px wide
 * at most, and encoding it whole would cost the build for nothing).
 */
export function publishedSize({ width, height }: Size): { width: number; height: number } {
  const widest = variantWidths.at(-1)!;
  return width <= widest ? { width, height } : { width: widest, height: Math.round((height * widest) / width) };
}

/** The widths a picture of this size is drawn at, ascending, its own included. */
export function widthsFor({ width }: Size): number[] {
  return [...variantWidths.filter((candidate) => candidate < width * nearCopy), width];
}

/** The part of the picture a cut shows: the centre, full height. */
export function cutRegion({ width, height }: Size, cut: CutName) {
  const regionWidth = Math.round(height * pictureCuts[cut].aspect);
  return { left: Math.round((width - regionWidth) / 2), top: 0, width: regionWidth, height };
}

/** The widths a picture's cut is drawn at, like a picture of the cut's size; none if it has no cut. */
export function cutWidthsFor(size: Size, cut: CutName): number[] {
  return size.height >= cutMinHeight && size.width > size.height ? widthsFor(cutRegion(size, cut)) : [];
}

/** A variant of the whole picture (`cut` undefined) or of one of its cuts. */
export type Variant = { path: string; format: VariantFormat; width: number; cut: CutName | undefined };

/** The end of a variant's file name, after the picture's: "square-800.avif". */
export function variantSuffix({ width, format, cut }: Pick<Variant, 'width' | 'format' | 'cut'>): string {
  return `${cut ? `${cut}-` : ''}${width}.${format.extension}`;
}

/** Every variant of a picture: what scripts/images.ts writes and the srcsets name. */
export function variantsOf(src: string, size: Size): Variant[] {
  return variantFormats.flatMap((format) =>
    [undefined, ...cutNames].flatMap((cut) =>
      (cut ? cutWidthsFor(size, cut) : widthsFor(size)).map((width) => ({
        path: `${variantDirectory}/${baseName(src)}-${variantSuffix({ width, format, cut })}`,
        format,
        width,
        cut,
      })),
    ),
  );
}

/** A `srcset` of one format: the whole picture, or one of its cuts. */
export function srcSet(src: string, size: Size, format: VariantFormat, cut?: CutName): string {
  return variantsOf(src, size)
    .filter((variant) => variant.format === format && variant.cut === cut)
    .map((variant) => `${variant.path} ${variant.width}w`)
    .join(', ');
}
