import type { Config } from 'tailwindcss';

/**
 * Design tokens. Breakpoints, the 8 px spacing unit and the 4 px radius come
 * from the specification (section 9); the palette and type are the site's own.
 * Wired into Tailwind 4 by `@config` in app/globals.css.
 */
export default {
  theme: {
    screens: { xs: '0px', sm: '600px', md: '900px', lg: '1200px', xl: '1536px' },
    extend: {
      // `DEFAULT` becomes Tailwind 4's `--spacing` unit: p-1 = 8 px, p-2 = 16 px, p-0.5 = 4 px.
      spacing: { DEFAULT: '8px' },
      borderRadius: { DEFAULT: '4px' },
      colors: {
        ink: { DEFAULT: '#172236', soft: '#3d4a5e', muted: '#5b6576' },
        navy: { 50: '#eef2f8', 100: '#d9e2ef', 700: '#1e3658', 800: '#15294a', 900: '#0d1c36' },
        garden: { 50: '#edf5f0', 100: '#d5e8dc', 600: '#2f6b4f', 700: '#245840', 800: '#1b4431' },
        gold: { 100: '#f6ead2', 300: '#e2c286', 500: '#c8963e', 600: '#ad7b2c', 700: '#8a6118' },
        coral: { 100: '#fbe4dc', 600: '#b4472a' },
        cream: { DEFAULT: '#faf7f1', deep: '#f1ebdf', soft: '#fcfaf7' },
      },
      fontFamily: {
        serif: ['var(--font-serif)', 'Georgia', 'Cambria', 'serif'],
        sans: ['var(--font-sans)', 'system-ui', 'Segoe UI', 'Roboto', 'sans-serif'],
      },
      fontSize: {
        display: ['clamp(2.5rem, 5.5vw, 4.5rem)', { lineHeight: '1.05', letterSpacing: '-0.02em' }],
        headline: ['clamp(2rem, 4vw, 3rem)', { lineHeight: '1.1', letterSpacing: '-0.015em' }],
        title: ['clamp(1.5rem, 2.6vw, 2rem)', { lineHeight: '1.2' }],
        lead: ['1.1875rem', { lineHeight: '1.65' }],
      },
      maxWidth: { prose: '68ch', page: '1200px' },
    },
  },
} satisfies Config;
