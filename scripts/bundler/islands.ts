// The islands' bundles (bundle-all.ts runs them): each island's component, found from its declaration, and the renderer
// (browser/islands/hydrate.tsx), ES modules sharing their chunks (React once) in public/islands/; the loader, given by
// `define` the renderer's address and the modules each component brings (esbuild's metafile); the islands' inline
// scripts; .generated/islands.json. They hydrate with the very React Next renders the pages with (its own copy),
// aliased here; the pages' layout stops the build if the two ever differ (components/islands/one-react.ts).
import { existsSync, globSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { context, type BuildContext, type BuildOptions, type Metafile } from 'esbuild';
import type { IslandBundle, IslandBundles } from '@/components/islands/built-code';
import { earlyTouchesScript, islandsPath, type IslandDeclaration } from '@/lib/islands';
import { browserBuild, generatedDir } from './esbuild-options';

const root = process.cwd();
const islandsDir = join('public', ...islandsPath.split('/').filter(Boolean));
const renderer = 'browser/islands/hydrate.tsx';
const nextReact = 'next/dist/compiled';
const publicPath = (file: string) => `/${relative('public', file).split('\\').join('/')}`;

/** Every island's declaration, with its file: any `<name>.island.ts` under components/, exporting island `<name>` alone. */
export async function declaredIslands(): Promise<{ file: string; declaration: IslandDeclaration }[]> {
  const files = globSync('components/**/*.island.ts', { cwd: root }).sort();
  return Promise.all(
    files.map(async (file) => {
      const exported = Object.values((await import(resolve(root, file))) as Record<string, IslandDeclaration>);
      if (exported.length !== 1 || `${exported[0]!.name}.island.ts` !== basename(file)) throw new Error(`browser-bundles: ${file} must export one island, named as the file is`);
      return { file, declaration: exported[0]! };
    }),
  );
}

/** The output files reached from `files` by imports of these kinds, all the way down. */
function reached(files: string[], outputs: Metafile['outputs'], kinds: string[], seen = new Set<string>()): Set<string> {
  for (const file of files.filter((each) => !seen.has(each))) {
    seen.add(file);
    reached((outputs[file]?.imports ?? []).filter(({ kind }) => kinds.includes(kind)).map(({ path }) => path), outputs, kinds, seen);
  }
  return seen;
}

const requireHere = createRequire(join(root, 'package.json'));

/** The React release the bundles carry, from the React packages their modules come from; throws, naming each, on more than one. */
export function reactReleaseOf(inputs: readonly string[], versionOf = (dir: string) => (requireHere(resolve(root, dir)) as { version: string }).version): string {
  const packages = new Set(inputs.flatMap((input) => /^(.*?\/react(?:-dom)?)\/(?:cjs\/|index\.js$|client\.js$|jsx-runtime\.js$)/.exec(input)?.[1] ?? []));
  const releases = new Map([...packages].map((dir) => [dir, versionOf(dir)]));
  const distinct = new Set(releases.values());
  if (distinct.size === 1) return [...distinct][0]!;
  if (distinct.size === 0) throw new Error('browser-bundles: the islands carry no React.');
  throw new Error(`browser-bundles: the islands carry two React releases: ${[...releases].map(([dir, version]) => `${version} (${dir})`).join(', ')}. Bundle only Next's own (${nextReact}/).`);
}

/** The islands' build and inline scripts, for bundle-all.ts to run. */
export async function islandsBundling(watch: boolean) {
  rmSync(islandsDir, { recursive: true, force: true });
  const islands = await declaredIslands();
  const before = (file: string) => file.replace(/\.island\.ts$/, '.before.ts');
  const inline: (readonly [name: string, entry: string])[] = [
    [earlyTouchesScript, 'browser/islands/early-touches.ts'],
    ...islands.flatMap(({ file, declaration }) => (existsSync(before(file)) ? [[`${declaration.name}-before-hydration`, before(file)] as const] : [])),
  ];
  let loader: BuildContext | undefined;

  /** Once the islands are built: what the browser reaches written, the loader built given what each component brings, the manifest. */
  async function built({ metafile, outputFiles }: { metafile?: Metafile; outputFiles?: { path: string; contents: Uint8Array }[] }) {
    if (!metafile || !outputFiles) return;
    const { outputs } = metafile;
    const outputOf = (source: string) => Object.keys(outputs).find((file) => outputs[file]!.entryPoint === source)!;
    const rendererFile = outputOf(renderer);
    const bundles: Record<string, IslandBundle> = {};
    for (const { file, declaration } of islands) {
      const imported = outputs[outputOf(file)]!.imports.filter(({ kind }) => kind === 'dynamic-import');
      if (imported.length !== 1) throw new Error(`browser-bundles: ${file} must import its component, and nothing else, with import()`);
      const component = imported[0]!.path;
      const modules = [...reached([component, rendererFile], outputs, ['import-statement'])].filter((each) => each !== component);
      const script = inline.find(([name]) => name === `${declaration.name}-before-hydration`)?.[0];
      bundles[declaration.name] = { src: publicPath(component), modules: modules.map(publicPath).sort(), before: script };
    }
    // What the browser can reach: not the declarations' own bundles.
    const reachable = reached([rendererFile, ...Object.values(bundles).map(({ src }) => join('public', src))], outputs, ['import-statement', 'dynamic-import']);
    for (const output of outputFiles.filter(({ path }) => reachable.has(relative(root, path)))) {
      mkdirSync(dirname(output.path), { recursive: true });
      writeFileSync(output.path, output.contents);
    }
    await loader?.dispose();
    loader = await context({
      ...browserBuild,
      entryPoints: ['browser/islands/loader.ts'],
      format: 'esm',
      outdir: islandsDir,
      entryNames: 'islands-loader-[hash]',
      metafile: true,
      // The islands' modules are imported in the browser, by their address.
      external: [`${islandsPath}*`],
      define: {
        ...browserBuild.define,
        ISLANDS_RENDERER: JSON.stringify(publicPath(rendererFile)),
        ISLAND_MODULES: JSON.stringify(Object.fromEntries(Object.values(bundles).map(({ src, modules }) => [src, modules]))),
      },
    });
    const loaderFile = Object.keys((await loader.rebuild()).metafile!.outputs)[0]!;
    if (watch) await loader.watch();
    const manifest: IslandBundles = { react: reactReleaseOf(Object.keys(metafile.inputs)), loader: publicPath(loaderFile), islands: bundles };
    writeFileSync(join(generatedDir, 'islands.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  }

  const build: BuildOptions = {
    ...browserBuild,
    entryPoints: [...islands.map(({ file }) => file), renderer],
    format: 'esm',
    splitting: true,
    outdir: islandsDir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
    write: false,
    jsx: 'automatic',
    alias: { react: `${nextReact}/react`, 'react-dom': `${nextReact}/react-dom`, scheduler: `${nextReact}/scheduler` },
    // Client components start with 'use client' for Next; bundled here, the directive means nothing.
    logOverride: { 'module-level-directive': 'silent' },
    // V8's explicit compile hint (Chrome 136+): compile every function while the file streams in, off the main thread. Without it
    // React's CommonJS body, which esbuild wraps in a function, is compiled on the main thread when it first runs: a long task.
    banner: { js: '//# allFunctionsCalledOnLoad' },
    plugins: [{ name: 'islands-built', setup: (esbuild) => esbuild.onEnd(built) }],
  };
  return { build, inline, names: [...islands.map(({ declaration }) => declaration.name), 'islands-loader'], stop: () => loader?.dispose() };
}
