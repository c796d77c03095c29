import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { nearestGenerated } from '@/lib/generated-dir';

/**
 * The browser code scripts/browser-bundles.ts wrote before `next build` (or
 * `npm run dev` writes as it changes): the islands' modules (served from
 * /islands/) and the inline scripts. Read at build time by the server
 * components that put them into pages, afresh each time.
 */
export const generatedDir = nearestGenerated(process.cwd());

function read(file: string): string {
  try {
    return readFileSync(join(generatedDir, file), 'utf8');
  } catch {
    throw new Error(`${join('.generated', file)} is missing: run \`tsx scripts/browser-bundles.ts\` before \`next build\` (npm run build does).`);
  }
}

/** An island's module, and the modules it brings at once (preloaded beside it). */
export type IslandModules = { src: string; modules: string[] };

/** .generated/islands.json: each island's modules, the islands' loader's module, and the React release the bundles carry. */
export type IslandBundles = { react: string; loader: string; islands: Record<string, IslandModules> };

export const islandBundles = () => JSON.parse(read('islands.json')) as IslandBundles;

/** The public paths of an island's module and of the modules it brings at once. */
export function islandModules(name: string): IslandModules {
  const island = islandBundles().islands[name];
  if (!island?.src) throw new Error(`.generated/islands.json has no module for the island "${name}": is it in components/islands/registry.ts?`);
  return island;
}

/** The minified text of an inline script (browser/inline/<name>.ts, or the islands' keeper). */
export function inlineScriptText(name: string): string {
  return read(join('inline', `${name}.js`));
}

/** The names of the inline scripts, as bundled. */
export function inlineScriptNames(): string[] {
  const dir = join(generatedDir, 'inline');
  if (!existsSync(dir)) throw new Error(`${dir} is missing: run \`tsx scripts/browser-bundles.ts\` first (npm run build does).`);
  return readdirSync(dir).filter((file) => file.endsWith('.js')).map((file) => file.replace(/\.js$/, '')).sort();
}
