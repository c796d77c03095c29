// Runs after `next build`: writes what a static export cannot produce by
// itself, all derived from content/ and scripts/postbuild/hosting.ts (see
// README, "How the build works" and "Deploying").
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { withChunkReload } from './postbuild/chunk-reload';
import { inlinePayload, withDeferredScripts } from './postbuild/deferred-scripts';
import { hostFileContents } from './postbuild/host-files';
import { writeIcons } from './postbuild/icons';
import { withPagePolicy } from './postbuild/page-csp';
import { writePreviewImages } from './postbuild/preview-images';
import { writeRedirectPages } from './postbuild/redirect-pages';

const outDir = join(process.cwd(), 'out');
if (!existsSync(outDir)) throw new Error('out/ is missing: run `next build` first.');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_next' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** The page's index.txt URL when that file holds exactly the page's inline route payload. */
function payloadUrlFor(file: string, html: string): string | null {
  if (!file.endsWith('/index.html')) return null;
  const payloadFile = join(dirname(file), 'index.txt');
  if (!existsSync(payloadFile) || readFileSync(payloadFile, 'utf8') !== inlinePayload(html)) return null;
  return `/${relative(outDir, payloadFile)}`;
}

async function main() {
  const redirectPages = writeRedirectPages(outDir);
  for (const [name, contents] of Object.entries(hostFileContents)) writeFileSync(join(outDir, name), contents());
  const icons = await writeIcons(outDir);
  const previews = await writePreviewImages(outDir);

  // Last: the policy hashes every inline script, including the one added here.
  const pages = htmlFiles(outDir);
  for (const file of pages) {
    const html = readFileSync(file, 'utf8');
    // The redirect pages move on at once and have no code to defer or reload.
    const withReload = html.includes('/_next/') ? withChunkReload(withDeferredScripts(html, payloadUrlFor(file, html))) : html;
    writeFileSync(file, withPagePolicy(withReload));
  }

  console.log(
    `postbuild: ${redirectPages} redirect pages; ${Object.keys(hostFileContents).join(', ')}; ${icons} icons; ${previews} link-preview images; a CSP for ${pages.length} HTML files`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
