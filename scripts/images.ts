// Runs before `next build` and `next dev`: the AVIF and WebP variants of
// every picture in public/images/ (scripts/images/variants.ts), after
// checking that content/images.ts gives each listed picture its real size,
// since the srcsets are made from that size (see README, "Replacing pictures").
import { join } from 'node:path';
import sharp from 'sharp';
import { images } from '@/content/images';
import { buildVariants } from './images/variants';

const root = process.cwd();

async function checkListedSizes() {
  const wrong = await Promise.all(
    Object.values(images).map(async (image) => {
      const { width, height } = await sharp(join(root, 'public', image.src)).metadata();
      return width === image.width && height === image.height
        ? []
        : [`${image.src} is ${width}×${height}, content/images.ts says ${image.width}×${image.height}`];
    }),
  );
  if (wrong.flat().length > 0) throw new Error(`Pictures and content/images.ts disagree:\n  ${wrong.flat().join('\n  ')}`);
}

async function main() {
  const started = performance.now();
  await checkListedSizes();
  const { pictures, variants, encoded } = await buildVariants({ publicDir: join(root, 'public'), cacheDir: join(root, '.cache/images') });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`images: ${variants} variants of ${pictures.length} pictures (${encoded} encoded, ${variants - encoded} from the cache) in ${seconds} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
