import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { nearestGenerated } from './generated-dir';

/**
 * The size of each picture the pages draw, as scripts/images.ts measured it
 * from the uploaded file (the right way up, at most the widest variant):
 * nobody types a width or a height. The list is written before every build
 * and dev server (`npm run images`), never committed.
 */
export const pictureManifestPath = (root?: string) => join(root === undefined ? nearestGenerated(process.cwd()) : join(root, '.generated'), 'pictures.json');

type Size = { width: number; height: number };
let manifest: Record<string, Size> | undefined;

/** A picture's size, by its path on the site ("/images/hero-home-1.jpg"). */
export function sizeOf({ src }: { src: string }): Size {
  manifest ??= JSON.parse(readFileSync(pictureManifestPath(), 'utf8')) as Record<string, Size>;
  const size = manifest[src];
  if (!size) throw new Error(`${src}: no such picture in content/pictures/ (the content check names the field; run "npm run images" after adding one)`);
  return size;
}
