/** The channels of a CSS colour as getComputedStyle gives it: rgb(r, g, b) or rgba(r, g, b, a). */
export function channels(css: string): number[] {
  return css.match(/[\d.]+/g)!.map(Number);
}

function luminance(css: string): number {
  const [r, g, b] = channels(css)
    .slice(0, 3)
    .map((value) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG's contrast ratio of two opaque CSS colours. */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}
