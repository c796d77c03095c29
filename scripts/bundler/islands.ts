// The islands' bundles, loader, inline scripts and .generated/islands.json, with Next's own React (docs/architecture.md, Islands).
import { existsSync, globSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { context, type BuildContext, type BuildOptions, type BuildResult, type Metafile } from 'esbuild';
import type { IslandBundle, IslandBundles } from '@/components/islands/built-code';
import { earlyTouchesScript, islandsPath, type IslandDeclaration } from '@/lib/islands';
import { browserBuild, generatedDir } from './esbuild-options';

const root = process.cwd();
const requireHere = createRequire(join(root, 'package.json'));
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

/** The React release the bundles carry, from the React packages their modules come from; throws, naming each, on more than one. */
export function reactReleaseOf(inputs: readonly string[], versionOf = (dir: string) => (requireHere(resolve(root, dir)) as { version: string }).version): string {
  const packages = new Set(inputs.flatMap((input) => /^(.*?\/react(?:-dom)?)\/(?:cjs\/|index\.js$|client\.js$|jsx-runtime\.js$)/.exec(input)?.[1] ?? []));
  const releases = new Map([...packages].map((dir) => [dir, versionOf(dir)]));
  const distinct = new Set(releases.values());
  if (distinct.size === 1) return [...distinct][0]!;
  if (distinct.size === 0) throw new Error('browser-bundles: the islands carry no React.');
  throw new Error(`browser-bundles: the islands carry two React releases: ${[...releases].map(([dir, version]) => `${version} (${dir})`).join(', ')}. Bundle only Next's own (${nextReact}/).`);
}

export async function islandsBundling(watch: boolean) {
  rmSync(islandsDir, { recursive: true, force: true });
  const islands = (await declaredIslands()).map(({ file, declaration: { name } }) => {
    const before = file.replace(/\.island\.ts$/, '.before.ts');
    return { file, name, before: existsSync(before) ? ([`${name}-before-hydration`, before] as const) : undefined };
  });
  const inline = [[earlyTouchesScript, 'browser/islands/early-touches.ts'] as const, ...islands.flatMap(({ before }) => (before ? [before] : []))];
  let loader: BuildContext | undefined;

  /** The loader is built once the islands are, given what each component brings. */
  async function built({ metafile, outputFiles }: BuildResult) {
    if (!metafile || !outputFiles) return;
    const { outputs } = metafile;
    const outputOf = (source: string) => Object.keys(outputs).find((file) => outputs[file]!.entryPoint === source)!;
    const rendererFile = outputOf(renderer);
    const bundles: Record<string, IslandBundle> = {};
    for (const { file, name, before } of islands) {
      const [component, ...others] = outputs[outputOf(file)]!.imports.filter(({ kind }) => kind === 'dynamic-import').map(({ path }) => path);
      if (!component || others.length > 0) throw new Error(`browser-bundles: ${file} must import its component, and nothing else, with import()`);
      const modules = [...reached([component, rendererFile], outputs, ['import-statement'])].filter((each) => each !== component);
      bundles[name] = { src: publicPath(component), modules: modules.map(publicPath).sort(), before: before?.[0] };
    }
    // Not the declarations' own bundles: nothing in the browser reaches them.
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
    // V8's explicit compile hint (Chrome 136+): React's CommonJS body compiles off the main thread as it streams in, not in a long task on first run.
    banner: { js: '//# allFunctionsCalledOnLoad' },
    plugins: [{ name: 'islands-built', setup: (esbuild) => esbuild.onEnd(built) }],
  };
  return { build, inline, names: [...islands.map(({ name }) => name), 'islands-loader'], stop: () => loader?.dispose() };
}
