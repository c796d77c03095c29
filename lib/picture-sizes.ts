/**
 * `sizes` values for pictures in a page's content, from its layout: the
 * content column of components/layout/section-layout.tsx (16 px side
 * padding, 24 px from lg, the page at most max-w-page wide; beside the 14rem
 * side navigation and its 32 px gap from md, 64 px from lg) and the site's
 * breakpoints, both read from tailwind.config.ts. The e2e test
 * e2e/images.spec.ts checks the results against the pictures as drawn.
 */
import tailwindConfig from '@/tailwind.config';

const pixels = (value: string) => Number.parseInt(value, 10);
const { screens, extend } = tailwindConfig.theme;
const breakpoints = { sm: pixels(screens.sm), md: pixels(screens.md), lg: pixels(screens.lg) } as const;
const pageWidth = pixels(extend.maxWidth.page);
const bands = ['lg', 'md', 'sm', 'base'] as const;
type Band = (typeof bands)[number];

/** A width proportional to the screen: `vw` per cent of it minus `px`. */
type Fluid = { vw: number; px: number };
type Length = Fluid | number;

function contentColumn(band: Band, sideNav: boolean): Length {
  if (band === 'lg') return sideNav ? pageWidth - 2 * 24 - 224 - 64 : pageWidth - 2 * 24;
  if (band === 'md' && sideNav) return { vw: 100, px: 2 * 16 + 224 + 32 };
  return { vw: 100, px: 2 * 16 };
}

/**
 * How wide the picture is in one band: a fixed width in px, or a `share` of
 * the content column once `gaps` px (between grid columns) are taken out,
 * less `inset` px (a card's padding, both sides).
 */
export type BandWidth = number | { share?: number; gaps?: number; inset?: number };
export type ContentWidths = Partial<Record<Band, BandWidth>>;

/** One of `count` equal grid columns `gap` px apart (gap-3 by default). */
export function columns(count: number, gap = 24): { share: number; gaps: number } {
  return { share: 1 / count, gaps: (count - 1) * gap };
}

type SizesOptions = {
  /** The page has the section's side navigation (every section but home, ibschool and contact). */
  sideNav?: boolean;
  /** Drawn width ÷ box width: above 1 for object-fit: cover in a box relatively taller than the picture (see coverScale). */
  scale?: number;
};

function widthIn(band: Band, width: BandWidth, sideNav: boolean): Length {
  if (typeof width === 'number') return width;
  const { share = 1, gaps = 0, inset = 0 } = width;
  const column = contentColumn(band, sideNav);
  if (typeof column === 'number') return (column - gaps) * share - inset;
  return { vw: column.vw * share, px: (column.px + gaps) * share + inset };
}

function css(length: Length, scale: number): string {
  if (typeof length === 'number') return `${Math.round(length * scale)}px`;
  const vw = Math.round(length.vw * scale * 100) / 100;
  const px = Math.round(length.px * scale);
  return px === 0 ? `${vw}vw` : `calc(${vw}vw - ${px}px)`;
}

/**
 * A `sizes` value from the picture's width in each band; a band without one
 * takes the next narrower band's (like Tailwind's mobile-first classes), and
 * the base band defaults to the whole content column.
 */
export function contentSizes(widths: ContentWidths, { sideNav = true, scale = 1 }: SizesOptions = {}): string {
  const inBand = (band: Band): BandWidth => {
    const index = bands.indexOf(band);
    return bands.slice(index).map((narrower) => widths[narrower]).find((width) => width !== undefined) ?? {};
  };
  const entries = bands.map((band) => ({ band, value: css(widthIn(band, inBand(band), sideNav), scale) }));
  return entries
    .filter((entry, index) => entry.band === 'base' || entry.value !== entries[index + 1]?.value)
    .map(({ band, value }) => (band === 'base' ? value : `(min-width: ${breakpoints[band]}px) ${value}`))
    .join(', ');
}

/** How much wider than its box a picture is drawn with object-fit: cover in a box of this aspect ratio. */
export function coverScale(image: { width: number; height: number }, boxAspect: number): number {
  return Math.max(1, image.width / image.height / boxAspect);
}
