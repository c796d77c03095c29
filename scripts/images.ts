// Runs before `next build` and `next dev`: what the pages publish of every
// picture in content/pictures/ (the editor's media library): each picture
// re-encoded the right way up without metadata, its AVIF variants, and the
// list of sizes the pages read (scripts/images/variants.ts).
// Usage: tsx scripts/images.ts [--root dir] [--cache dir] (the pictures of --root's content/, else of CONTENT_DIR's or content/)
import { join, resolve } from 'node:path';
import { contentDir } from '@/content/data';
import { pictureManifestPath } from '@/lib/pictures';
import { heroPictures } from './images/heroes';
import { buildVariants } from './images/variants';

const option = (name: string) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? resolve(process.argv[index + 1]!) : undefined;
};
const root = option('--root') ?? process.cwd();
/** The content folder: the one under --root, or the site's (CONTENT_DIR, or content/). */
const content = option('--root') ? join(root, 'content') : contentDir();

async function main() {
  const started = performance.now();
  const { pictures, files, encoded } = await buildVariants({
    picturesDir: join(content, 'pictures'),
    publicDir: join(root, 'public'),
    cacheDir: option('--cache') ?? join(root, '.cache/images'),
    manifestFile: pictureManifestPath(root),
    heroes: heroPictures(content),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`images: ${files} files of ${pictures.length} pictures (${encoded} encoded, ${files - encoded} from the cache) in ${seconds} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
