import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { nearestGenerated } from '@/lib/generated-dir';
import { earlyTouchesScript } from '@/lib/islands';

/** The browser code scripts/bundle-browser-code.ts wrote before `next build` (or `npm run dev` as it changes), read afresh. */
export const generatedDir = nearestGenerated(process.cwd());

function read(file: string): string {
  const path = join(generatedDir, file);
  if (!existsSync(path)) throw new Error(`.generated/${file} is missing: run \`tsx scripts/bundle-browser-code.ts\` before \`next build\` (npm run build does).`);
  return readFileSync(path, 'utf8');
}

/** An island's component module, the modules it brings at once (the renderer's too), and its inline before-hydration script, if any. */
export type IslandBundle = { src: string; modules: string[]; before?: string };
export type IslandBundles = { react: string; loader: string; islands: Record<string, IslandBundle> };

export const islandBundles = () => JSON.parse(read('islands.json')) as IslandBundles;
export const inlineScriptText = (name: string) => read(join('inline', `${name}.js`));

/** The islands' inline script of a page holding these kinds of island, in the order they are declared: one text, so one hash in the policy. */
export function islandsScriptText(kinds: ReadonlySet<string>, bundles = islandBundles()): string {
  const before = Object.entries(bundles.islands).flatMap(([name, island]) => (kinds.has(name) && island.before ? [island.before] : []));
  return [...before, earlyTouchesScript].map(inlineScriptText).join('\n');
}

/** Every inline script a page may carry, as text: the site's own, and the islands' for each set of kinds a page may hold. */
export function pageScriptTexts(bundles = islandBundles()): string[] {
  const islandsOwn = new Set([earlyTouchesScript, ...Object.values(bundles.islands).flatMap((island) => island.before ?? [])]);
  const bundled = readdirSync(join(generatedDir, 'inline')).filter((file) => file.endsWith('.js')).map((file) => file.replace(/\.js$/, ''));
  const sets = Object.keys(bundles.islands).reduce<string[][]>((all, kind) => [...all, ...all.map((set) => [...set, kind])], [[]]).slice(1);
  const islands = new Set(sets.map((set) => islandsScriptText(new Set(set), bundles)));
  return [...bundled.sort().filter((name) => !islandsOwn.has(name)).map(inlineScriptText), ...islands];
}
