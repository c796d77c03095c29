/**
 * What each file of the export names: the addresses a browser, a crawler or
 * a feed reader would ask for after reading it. Read by the post-build step
 * that keeps out/ to the files something uses (used-files.ts). Pages are
 * parsed as a browser would (parse5); a stylesheet's url() and @import, a
 * feed's, the sitemap's and robots.txt's addresses on the site's origin, the
 * manifest's strings. A script names a file when a string in it ends with
 * that file's name: the islands' modules import their chunks by relative
 * paths, and Pagefind's scripts load each other by name; a name that happens
 * to be in a script keeps its file, never the other way round.
 */
import { gunzipSync } from 'node:zlib';
import { searchBundlePath, searchInterfaceFiles, searchPanelId } from '@/lib/search';
import { attribute, elementsOf, rawText } from './html';

export type ReferenceContext = {
  /** The site's public origin (SITE_URL): absolute addresses on it are the site's own. */
  origin: string;
  /** Every file of the export, as paths relative to it (`es/index.html`). */
  files: ReadonlySet<string>;
};

/** Attributes whose value is one address, or a list of them (srcset). */
const addressAttributes = new Set(['href', 'src', 'poster', 'action', 'data', 'content', 'xlink:href']);
const addressListAttributes = new Set(['srcset', 'imagesrcset']);
/** A file name as a script or stylesheet may write it: an optional folder path, a name, an extension. */
const fileNameInText = /(?:\.{0,2}\/)?(?:[\w@%+~-][\w@%+~.-]*\/)*[\w@%+~-][\w@%+~.-]*\.[a-z][a-z0-9]{1,9}\b/gi;
const cssAddress = /url\(\s*(['"]?)([^'")]+?)\1\s*\)|@import\s+(['"])([^'"]+)\3/g;

/** The export's file an address on the site leads to (`/es/` → `es/index.html`), or null. */
export function fileAt(pathname: string, files: ReadonlySet<string>): string | null {
  let path: string;
  try {
    path = decodeURIComponent(pathname).replace(/^\/+/, '');
  } catch {
    return null;
  }
  for (const candidate of path === '' || path.endsWith('/') ? [`${path}index.html`] : [path, `${path}/index.html`])
    if (files.has(candidate)) return candidate;
  return null;
}

/** The export's file an address names, read from `file` (relative addresses resolve against it), or null. */
function resolve(address: string, file: string, context: ReferenceContext): string | null {
  const value = address.trim();
  if (!value || value.startsWith('#') || value.startsWith('data:')) return null;
  let url: URL;
  try {
    url = new URL(value.replace(/^webcal:/i, 'https:'), `${context.origin}/${file}`);
  } catch {
    return null;
  }
  if (url.origin !== context.origin) return null;
  return fileAt(url.pathname, context.files);
}

const resolveAll = (addresses: Iterable<string>, file: string, context: ReferenceContext) =>
  [...addresses].map((address) => resolve(address, file, context)).filter((found): found is string => found !== null);

function stylesheetAddresses(css: string): string[] {
  return [...css.matchAll(cssAddress)].map((match) => match[2] ?? match[4] ?? '');
}

/** Every absolute address on the site's origin written in a text (a feed, the sitemap, robots.txt, a calendar). */
function originAddresses(text: string, origin: string): string[] {
  const host = new URL(origin).host.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...text.matchAll(new RegExp(`(?:https?|webcal)://${host}(?:/[^\\s"'<>)\\]]*)?`, 'gi'))].map(([address]) => address);
}

function pageReferences(html: string, file: string, context: ReferenceContext): string[] {
  const found: string[] = [];
  for (const element of elementsOf(html)) {
    for (const { name, value } of element.attrs) {
      // data-island-src, data-loader: the islands' modules, always absolute paths.
      if (addressAttributes.has(name) || (name.startsWith('data-') && value.startsWith('/'))) found.push(value);
      else if (addressListAttributes.has(name)) found.push(...value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''));
      else if (name === 'style') found.push(...stylesheetAddresses(value));
    }
    if (element.tagName === 'style') found.push(...stylesheetAddresses(rawText(html, element)));
    // The search's panel loads Pagefind's interface on first use (browser/search/load-search.ts).
    if (attribute(element, 'id') === searchPanelId) found.push(...Object.values(searchInterfaceFiles).map((name) => `${searchBundlePath}${name}`));
  }
  return resolveAll(found, file, context);
}

function scriptReferences(text: string, file: string, context: ReferenceContext): string[] {
  return resolveAll(text.match(fileNameInText) ?? [], file, context);
}

function manifestReferences(text: string, file: string, context: ReferenceContext): string[] {
  const strings: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(JSON.parse(text));
  return resolveAll(strings.filter((value) => /^(\/|\.\/|https?:)/.test(value)), file, context);
}

type PagefindEntry = { languages: Record<string, { hash: string; wasm?: string }> };

/**
 * Pagefind's bundle (scripts/postbuild/search-index.ts): its entry file names
 * each language's metadata and WebAssembly, and the metadata (gzip) names the
 * index chunks, filters and page fragments by their hashes.
 */
function searchIndexReferences(content: Buffer, file: string, context: ReferenceContext): string[] {
  const folder = file.slice(0, file.lastIndexOf('/') + 1);
  if (file.endsWith('pagefind-entry.json')) {
    const entry = JSON.parse(content.toString('utf8')) as PagefindEntry;
    return resolveAll(
      Object.entries(entry.languages).flatMap(([language, { hash, wasm }]) => [`pagefind.${hash}.pf_meta`, `wasm.${wasm ?? language}.pagefind`]),
      file,
      context,
    );
  }
  // The metadata is gzip, with its names as plain text inside.
  const text = gunzipSync(content).toString('latin1');
  return [...context.files].filter((candidate) => {
    if (!candidate.startsWith(folder)) return false;
    const match = /^(?:index|fragment|filter)\/([^/]+)\.pf_(?:index|fragment|filter)$/.exec(candidate.slice(folder.length));
    return match !== null && text.includes(match[1]!);
  });
}

/** The export's files that `file` (a path relative to out/) names. */
export function referencesOf(file: string, content: Buffer, context: ReferenceContext): string[] {
  const extension = file.slice(file.lastIndexOf('.') + 1).toLowerCase();
  if (file.startsWith(searchBundlePath.slice(1)) && (extension === 'pf_meta' || file.endsWith('pagefind-entry.json')))
    return searchIndexReferences(content, file, context);
  const text = () => content.toString('utf8');
  switch (extension) {
    case 'html':
      return pageReferences(text(), file, context);
    case 'css':
      return resolveAll(stylesheetAddresses(text()), file, context);
    case 'js':
    case 'mjs':
      return scriptReferences(text(), file, context);
    case 'webmanifest':
    case 'json':
      return manifestReferences(text(), file, context);
    case 'xml':
    case 'txt':
    case 'ics':
      return resolveAll(originAddresses(text(), context.origin), file, context);
    default:
      return [];
  }
}
