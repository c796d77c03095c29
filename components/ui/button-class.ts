/** The site's button look, for links and buttons alike. */
const variants = {
  primary: 'bg-garden-700 text-white hover:bg-garden-800',
  secondary: 'bg-white text-navy-900 ring-1 ring-navy-900/15 hover:ring-navy-900/40',
  light: 'bg-white text-navy-900 hover:bg-cream',
  gold: 'bg-gold-500 text-navy-900 hover:bg-gold-300',
} as const;

export type ButtonVariant = keyof typeof variants;

export const buttonClass = (variant: ButtonVariant = 'primary') =>
  `inline-flex min-h-6 items-center justify-center gap-1 rounded px-3 py-1 text-[0.9375rem] font-semibold transition-colors ${variants[variant]}`;
