// Bundles the code that runs in the browser with esbuild, before `next build`
// (scripts/bundle-browser-code.ts) and, watching, under `npm run dev`: the
// islands (islands.ts), and the inline scripts, browser/inline/<name>.ts
// (the controls, the 404's, the redirect pages'), into .generated/inline/.
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
  const inline = [
    ...readdirSync('browser/inline').flatMap((file) => (file.endsWith('.ts') ? [[basename(file, '.ts'), join('browser/inline', file)] as const] : [])),
    ...islands.inline,
  ];
  const contexts = await Promise.all([islands.build, ...inline.map(inlineScriptBuild)].map((options) => context(options)));
  await Promise.all(contexts.map((each) => each.rebuild()));
  const stop = () => Promise.all([...contexts.map((each) => each.dispose()), islands.stop()]).then(() => undefined);
  if (watch) await Promise.all(contexts.map((each) => each.watch()));
  else await stop();
  return { names: [...islands.names, ...inline.map(([name]) => name)], stop };
}
