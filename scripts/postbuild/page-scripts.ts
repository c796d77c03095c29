/**
 * Keeps the framework's JavaScript out of every page: none of it is needed to read a page, follow its links or open its
 * menus (native popovers), and what moves are islands hydrated on their own. A page keeps only the site's own scripts
 * (`data-site-script`) and data blocks (JSON-LD); a page with islands gets the islands' inline scripts, each island
 * pointing at the module the browser bundles hold for it.
 */
import { islandsScriptText, type IslandBundles } from '@/components/islands/built-code';
import { earlyTouchesScript, islandAttributes, loaderAttribute } from '@/lib/islands';
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

/** The page without the framework's scripts, and with the islands' when it has islands; `page` names the file in errors. */
export function withSiteScriptsOnly(html: string, page: string, bundles: IslandBundles): { html: string; islands: number } {
  const elements = elementsOf(html);
  const body = elements.find((element) => element.tagName === 'body');
  const location = body?.sourceCodeLocation;
  if (!location?.startTag || !location.endTag) throw new Error(`page-scripts: ${page} has no </body> (or no <body>): nowhere to put its scripts.`);
  const edits: Edit[] = elements.filter(isFramework).map((element) => ({ ...span(element), text: '' }));
  const islands = elements.filter((element) => attribute(element, islandAttributes.name) !== undefined);
  const kinds = new Set(islands.map((island) => attribute(island, islandAttributes.name)!));
  for (const island of islands) {
    const name = attribute(island, islandAttributes.name)!;
    const [src, bundled] = [attribute(island, islandAttributes.src), bundles.islands[name]?.src];
    if (!bundled) throw new Error(`page-scripts: ${page}: the island "${name}" has no module in .generated/islands.json (the islands there: ${Object.keys(bundles.islands).join(', ')})`);
    if (src !== bundled) throw new Error(`page-scripts: ${page}: the island "${name}" points at ${src ?? 'no module'}, not at its module ${bundled}: the page was built with other bundles`);
  }
  // First in <body>, acting from the first paint, one script (one hash in the page's CSP header, which travels in the
  // first flight too): what the page's kinds of island do before their code runs (so that a press one of them answers
  // is not kept), then the early touches.
  if (kinds.size > 0) {
    const text = siteScript(earlyTouchesScript, islandsScriptText(kinds, bundles), { [loaderAttribute]: bundles.loader });
    edits.push({ start: location.startTag.endOffset, end: location.startTag.endOffset, text });
  }
  const result = applyEdits(html, edits);
  const left = elementsOf(result).filter(isFramework).length;
  if (left > 0) throw new Error(`page-scripts: ${page} still has ${left} script(s) not the site's own.`);
  return { html: result, islands: islands.length };
}
