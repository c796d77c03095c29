/**
 * Every island a page holds is one the browser bundles have code for, and
 * points at that code: its name is in .generated/islands.json (made from
 * components/islands/registry.ts), and its module is the one written there
 * (the modules that module brings are the islands' loader's to know: it is
 * built with them). A page built with other bundles, or an island the
 * registry does not list, stops the build, naming the page.
 */
import type { IslandBundles } from '@/components/islands/bundles';
import { islandAttributes } from '@/lib/islands';
import { attribute, type Element } from './html';

/** What is wrong with the page's islands (`page` names the file); empty when they agree with the bundles. */
export function pageIslandProblems(islands: readonly Element[], page: string, bundles: IslandBundles): string[] {
  return islands.flatMap((island) => {
    const name = attribute(island, islandAttributes.name) ?? '';
    const bundled = bundles.islands[name];
    if (!bundled) return [`${page}: the island "${name}" has no module in .generated/islands.json (the islands there: ${Object.keys(bundles.islands).join(', ')})`];
    const src = attribute(island, islandAttributes.src);
    if (src !== bundled.src) return [`${page}: the island "${name}" points at ${src ?? 'no module'}, not at its module ${bundled.src}: the page was built with other bundles`];
    return [];
  });
}
