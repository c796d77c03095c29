import { Art, hash } from './kit/core';
import { pictures, type PictureName } from './pictures';
import { toJpeg } from './render';

/** The most a JPEG may weigh: a hero is seen first and large, a picture within a page less so. */
export const budgets = { hero: 180 * 1024, view: 110 * 1024 };

/** A picture as SVG, seeded by its name: the same markup on every run. */
export function svgOf(name: PictureName): string {
  const { width, height, scene } = pictures[name];
  const art = new Art(width, height, hash(name));
  return art.svg(scene(art));
}

/**
 * A picture as a JPEG within its budget: quality 80, stepped down a little
 * (to 71 at the lowest) for a busy picture that weighs more.
 */
export async function jpegOf(name: PictureName): Promise<{ bytes: Buffer; quality: number; budget: number }> {
  const svg = svgOf(name);
  const budget = pictures[name].width >= 1920 ? budgets.hero : budgets.view;
  let quality = 80;
  let bytes = await toJpeg(svg, quality);
  while (bytes.length > budget && quality > 70) {
    quality -= 3;
    bytes = await toJpeg(svg, quality);
  }
  return { bytes, quality, budget };
}
