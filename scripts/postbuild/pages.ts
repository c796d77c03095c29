/**
 * Every HTML page of an export, rewritten in place: the framework's scripts
 * taken out, and the islands' scripts added where there are islands, checked
 * against the browser bundles (page-scripts.ts); then the page's
 * Content-Security-Policy, which hashes every inline script the page keeps
 * (page-csp.ts). `npm run dev` shows each page as rewritten here too
 * (scripts/dev.ts).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { islandBundles, type IslandBundles } from '@/components/islands/built-code';
import { withPagePolicy } from './page-csp';
import { withSiteScriptsOnly } from './page-scripts';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_next' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** The page as the export serves it, and how many islands it has; `page` names the file in errors. */
export function exportedPage(html: string, page: string, bundles: IslandBundles): { html: string; islands: number } {
  const { html: withScripts, islands } = withSiteScriptsOnly(html, page, bundles);
  return { html: withPagePolicy(withScripts, page), islands };
}

/** Rewrites every HTML file under `outDir`; returns how many, and how many of them have islands. */
export function planPages(outDir: string, bundles = islandBundles()): { pages: number; withIslands: number } {
  const pages = htmlFiles(outDir);
  let withIslands = 0;
  for (const file of pages) {
    const { html, islands } = exportedPage(readFileSync(file, 'utf8'), relative(outDir, file), bundles);
    if (islands > 0) withIslands++;
    writeFileSync(file, html);
  }
  return { pages: pages.length, withIslands };
}
