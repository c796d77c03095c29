import type { ImageAsset } from '@/content/images';
import type { Locale } from '@/i18n/routing';

type PictureProps = {
  image: ImageAsset;
  locale: Locale;
  /** Layout width hint, e.g. "(min-width: 900px) 50vw, 100vw"; used once responsive variants exist. */
  sizes?: string;
  /** The page's largest image above the fold: loaded first, never lazily. */
  priority?: boolean;
  /** Decorative use: empty alt. */
  decorative?: boolean;
  className?: string;
};

/** An image with its intrinsic size (no layout shift) and localized alt text. */
// `sizes` is only valid next to a srcset: it is accepted now and emitted with the responsive variants.
export function Picture({ image, locale, priority = false, decorative = false, className }: PictureProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static export: images are pre-sized files
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={decorative ? '' : image.alt[locale]}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={className}
    />
  );
}
