// Runs after `next build`: writes what a static export cannot produce by
// itself, all derived from content/ (see README, "How the build works").
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeIcons } from './postbuild/icons';
import { writePreviewImages } from './postbuild/preview-images';
import { redirectsFile, writeRedirectPages } from './postbuild/redirect-pages';

const outDir = join(process.cwd(), 'out');
if (!existsSync(outDir)) throw new Error('out/ is missing: run `next build` first.');

async function main() {
  const redirectPages = writeRedirectPages(outDir);
  writeFileSync(join(outDir, '_redirects'), redirectsFile());
  const icons = await writeIcons(outDir);
  const previews = await writePreviewImages(outDir);
  console.log(`postbuild: ${redirectPages} redirect pages, _redirects, ${icons} icons, ${previews} link-preview images`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
