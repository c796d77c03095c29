/**
 * Every HTML page of an export, rewritten in place: the framework's scripts
 * taken out and the islands' loader added where there are islands
 * (page-scripts.ts), then the page's Content-Security-Policy, which hashes
 * every inline script the page keeps (page-csp.ts).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { withPagePolicy } from './page-csp';
import { withSiteScriptsOnly } from './page-scripts';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_next' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** Rewrites every HTML file under `outDir`; returns how many, and how many of them have islands. */
export function planPages(outDir: string): { pages: number; withIslands: number } {
  const pages = htmlFiles(outDir);
  let withIslands = 0;
  for (const file of pages) {
    const page = relative(outDir, file);
    const { html, islands } = withSiteScriptsOnly(readFileSync(file, 'utf8'), page);
    if (islands > 0) withIslands++;
    writeFileSync(file, withPagePolicy(html, page));
  }
  return { pages: pages.length, withIslands };
}
