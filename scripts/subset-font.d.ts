// subset-font ships no types: the part scripts/fonts.ts uses.
declare module 'subset-font' {
  type Options = {
    targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt';
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    /** OpenType feature tags to keep; all of them when absent. */
    keepFeatures?: string[];
  };
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}
