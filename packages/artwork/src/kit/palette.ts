/** The site's palette plus the few colours the illustrations add to it. */
export const C = {
  navy900: '#0d1c36',
  navy800: '#15294a',
  navy700: '#1e3658',
  navy500: '#3b5680',
  navy300: '#8da3c2',
  green700: '#1b4431',
  green600: '#245840',
  green500: '#2f6b4f',
  green400: '#4f8a68',
  green300: '#7fae8c',
  green100: '#d5e8dc',
  gold600: '#a87a2c',
  gold500: '#c8963e',
  gold300: '#e2c286',
  gold100: '#f6ead2',
  cream: '#faf7f1',
  cream2: '#f1ebdf',
  stone: '#e4dac6',
  coral: '#b4472a',
  coralLight: '#d77a5c',
  terracotta: '#c0603d',
  skyTop: '#7fb0d3',
  skyMid: '#a9cbe0',
  skyLow: '#dcebf0',
  water: '#4f9bbd',
  waterDeep: '#2d6f95',
  pool: '#5fb8d0',
  wood: '#b98a5a',
  woodDark: '#8a6240',
  woodLight: '#d9b88e',
  white: '#ffffff',
  ink: '#0d1c36',
};

/** Skin tones, light to deep. */
export const SKINS = ['#f3d3bd', '#e8b894', '#d19a72', '#b07850', '#8a5a3b', '#5f3c28'] as const;

/** Hair colours. */
export const HAIRS = ['#2b1d16', '#4a2f1f', '#7a4a26', '#c18a4a', '#e0c07a', '#1a1a1a', '#8b3a1e'] as const;

/** Clothes: the palette, slightly varied. */
export const CLOTHES = [
  C.navy700,
  C.green500,
  C.gold500,
  C.coral,
  '#4f7fb0',
  C.green300,
  C.gold300,
  '#7a5c8e',
  C.coralLight,
  C.cream2,
  '#3f8f8a',
] as const;
