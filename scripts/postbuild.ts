// Runs after `next build`: writes what a static export cannot produce by
// itself, all derived from content/ and scripts/postbuild/host-rules.ts (see
// docs/architecture.md, "How the build works", and docs/deploying.md).
// Usage: tsx scripts/postbuild.ts [--out out] [--pages-only]
// --pages-only plans the pages' scripts and policies and writes nothing else
// (the contact-delivery test's small export needs no redirects or images).
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkContactEndpoint } from './postbuild/contact-endpoint';
import { hostDirFor, hostFileBesideContents, hostFileContents } from './postbuild/host-files';
import { writeIcons } from './postbuild/icons';
import { planPages } from './postbuild/pages';
import { writePreviewImages } from './postbuild/preview-images';
import { writeRedirectPages } from './postbuild/redirect-pages';
import { writeSearchIndex } from './postbuild/search-index';
import { removeUnusedFiles } from './postbuild/used-files';
import { writeVercelOutput } from './postbuild/vercel-output';

const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const outDir = resolve(outIndex >= 0 ? args[outIndex + 1]! : 'out');
if (!existsSync(outDir)) throw new Error(`${outDir} is missing: run \`next build\` first.`);

async function main() {
  // First: every policy this step writes allows the endpoint of CONTACT_ENDPOINT as it is now.
  checkContactEndpoint(outDir);
  if (args.includes('--pages-only')) {
    const { pages, withIslands } = planPages(outDir);
    console.log(`postbuild: the site's scripts only and a CSP for ${pages} HTML files (${withIslands} with islands)`);
    return;
  }
  const redirectPages = writeRedirectPages(outDir);
  for (const [name, contents] of Object.entries(hostFileContents)) writeFileSync(join(outDir, name), contents());
  const hostDir = hostDirFor(outDir);
  rmSync(hostDir, { recursive: true, force: true });
  mkdirSync(hostDir);
  for (const [name, contents] of Object.entries(hostFileBesideContents)) writeFileSync(join(hostDir, name), contents());
  const icons = await writeIcons(outDir);
  const previews = await writePreviewImages(outDir);
  // Last: the policy hashes every inline script, including the redirect pages' and those the step adds.
  const { pages, withIslands } = planPages(outDir);
  // After the pages are final; the index leaves them as they are.
  const searchPages = await writeSearchIndex(outDir);
  // Once everything is written: only what the pages, feeds and files use stays.
  const removed = removeUnusedFiles(outDir);
  // Vercel sets VERCEL=1 in its builds; its Build Output API takes the export with its routes.
  if (process.env.VERCEL === '1') console.log(`postbuild: the export and its routes for Vercel in ${writeVercelOutput(outDir)}`);
  console.log(
    `postbuild: ${redirectPages} redirect pages; ${Object.keys(hostFileContents).join(', ')}, and ${Object.keys(hostFileBesideContents).join(', ')} in ${hostDir}; ${icons} icons; ${previews.images} link-preview images (${previews.drawn} drawn); the site's scripts only and a CSP for ${pages} HTML files (${withIslands} with islands); a search index of ${Object.entries(searchPages).map(([language, count]) => `${count} pages (${language})`).join(', ')}; ${removed.files} files nothing uses removed (${Math.round(removed.bytes / 1024)} KB), ${removed.kept} kept`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
