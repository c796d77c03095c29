import localFont from 'next/font/local';

// Self-hosted subsets written by `npm run fonts` (app/font-subset.ts: Latin-1
// with Spanish accents, ñ, ¿¡ and €; weights 400-700): two files on the
// critical path, shown with a metric-matched fallback until they load.
export const serif = localFont({
  src: './fonts/fraunces.woff2',
  weight: '400 700',
  variable: '--font-serif',
  display: 'swap',
  fallback: ['Georgia', 'serif'],
});

export const sans = localFont({
  src: './fonts/inter.woff2',
  weight: '400 700',
  variable: '--font-sans',
  display: 'swap',
  fallback: ['system-ui', 'Arial', 'sans-serif'],
});
