// No framework script in the pages: none is needed to read them, follow links or open menus (native popovers); islands hydrate alone.
import { islandsScriptText, type IslandBundles } from '@/components/islands/built-code';
import { earlyTouchesScript, islandAttributes, loaderAttribute } from '@/lib/islands';
import { applyEdits, attribute, elementsOf, span, type Edit, type Element } from './html';

const siteScriptAttribute = 'data-site-script';
/** Any other type (JSON, ld+json) is data. */
export const isExecutable = (script: Element) =>
  ['', 'text/javascript', 'application/javascript', 'module'].includes((attribute(script, 'type') ?? '').trim().toLowerCase());

function isFramework(element: Element): boolean {
  if (element.tagName === 'script') return isExecutable(element) && attribute(element, siteScriptAttribute) === undefined;
  const rel = element.tagName === 'link' ? attribute(element, 'rel') : undefined;
  return rel === 'modulepreload' || (rel === 'preload' && attribute(element, 'as') === 'script');
}

export const siteScript = (id: string, text: string, attributes: Record<string, string> = {}) =>
  `<script id="${id}" ${siteScriptAttribute}=""${Object.entries(attributes).map(([name, value]) => ` ${name}="${value}"`).join('')}>${text}</script>`;

/** The page without the framework's scripts, and with the islands' when it has islands; `page` names the file in errors. */
export function withSiteScriptsOnly(html: string, page: string, bundles: IslandBundles): { html: string; islands: number } {
  const elements = elementsOf(html);
  const body = elements.find((element) => element.tagName === 'body')?.sourceCodeLocation;
  if (!body?.startTag || !body.endTag) throw new Error(`page-scripts: ${page} has no </body> (or no <body>): nowhere to put its scripts.`);
  const edits: Edit[] = elements.filter(isFramework).map((element) => ({ ...span(element), text: '' }));
  const islands = elements.filter((element) => attribute(element, islandAttributes.name) !== undefined);
  const kinds = new Set(islands.map((island) => attribute(island, islandAttributes.name)!));
  for (const island of islands) {
    const name = attribute(island, islandAttributes.name)!;
    const [src, bundled] = [attribute(island, islandAttributes.src), bundles.islands[name]?.src];
    if (!bundled) throw new Error(`page-scripts: ${page}: the island "${name}" has no module in .generated/islands.json (the islands there: ${Object.keys(bundles.islands).join(', ')})`);
    if (src !== bundled) throw new Error(`page-scripts: ${page}: the island "${name}" points at ${src ?? 'no module'}, not at its module ${bundled}: the page was built with other bundles`);
  }
  // First in <body>, acting from the first paint; the before-hydration scripts first, so that a press one of them answers is not kept.
  if (kinds.size > 0) {
    const text = siteScript(earlyTouchesScript, islandsScriptText(kinds, bundles), { [loaderAttribute]: bundles.loader });
    edits.push({ start: body.startTag.endOffset, end: body.startTag.endOffset, text });
  }
  return { html: applyEdits(html, edits), islands: islands.length };
}
