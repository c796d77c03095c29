/** What the site's two font files keep (see scripts/fonts.ts and app/fonts.ts). */

const range = (from: number, to: number) => String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i));

/**
 * Basic Latin; the Latin-1 letters (Spanish accents and ñ, and the French,
 * Catalan, Portuguese and German ones of names and places); the marks Spanish
 * uses (¡ ¿ º ª « »); typographic quotes, dashes, the ellipsis, the bullet and
 * the arrow; € and a few signs. Every glyph costs bytes on every first visit,
 * so Latin-1's other symbols are left out: tests/unit/fonts.test.ts fails if
 * the content or the messages use a character missing here.
 */
export const fontCharacters = [
  range(0x20, 0x7e),
  range(0xc0, 0xff).replace(/[×÷]/gu, ''),
  '\u00a0¡¿ºª«»·°²©®€™',
  '‘’‚“”„–—…•→′″',
].join('');

/** The weights the design uses: text 400, medium 500, semibold 600, bold 700 (strong, b). */
export const fontWeights = { min: 400, max: 700 };

/**
 * The OpenType features kept: kerning, ligatures, accents, the variable fonts'
 * weight-dependent glyphs (rvrn) and tabular figures (Tailwind's tabular-nums,
 * in the fee tables). Inter's stylistic sets and contextual alternates would
 * add a quarter to its file.
 */
export const fontFeatures = ['kern', 'liga', 'clig', 'ccmp', 'locl', 'mark', 'mkmk', 'rvrn', 'tnum'];

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
