/**
 * Every HTML page of an export, rewritten in place: the framework's scripts
 * deferred (a page with islands) or taken out (a page without), the
 * chunk-reload guard, and last the page's Content-Security-Policy, which
 * hashes every inline script, those added here included. The chunks the
 * pages with islands start with are then marked for eager compilation.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { withChunkReload } from './chunk-reload';
import { markForEagerCompile } from './compile-hints';
import { hasIslands, inlinePayload, startChunks, withDeferredScripts, withoutFramework } from './deferred-scripts';
import { withPagePolicy } from './page-csp';

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
function payloadUrlFor(outDir: string, file: string, html: string): string {
  const page = relative(outDir, file);
  const payloadFile = join(dirname(file), 'index.txt');
  if (!file.endsWith('/index.html') || !existsSync(payloadFile)) throw new Error(`postbuild: ${page} has islands but no index.txt beside it.`);
  if (readFileSync(payloadFile, 'utf8') !== inlinePayload(html)) throw new Error(`postbuild: ${page}: index.txt differs from the page's inline route payload.`);
  return `/${relative(outDir, payloadFile)}`;
}

/**
 * A page of Next's with its framework scripts deferred (islands) or taken out
 * (none), and the chunk-reload guard. A page with islands adds the chunks it
 * starts with to `chunksAtStart`.
 */
function withScriptsPlanned(outDir: string, file: string, html: string, chunksAtStart: Set<string>): string {
  const page = relative(outDir, file);
  if (!hasIslands(html)) return withoutFramework(html, page);
  startChunks(html).forEach((chunk) => chunksAtStart.add(chunk));
  return withChunkReload(withDeferredScripts(html, payloadUrlFor(outDir, file, html), page), page);
}

/** Rewrites every HTML file under `outDir`; returns how many, and how many chunks were marked. */
export function planPages(outDir: string): { pages: number; eagerChunks: number } {
  const pages = htmlFiles(outDir);
  const chunksAtStart = new Set<string>();
  for (const file of pages) {
    const html = readFileSync(file, 'utf8');
    // The redirect pages move on at once and have no framework code.
    const planned = html.includes('/_next/static/chunks/') ? withScriptsPlanned(outDir, file, html, chunksAtStart) : html;
    writeFileSync(file, withPagePolicy(planned, relative(outDir, file)));
  }
  return { pages: pages.length, eagerChunks: markForEagerCompile(outDir, chunksAtStart) };
}
