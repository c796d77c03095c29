import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { nearestGenerated } from '@/lib/generated-dir';
import { earlyTouchesScript } from '@/lib/islands';

/** The browser code scripts/bundle-browser-code.ts wrote before `next build` (or `npm run dev` as it changes), read afresh. */
export const generatedDir = nearestGenerated(process.cwd());

function read(file: string): string {
  try {
    return readFileSync(join(generatedDir, file), 'utf8');
  } catch {
    throw new Error(`${join('.generated', file)} is missing: run \`tsx scripts/bundle-browser-code.ts\` before \`next build\` (npm run build does).`);
  }
}

/** An island's component module, the modules it brings at once (the renderer's too), and its inline before-hydration script, if any. */
export type IslandBundle = { src: string; modules: string[]; before?: string };
/** .generated/islands.json: each island's bundle, the islands' loader, and the React release they carry. */
export type IslandBundles = { react: string; loader: string; islands: Record<string, IslandBundle> };

export const islandBundles = () => JSON.parse(read('islands.json')) as IslandBundles;

export function islandBundle(name: string): IslandBundle {
  const island = islandBundles().islands[name];
  if (!island) throw new Error(`.generated/islands.json has no island "${name}": is it declared in ${name}.island.ts beside its component?`);
  return island;
}

/** The minified text of an inline script. */
export const inlineScriptText = (name: string) => read(join('inline', `${name}.js`));

/** The names of the inline scripts, as bundled. */
export function inlineScriptNames(): string[] {
  const dir = join(generatedDir, 'inline');
  if (!existsSync(dir)) throw new Error(`${dir} is missing: run \`tsx scripts/bundle-browser-code.ts\` first (npm run build does).`);
  return readdirSync(dir).filter((file) => file.endsWith('.js')).map((file) => file.replace(/\.js$/, '')).sort();
}

/**
 * The islands' inline script of a page holding these kinds of island: their before-hydration scripts, in the order the
 * islands are declared, then the early touches, as one text (one hash in the page's policy, which travels in its first flight).
 */
export function islandsScriptText(kinds: ReadonlySet<string>, bundles = islandBundles()): string {
  const before = Object.entries(bundles.islands).flatMap(([name, island]) => (kinds.has(name) && island.before ? [island.before] : []));
  return [...before, earlyTouchesScript].map(inlineScriptText).join('\n');
}

/** Every inline script a page may carry, as text: the site's own, and the islands' for each set of kinds a page may hold. */
export function pageScriptTexts(bundles = islandBundles()): string[] {
  const islandsOwn = new Set([earlyTouchesScript, ...Object.values(bundles.islands).flatMap((island) => island.before ?? [])]);
  const sets = Object.keys(bundles.islands).reduce<string[][]>((all, kind) => [...all, ...all.map((set) => [...set, kind])], [[]]).slice(1);
  const islands = new Set(sets.map((set) => islandsScriptText(new Set(set), bundles)));
  return [...inlineScriptNames().filter((name) => !islandsOwn.has(name)).map(inlineScriptText), ...islands];
}
