/**
 * The responsive variants of every picture in public/images/: which widths
 * and formats exist and where. scripts/images.ts writes the files from these
 * rules and components/ui/picture.tsx names them in `srcset`, so both always
 * agree (see README, "Replacing pictures").
 */

/**
 * Widths drawn for every picture, besides its own width; none is ever wider
 * than the file, nor within 15% of its width (a near copy of it). Chosen for
 * the screens that matter: 400 for a card in a three-column grid, 680 for a
 * full-width picture on a 360-412 px phone at 1.75-2× (Lighthouse's phone is
 * 412 px at 1.75×), 1080 for the same on a 3× phone, 1440 and 1920 for the
 * full-width heroes.
 */
export const variantWidths = [400, 680, 1080, 1440, 1920] as const;
const nearCopy = 0.85;

export const variantFormats = [
  { extension: 'avif', type: 'image/avif' },
  { extension: 'webp', type: 'image/webp' },
] as const;

export type VariantFormat = (typeof variantFormats)[number];

/** Generated, never committed: `npm run build` (scripts/images.ts) fills it. */
export const variantDirectory = '/images/variants';

/**
 * Full-screen heroes on a portrait phone show a narrow strip of a wide
 * picture, full height. For them a centre cut of this shape, full height,
 * replaces the whole picture; `media` keeps it to screens narrower than the
 * cut, where object-fit: cover frames it exactly as it frames the whole
 * picture. Only pictures at least `minHeight` tall get one: the hero art.
 */
export const portraitCut = { aspect: 3 / 4, media: '(max-aspect-ratio: 2/3)', minHeight: 1200 } as const;

type Size = { readonly width: number; readonly height: number };

/** A picture's file name without folder and extension: "/images/hero-home-1.jpg" → "hero-home-1". */
export function baseName(src: string): string {
  return src.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
}

/** The widths a picture of this size is drawn at, ascending, its own included. */
export function widthsFor({ width }: Size): number[] {
  return [...variantWidths.filter((candidate) => candidate < width * nearCopy), width];
}

/** The width of a picture's portrait cut, if it has one (as a list: none or one). */
export function portraitWidthsFor({ width, height }: Size): number[] {
  return height >= portraitCut.minHeight && width > height ? [Math.round(height * portraitCut.aspect)] : [];
}

/** The part of the picture a portrait cut shows: the centre, full height. */
export function portraitRegion({ width, height }: Size) {
  const regionWidth = Math.round(height * portraitCut.aspect);
  return { left: Math.round((width - regionWidth) / 2), top: 0, width: regionWidth, height };
}

export type Variant = { path: string; format: VariantFormat; width: number; portrait: boolean };

function variantPath(src: string, width: number, format: VariantFormat, portrait: boolean): string {
  return `${variantDirectory}/${baseName(src)}-${portrait ? 'portrait-' : ''}${width}.${format.extension}`;
}

/** Every variant of a picture: what scripts/images.ts writes and the srcsets name. */
export function variantsOf(src: string, size: Size): Variant[] {
  return variantFormats.flatMap((format) =>
    [false, true].flatMap((portrait) =>
      (portrait ? portraitWidthsFor(size) : widthsFor(size)).map((width) => ({
        path: variantPath(src, width, format, portrait),
        format,
        width,
        portrait,
      })),
    ),
  );
}

/** A `srcset` of one format: the whole picture, or its portrait cuts. */
export function srcSet(src: string, size: Size, format: VariantFormat, portrait = false): string {
  return variantsOf(src, size)
    .filter((variant) => variant.format === format && variant.portrait === portrait)
    .map((variant) => `${variant.path} ${variant.width}w`)
    .join(', ');
}
