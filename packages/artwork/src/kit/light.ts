/** Finishing light: a warm wash from the light source and a soft vignette that unify a picture. */
import { type Art, rect } from './core';

export function warmWash(a: Art, x: number, y: number, strength = 0.22, color = '#ffd9a0', reach = 1): string {
  return rect(0, 0, a.w, a.h, a.rad([[0, color, strength], [0.5, color, strength * 0.35], [1, color, 0]], x, y, Math.max(a.w, a.h) * reach));
}

export function vignette(a: Art, strength = 0.22, color = '#0d1c36'): string {
  return rect(0, 0, a.w, a.h, a.rad([[0.55, color, 0], [1, color, strength]], a.w / 2, a.h * 0.45, Math.hypot(a.w, a.h) * 0.55, a.h / a.w + 0.15));
}

/** Darkens the bottom-left, where a hero's text sits. */
export function textShade(a: Art, strength = 0.18): string {
  return rect(0, 0, a.w, a.h, a.rad([[0, '#0d1c36', strength], [1, '#0d1c36', 0]], 0, a.h, a.w * 0.55, 0.7));
}
