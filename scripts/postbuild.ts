// Runs after `next build`: writes what a static export cannot produce by
// itself, all derived from content/ and scripts/postbuild/hosting.ts (see
// README, "How the build works" and "Deploying").
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { withChunkReload } from './postbuild/chunk-reload';
import { hasIslands, inlinePayload, withDeferredScripts, withoutFramework } from './postbuild/deferred-scripts';
import { hostFileContents } from './postbuild/host-files';
import { writeIcons } from './postbuild/icons';
import { withPagePolicy } from './postbuild/page-csp';
import { writePreviewImages } from './postbuild/preview-images';
import { writeRedirectPages } from './postbuild/redirect-pages';
import { writeSearchIndex } from './postbuild/search-index';

const outDir = join(process.cwd(), 'out');
if (!existsSync(outDir)) throw new Error('out/ is missing: run `next build` first.');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_next' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/**
 * The URL of the page's index.txt, which must hold exactly the page's inline
 * route payload: the loader fetches it instead. Anything else stops the build.
 */
function payloadUrlFor(file: string, html: string): string {
  const page = relative(outDir, file);
  const payloadFile = join(dirname(file), 'index.txt');
  if (!file.endsWith('/index.html') || !existsSync(payloadFile)) throw new Error(`postbuild: ${page} has islands but no index.txt beside it.`);
  if (readFileSync(payloadFile, 'utf8') !== inlinePayload(html)) throw new Error(`postbuild: ${page}: index.txt differs from the page's inline route payload.`);
  return `/${relative(outDir, payloadFile)}`;
}

/** A page of Next's with its framework scripts deferred (islands) or taken out (none), and the chunk-reload guard. */
function withScriptsPlanned(file: string, html: string): string {
  const page = relative(outDir, file);
  if (!hasIslands(html)) return withoutFramework(html, page);
  return withChunkReload(withDeferredScripts(html, payloadUrlFor(file, html), page), page);
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
    // The redirect pages move on at once and have no framework code.
    const planned = html.includes('/_next/static/chunks/') ? withScriptsPlanned(file, html) : html;
    writeFileSync(file, withPagePolicy(planned, relative(outDir, file)));
  }
  // After the pages are final; the index leaves them as they are.
  const searchPages = await writeSearchIndex(outDir);

  console.log(
    `postbuild: ${redirectPages} redirect pages; ${Object.keys(hostFileContents).join(', ')}; ${icons} icons; ${previews} link-preview images; a CSP for ${pages.length} HTML files; a search index of ${Object.entries(searchPages).map(([language, count]) => `${count} pages (${language})`).join(', ')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
