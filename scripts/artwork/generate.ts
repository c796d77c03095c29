/**
 * Draws every picture listed in content/images.ts and writes it to
 * public/images/ as a progressive JPEG of the listed size.
 *
 *   npx tsx scripts/artwork/generate.ts            # all pictures
 *   npx tsx scripts/artwork/generate.ts hero-home-1 students   # some, by file name or key
 *
 * Each picture is seeded by its key, so the output is the same on every run.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { images, type ImageKey } from '../../content/images';
import { Art, hash } from './kit/core';
import { toJpeg } from './render';
import { scenes } from './scenes';

const HERO_BUDGET = 180 * 1024;
const SCENE_BUDGET = 110 * 1024;

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const root = join(dirname(new URL(import.meta.url).pathname), '..', '..', 'public');
  let total = 0;
  let count = 0;
  for (const [key, image] of Object.entries(images) as [ImageKey, (typeof images)[ImageKey]][]) {
    const name = image.src.replace('/images/', '').replace('.jpg', '');
    if (wanted.length > 0 && !wanted.includes(key) && !wanted.includes(name)) continue;
    const scene = scenes[key];
    if (!scene) {
      console.warn(`no scene for ${key}`);
      continue;
    }
    const art = new Art(image.width, image.height, hash(key));
    const svg = art.svg(scene(art));
    const file = join(root, image.src);
    mkdirSync(dirname(file), { recursive: true });
    let quality = 80;
    let size = await toJpeg(svg, file, quality);
    const budget = image.width >= 1920 ? HERO_BUDGET : SCENE_BUDGET;
    // Busy pictures step the quality down a little to stay within budget.
    while (size > budget && quality > 70) {
      quality -= 3;
      size = await toJpeg(svg, file, quality);
    }
    total += size;
    count += 1;
    console.log(`${image.src.padEnd(36)} ${image.width}x${image.height}  q${quality}  ${(size / 1024).toFixed(0).padStart(4)} KB${size > budget ? '  (over budget)' : ''}`);
  }
  console.log(`${count} pictures, ${(total / 1024).toFixed(0)} KB in all`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
