// The browser code, bundled before `next build` and, watching, under `npm run dev`: the islands, and browser/inline/'s scripts.
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { context } from 'esbuild';
import { generatedDir, inlineScriptBuild } from './esbuild-options';
import { islandsBundling } from './islands';

/** Bundles everything once; with `watch`, again whenever a module changes, until the returned function stops it. */
export async function bundleBrowserCode({ watch = false } = {}): Promise<{ names: string[]; stop: () => Promise<void> }> {
  // Afresh: an inline script no longer bundled must not stay behind to be hashed into the policy.
  rmSync(join(generatedDir, 'inline'), { recursive: true, force: true });
  mkdirSync(join(generatedDir, 'inline'), { recursive: true });
  const islands = await islandsBundling(watch);
  const siteOwn = readdirSync('browser/inline').filter((file) => file.endsWith('.ts'));
  const inline = [...siteOwn.map((file) => [basename(file, '.ts'), join('browser/inline', file)] as const), ...islands.inline];
  const contexts = await Promise.all([islands.build, ...inline.map(inlineScriptBuild)].map((options) => context(options)));
  await Promise.all(contexts.map((each) => each.rebuild()));
  const stop = () => Promise.all([...contexts.map((each) => each.dispose()), islands.stop()]).then(() => undefined);
  if (watch) await Promise.all(contexts.map((each) => each.watch()));
  else await stop();
  return { names: [...islands.names, ...inline.map(([name]) => name)], stop };
}
