/**
 * out/ holds only what is used. A file is used when something reaches it
 * from the addresses asked for by name (the site's address, 404.html, robots.txt,
 * favicon.ico, the unprefixed paths that redirect), through pages, feeds, the
 * sitemap, the manifest, stylesheets and scripts (references.ts); the host's
 * own files (_headers, _redirects, .htaccess, …) are read by the host.
 * What the build's tools write that nothing reaches is removed: Next's route
 * payloads and scripts (no page loads its runtime: page-scripts.ts), its own
 * copies of the not-found page, Pagefind's other interfaces, the pictures and
 * picture variants no page shows (a picture staff uploaded and did not use
 * yet, a hero's cut its page does not take). Any other file nothing reaches
 * stops the build, named.
 */
import { readdirSync, readFileSync, rmdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { siteOrigin } from '@/content/site';
import { searchBundlePath } from '@/lib/search';
import { hostFiles, redirects } from './host-rules';
import { fileAt, referencesOf } from './references';

/** Addresses asked for by name, not through a link: where the walk starts. */
export const entryAddresses: readonly string[] = [
  '/', // the site's address
  '/404.html', // what every host answers for a missing page
  '/robots.txt', // crawlers ask for it by name, and it names the sitemap
  '/favicon.ico', // browsers ask for it by name
  // The unprefixed paths: the hosts that serve a file before a redirect rule answer with these pages.
  ...redirects.map((redirect) => redirect.from),
];

/** What a build tool writes that the site may leave unused, and so is removed rather than refused. */
export const leftovers: readonly { what: string; matches: (file: string) => boolean }[] = [
  { what: "Next's route payloads, read only by its client router, which no page loads", matches: (file) => /(^|\/)(index|__next\.[^/]*)\.txt$/.test(file) },
  { what: "Next's runtime and build manifests (the pages carry none of its scripts)", matches: (file) => file.startsWith('_next/') },
  { what: "Next's own copies of the not-found page (hosts answer with 404.html)", matches: (file) => /^(_not-found|404)\//.test(file) },
  { what: "Pagefind's files the search does not load (its other interfaces)", matches: (file) => file.startsWith(searchBundlePath.slice(1)) },
  // scripts/images.ts publishes every file of the media library, and both cuts of every hero picture; each hero takes one.
  { what: 'pictures of the media library and picture variants that no page shows', matches: (file) => file.startsWith('images/') },
];

/** Every file under `dir`, as paths relative to `root`. */
function filesUnder(root: string, dir = root): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(root, path) : [relative(root, path)];
  });
}

export type UsedFiles = { files: string[]; used: Set<string> };

/** Every file of the export, and those something reaches. */
export function usedFiles(outDir: string, origin = siteOrigin()): UsedFiles {
  const files = filesUnder(outDir).sort();
  const context = { origin, files: new Set(files) };
  const used = new Set(files.filter((file) => (hostFiles as readonly string[]).includes(file)));
  const queue = entryAddresses.map((address) => fileAt(address, context.files)).filter((file): file is string => file !== null);
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (used.has(file)) continue;
    used.add(file);
    for (const next of referencesOf(file, readFileSync(join(outDir, file)), context)) if (!used.has(next)) queue.push(next);
  }
  return { files, used };
}

/** Removes the empty folders under `dir` (not `dir` itself). */
function removeEmptyFolders(dir: string, root = dir): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) removeEmptyFolders(path, root);
  }
  if (dir !== root && readdirSync(dir).length === 0) rmdirSync(dir);
}

export type Removed = { files: number; bytes: number; kept: number };

/**
 * Removes from the export the build tools' files that nothing uses, and stops,
 * naming them, when any other file is unused.
 */
export function removeUnusedFiles(outDir: string, origin = siteOrigin()): Removed {
  const { files, used } = usedFiles(outDir, origin);
  const unused = files.filter((file) => !used.has(file));
  const unexplained = unused.filter((file) => !leftovers.some((leftover) => leftover.matches(file)));
  if (unexplained.length > 0)
    throw new Error(
      `used-files: nothing uses these files of ${outDir} (no page, feed, the sitemap, the manifest, or a stylesheet or script they load names them): ${unexplained.join(', ')}. ` +
        'Link them from a page, or stop writing them.',
    );
  let bytes = 0;
  for (const file of unused) {
    const path = join(outDir, file);
    bytes += statSync(path).size;
    rmSync(path);
  }
  removeEmptyFolders(outDir);
  return { files: unused.length, bytes, kept: files.length - unused.length };
}
