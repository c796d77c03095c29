import { preload } from 'react-dom';
import type { ImageAsset } from '@/content/schemas/fields';
import { cutWidthsFor, pictureCuts, srcSet, variantFormats, type CutName, type VariantFormat } from '@/lib/image-variants';
import { usePageLocale } from '@/lib/locale';
import { sizeOf } from '@/lib/pictures';

type PictureProps = {
  image: ImageAsset;
  /**
   * How wide the picture is drawn at each layout, e.g. "(min-width: 900px) 50vw, calc(100vw - 32px)".
   * With object-fit: cover this is the width of the drawn picture, which is wider than its box when
   * the box is relatively taller than the picture.
   */
  sizes: string;
  /**
   * A hero: on portrait phones it uses this cut of the picture (lib/image-variants.ts), drawn
   * `sizes` wide, where the picture has one.
   */
  cut?: HeroCut;
  /** The page's largest image above the fold: loaded first, never lazily. */
  priority?: boolean;
  /** Decorative use: empty alt. */
  decorative?: boolean;
  className?: string;
};

type HeroCut = { name: CutName; sizes: string };

const [avif] = variantFormats as readonly [VariantFormat, ...VariantFormat[]];

/**
 * Asks for the page's largest picture from the <head>, before the parser
 * reaches it past the navbar's menus: the AVIF the <picture> below will
 * choose, its cut on a portrait phone. A browser without AVIF skips these and
 * loads the picture as usual.
 */
function preloadFirstPicture(image: ImageAsset, sizes: string, cut: HeroCut | undefined) {
  const size = sizeOf(image);
  const common = { as: 'image', type: avif.type, fetchPriority: 'high' } as const;
  if (cut === undefined) {
    preload(image.src, { ...common, imageSrcSet: srcSet(image.src, size, avif), imageSizes: sizes });
    return;
  }
  const { media } = pictureCuts[cut.name];
  preload(image.src, { ...common, imageSrcSet: srcSet(image.src, size, avif, cut.name), imageSizes: cut.sizes, media });
  preload(image.src, { ...common, imageSrcSet: srcSet(image.src, size, avif), imageSizes: sizes, media: `not all and ${media}` });
}

/**
 * A picture in AVIF at the width it is drawn, from the variants
 * scripts/images.ts writes; the picture re-encoded as JPEG (no metadata) for
 * browsers without AVIF. The img keeps its intrinsic size, measured from the
 * file (no layout shift), and the alt text staff wrote in each language.
 */
export function Picture({ image, sizes, cut, priority = false, decorative = false, className }: PictureProps) {
  const locale = usePageLocale();
  const size = sizeOf(image);
  const heroCut = cut && cutWidthsFor(size, cut.name).length > 0 ? cut : undefined;
  if (priority) preloadFirstPicture(image, sizes, heroCut);
  return (
    // display: contents: the img lays out exactly as it would without the wrapper.
    <picture className="contents">
      {heroCut &&
        variantFormats.map((format) => (
          <source
            key={`${heroCut.name}-${format.extension}`}
            media={pictureCuts[heroCut.name].media}
            type={format.type}
            srcSet={srcSet(image.src, size, format, heroCut.name)}
            sizes={heroCut.sizes}
          />
        ))}
      {variantFormats.map((format) => (
        <source key={format.extension} type={format.type} srcSet={srcSet(image.src, size, format)} sizes={sizes} />
      ))}
      <img
        src={image.src}
        width={size.width}
        height={size.height}
        alt={decorative ? '' : image.alt[locale]}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
        className={className}
      />
    </picture>
  );
}
