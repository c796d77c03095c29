/** What the site's two font files keep (see scripts/fonts.ts and app/fonts.ts). */

const range = (from: number, to: number) => String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i));

/** Basic Latin and Latin-1 (Spanish accents, ñ, ¿¡, ª º), Œœ, and the typographic punctuation, € and ™. */
export const fontCharacters = [
  range(0x20, 0x7e),
  range(0xa0, 0xff),
  '\u0152\u0153',
  range(0x2010, 0x2027),
  range(0x2030, 0x203a),
  '\u20ac\u2122\u2212',
].join('');

/** The weights the design uses: text 400, medium 500, semibold 600, bold 700. */
export const fontWeights = { min: 400, max: 700 };

export const fontFiles = {
  serif: {
    source: 'node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    output: 'app/fonts/fraunces.woff2',
  },
  sans: {
    source: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    output: 'app/fonts/inter.woff2',
  },
} as const;
