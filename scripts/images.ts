// Runs before `next build` and `next dev`: the AVIF and WebP variants of
// every picture in public/images/ (scripts/images/variants.ts), then a check
// that content/images.ts gives each listed picture its real size, since the
// srcsets are made from that size (see docs/content.md, "Replacing pictures").
import { join } from 'node:path';
import { images } from '@/content/images';
import { buildVariants, type Picture } from './images/variants';

const root = process.cwd();

function checkListedSizes(pictures: Picture[]) {
  const bySrc = new Map(pictures.map((picture) => [picture.src, picture]));
  const wrong = Object.values(images).flatMap((image) => {
    const file = bySrc.get(image.src);
    if (!file) return [`${image.src} is listed in content/images.ts but is not in public/images/`];
    return file.width === image.width && file.height === image.height
      ? []
      : [`${image.src} is ${file.width}×${file.height}, content/images.ts says ${image.width}×${image.height}`];
  });
  if (wrong.length > 0) throw new Error(`Pictures and content/images.ts disagree:\n  ${wrong.join('\n  ')}`);
}

async function main() {
  const started = performance.now();
  const { pictures, variants, encoded } = await buildVariants({ publicDir: join(root, 'public'), cacheDir: join(root, '.cache/images') });
  checkListedSizes(pictures);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`images: ${variants} variants of ${pictures.length} pictures (${encoded} encoded, ${variants - encoded} from the cache) in ${seconds} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
