/**
 * Keeps the framework's JavaScript out of every page. Next writes its
 * runtime into each exported page (script elements, preloads of its chunks
 * and the page's route payload inline); none of it is needed to read a page,
 * follow its links or open its menus (native popovers), and the parts that
 * move are islands that React hydrates on their own (browser/islands/).
 * So a page keeps only the site's own scripts, those marked
 * `data-site-script` (the inline scripts of components/islands/inline-script.tsx
 * and of the pages this step writes) and data blocks (JSON-LD), and a page
 * with islands gets the islands' keeper inline, first in its body
 * (browser/islands/keeper.ts), which adds their loader's module
 * (browser/islands/loader.ts, its path in the keeper's data-loader) once the
 * page has loaded and its content painted.
 */
import { inlineScriptText } from '@/components/islands/bundles';
import { islandAttributes, keeperLoaderAttribute, keeperScript } from '@/lib/islands';
import { applyEdits, attribute, elementsOf, span, type Edit, type Element } from './html';

export const siteScriptAttribute = 'data-site-script';
/** Types a browser runs; any other type (JSON, ld+json) is data. */
export const executableTypes = ['', 'text/javascript', 'application/javascript', 'module'];

const isExecutable = (script: Element) => executableTypes.includes((attribute(script, 'type') ?? '').trim().toLowerCase());

/** An element of the framework's runtime: a script not the site's own, or a preload of one. */
function isFramework(element: Element): boolean {
  if (element.tagName === 'script') return isExecutable(element) && attribute(element, siteScriptAttribute) === undefined;
  if (element.tagName !== 'link') return false;
  const rel = attribute(element, 'rel') ?? '';
  return rel === 'modulepreload' || (rel === 'preload' && attribute(element, 'as') === 'script');
}

/** A site script element with the given inline text (and attributes: a path the script reads). */
export const siteScript = (id: string, text: string, attributes: Record<string, string> = {}) =>
  `<script id="${id}" ${siteScriptAttribute}=""${Object.entries(attributes).map(([name, value]) => ` ${name}="${value}"`).join('')}>${text}</script>`;

/**
 * The page without the framework's scripts, and with the islands' keeper and
 * loader (the loader's public path) when it has islands. `page` names the
 * file in errors: the build stops when the page has no body, or when a script
 * not the site's own would remain.
 */
export function withSiteScriptsOnly(html: string, page: string, loader: string): { html: string; islands: number } {
  const elements = elementsOf(html);
  const body = elements.find((element) => element.tagName === 'body');
  const location = body?.sourceCodeLocation;
  if (!location?.startTag || !location.endTag) throw new Error(`page-scripts: ${page} has no </body> (or no <body>): nowhere to put its scripts.`);
  const edits: Edit[] = elements.filter(isFramework).map((element) => ({ ...span(element), text: '' }));
  const islands = elements.filter((element) => attribute(element, islandAttributes.name) !== undefined).length;
  if (islands > 0) {
    // The keeper first in <body>: it keeps touches from the first paint, wants no element of the page, and
    // beside the layout's own inline script it compresses with it (about 200 bytes less of the page, gzip).
    const start = location.startTag.endOffset;
    edits.push({ start, end: start, text: siteScript(keeperScript, inlineScriptText(keeperScript), { [keeperLoaderAttribute]: loader }) });
  }
  const result = applyEdits(html, edits);
  const left = elementsOf(result).filter(isFramework).length;
  if (left > 0) throw new Error(`page-scripts: ${page} still has ${left} script(s) not the site's own.`);
  return { html: result, islands };
}
