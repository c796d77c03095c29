/**
 * The site search's index, written by Pagefind over the finished export:
 * out/pagefind/ holds one index per language (Pagefind reads each page's
 * <html lang>) and Pagefind's own interface, which a page loads only when a
 * visitor opens the search (components/search/). Only each page's main
 * content is indexed (data-pagefind-body, components/layout/page-shell.tsx):
 * never the navbar, footer or widget, nor the redirect pages or the 404,
 * which have no such content.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { searchBundlePath } from '@/lib/search';
import { routes } from '@/content/navigation';
import { routing } from '@/i18n/routing';

/** The folder under out/ the search's files are served from. */
const searchDir = join(...searchBundlePath.split('/').filter(Boolean));

type EntryFile = { languages: Record<string, { page_count: number }> };
const entryFile = 'pagefind-entry.json';

/** Pagefind lists the languages as its threads finish them: sorted, the same pages give the same file. */
function sortedEntry(content: Uint8Array): string {
  const entry = JSON.parse(Buffer.from(content).toString('utf8')) as EntryFile;
  return JSON.stringify({ ...entry, languages: Object.fromEntries(Object.entries(entry.languages).sort(([a], [b]) => a.localeCompare(b))) });
}

/** Pages indexed per language, as Pagefind's entry file records them. */
export function indexedPages(outDir: string): Record<string, number> {
  const entry = JSON.parse(readFileSync(join(outDir, searchDir, entryFile), 'utf8')) as EntryFile;
  return Object.fromEntries(Object.entries(entry.languages).map(([language, { page_count }]) => [language, page_count]));
}

/**
 * Indexes out/ and writes out/pagefind/. Stops the build, saying why, when
 * Pagefind reports an error or when an index does not hold exactly one entry
 * per page of its language: a page without its main content marked, or a
 * page that should not be there.
 */
export async function writeSearchIndex(outDir: string): Promise<Record<string, number>> {
  // Pagefind is an ES module only; the post-build step runs as CommonJS.
  const pagefind = await import('pagefind');
  try {
    const { index, errors } = await pagefind.createIndex({});
    if (!index) throw new Error(errors.join('; '));
    const added = await index.addDirectory({ path: outDir });
    // Taken in memory and written here: Pagefind's backend hands its own disk writes to background
    // threads, and closing it can cut one short (a 0-byte pagefind.js was seen on a loaded machine).
    const built = await index.getFiles();
    const problems = [...errors, ...added.errors, ...built.errors];
    if (problems.length > 0) throw new Error(problems.join('; '));
    for (const file of built.files) {
      const target = join(outDir, searchDir, file.path);
      if (file.content.length === 0) throw new Error(`search-index: Pagefind gave an empty ${file.path}.`);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, file.path === entryFile ? sortedEntry(file.content) : file.content);
    }
  } finally {
    await pagefind.close();
  }
  const pages = indexedPages(outDir);
  const wrong = Object.keys(pages).length !== routing.locales.length || routing.locales.some((locale) => pages[locale] !== routes.length);
  if (wrong) throw new Error(`search-index: expected ${routes.length} pages in each of ${routing.locales.join(', ')}; Pagefind indexed ${JSON.stringify(pages)}.`);
  return pages;
}
