// Bundles the code that runs in the browser, each part a type-checked module,
// before `next build` (scripts/browser-bundles.ts) and, watching, under
// `npm run dev` (scripts/dev.ts):
// - the islands of components/islands/registry.ts: one module each, which
//   hands the island's declaration to the runtime (browser/islands/runtime.tsx);
//   ES modules sharing their chunks (React once), minified, with hashed names,
//   into public/islands/ (served as /islands/). .generated/islands.json maps
//   each island to its module and the modules that module brings at once (its
//   imports, and what the runtime imports as soon as it runs), which the
//   islands' loader fetches side by side instead of finding them one level of
//   imports at a time; and it names the React release the modules carry.
// - the islands' keeper (browser/islands/keeper.ts), given each island's
//   behaviour before hydration alone, and browser/inline/<name>.ts: the
//   inline scripts, one minified classic script each, into
//   .generated/inline/<name>.js;
// - the islands' loader (browser/islands/loader.ts), given each island's
//   loading rule and the modules its module brings (so the pages need not
//   list them): one module of its own (no shared chunk, nothing to import
//   before it runs), hashed, into public/islands/, built after the islands;
//   islands.json names it.
// React: the islands hydrate with the very React that Next renders the pages
// with (its own copy, next/dist/compiled/), so the bundles alias react and
// react-dom to it; the pages' layout stops the build if the two ever differ
// (components/islands/one-react.ts).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { build, context, type BuildOptions, type Metafile, type Plugin } from 'esbuild';
import * as registry from '@/components/islands/registry';
import { islandsPath, keeperLoaderAttribute, keeperScript, type IslandDeclaration } from '@/lib/islands';

const root = process.cwd();
const islandsDir = join('public', ...islandsPath.split('/').filter(Boolean));
/** Where the pages' server components read them (components/islands/bundles.ts). */
const generatedDir = join(root, '.generated');
const inlineDir = join('browser', 'inline');
/** The islands' loader's module's name (public/islands/islands-loader-<hash>.js). */
const loaderName = 'islands-loader';

/** Where Next keeps the React it renders pages with. */
const nextReact = 'next/dist/compiled';

const common: BuildOptions = {
  bundle: true,
  minify: true,
  target: ['chrome111', 'safari16.4', 'firefox115'],
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  alias: { react: `${nextReact}/react`, 'react-dom': `${nextReact}/react-dom`, scheduler: `${nextReact}/scheduler` },
  // Client components start with 'use client' for Next; bundled here, the directive means nothing.
  logOverride: { 'module-level-directive': 'silent' },
  logLevel: 'warning',
  legalComments: 'none',
};

type IslandModules = { src: string; modules: string[] };
type Outputs = Metafile['outputs'];

/**
 * An island of the registry: its declaration, the module declaring it and the name it is exported under;
 * and the module its behaviour before hydration is exported from, under which name (the keeper imports it
 * alone).
 */
type Declared = { declaration: IslandDeclaration; module: string; exportName: string; before?: { module: string; name: string } };

/** The exports of a module, by name. */
const exportsOf = async (module: string) => Object.entries((await import(module)) as Record<string, unknown>);

/**
 * Each island of the registry, with the module that declares it: each
 * island's module imports its own declaration from there, so that it brings
 * no other island's code. An island's behaviour before hydration is found in
 * a module the declaring one imports, where it is exported on its own: the
 * keeper, inline in every page with islands, imports it from there, without
 * the declaration (its component's import, its loading rule).
 */
export async function declaredIslands(): Promise<Declared[]> {
  const { metafile } = await build({ entryPoints: [registryPath], bundle: true, write: false, metafile: true, packages: 'external', logLevel: 'silent', plugins: [componentsApart] });
  const importsOf = (module: string) => (metafile.inputs[relative(root, module)]?.imports ?? []).map(({ path }) => resolve(root, path));
  const declared = await Promise.all(
    importsOf(registryPath).map(async (module) => {
      const exports = await exportsOf(module);
      const found = Object.entries(registry).filter(([exportName, value]) => exports.some(([name, exported]) => name === exportName && exported === value));
      return Promise.all(
        found.map(async ([exportName, value]) => {
          const declaration = value as IslandDeclaration;
          return { declaration, module, exportName, before: declaration.beforeHydration && (await beforeHydrationOf(declaration, importsOf(module))) };
        }),
      );
    }),
  );
  const islands = declared.flat();
  const names = islands.map(({ declaration }) => declaration.name);
  const twice = names.filter((name, index) => names.indexOf(name) !== index);
  if (twice.length > 0) throw new Error(`browser-bundles: two islands are named ${twice.join(', ')} in components/islands/registry.ts`);
  const unplaced = Object.keys(registry).filter((exportName) => !islands.some((island) => island.exportName === exportName));
  if (unplaced.length > 0) throw new Error(`browser-bundles: cannot tell which module declares ${unplaced.join(', ')}: export each island from its own module in components/islands/registry.ts`);
  return islands;
}

/** Where the island's behaviour before hydration is exported: one of the modules its declaring module imports. */
async function beforeHydrationOf(declaration: IslandDeclaration, candidates: string[]): Promise<{ module: string; name: string }> {
  for (const candidate of candidates) {
    const name = (await exportsOf(candidate)).find(([, exported]) => exported === declaration.beforeHydration)?.[0];
    if (name) return { module: candidate, name };
  }
  throw new Error(
    `browser-bundles: the island "${declaration.name}"'s behaviour before hydration is not exported from a module of its own: export it there (\`export const …BeforeHydration = {…}\`) and import it into the declaration, so that the inline keeper carries it without the island's component`,
  );
}

/** An island's component stays out of the scan of the registry and of the keeper: its import is left as written, never followed. */
const componentsApart: Plugin = {
  name: 'components-apart',
  setup: (build) => build.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined)),
};

const registryPath = resolve(root, 'components/islands/registry.ts');
const runtimePath = resolve(root, 'browser/islands/runtime.tsx');
const keeperPath = resolve(root, 'browser/islands/keeper.ts');
const loaderPath = resolve(root, 'browser/islands/loader.ts');

/** Each island's module: the runtime, given the island's declaration. */
const islandEntries = (islands: Declared[]): Plugin => ({
  name: 'island-entries',
  setup(build) {
    build.onResolve({ filter: /^island:/ }, (args) => ({ path: args.path.slice('island:'.length), namespace: 'island' }));
    build.onLoad({ filter: /.*/, namespace: 'island' }, (args) => {
      const { module, exportName } = islands.find(({ declaration }) => declaration.name === args.path)!;
      return {
        resolveDir: root,
        loader: 'ts',
        // Awaited: the module is done once its islands are handed to React, and fails if their code does not come.
        contents: `import { ${exportName} as island } from ${JSON.stringify(module)};\nimport { hydrateIslands } from ${JSON.stringify(runtimePath)};\nawait hydrateIslands(island);\n`,
      };
    });
  },
});

const publicPath = (file: string) => `/${relative('public', file).split('\\').join('/')}`;

/**
 * Every module an island's entry brings at once: its static imports, all the
 * way down, and the dynamic imports of those (the component and React DOM,
 * imported side by side by the runtime); not the dynamic imports of what they
 * bring (the contact form's rules, which wait for the visitor to enter the form).
 */
function modulesBroughtBy(entry: string, outputs: Outputs): string[] {
  const staticClosure = (from: string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const { path, kind } of outputs[file]?.imports ?? []) if (kind === 'import-statement') visit(path);
    };
    from.forEach(visit);
    return seen;
  };
  const first = staticClosure([entry]);
  const dynamic = [...first].flatMap((file) => (outputs[file]?.imports ?? []).filter(({ kind }) => kind === 'dynamic-import').map(({ path }) => path));
  const all = new Set([...first, ...staticClosure(dynamic)]);
  all.delete(entry);
  return [...all].map(publicPath).sort();
}

const requireHere = createRequire(join(root, 'package.json'));

/**
 * The React release the bundles carry, from the React packages their modules
 * come from; throws, naming each copy and its release, when they carry more
 * than one (a dependency bringing its own, or the alias to Next's gone).
 */
export function reactReleaseOf(inputs: readonly string[], versionOf = (dir: string) => (requireHere(resolve(root, dir)) as { version: string }).version): string {
  const packages = new Set(inputs.flatMap((input) => /^(.*?\/react(?:-dom)?)\/(?:cjs\/|index\.js$|client\.js$|jsx-runtime\.js$)/.exec(input)?.[1] ?? []));
  const releases = new Map([...packages].map((dir) => [dir, versionOf(dir)]));
  const distinct = new Set(releases.values());
  if (distinct.size === 1) return [...distinct][0]!;
  if (distinct.size === 0) throw new Error('browser-bundles: the islands carry no React.');
  throw new Error(`browser-bundles: the islands carry two React releases: ${[...releases].map(([dir, version]) => `${version} (${dir})`).join(', ')}. Bundle only Next's own (${nextReact}/).`);
}

/** What .generated/islands.json holds (components/islands/bundles.ts, IslandBundles). */
type Manifest = { react: string; loader: string; islands: Record<string, IslandModules> };

/**
 * .generated/islands.json, written once both the islands' build and the loader's have ended, and again
 * after each rebuild of either; what it holds so far.
 */
function manifestFile() {
  const parts: Partial<Manifest> = {};
  return {
    parts,
    update(part: Partial<Manifest>) {
      Object.assign(parts, part);
      const { react, loader, islands } = parts;
      if (react && loader && islands) writeFileSync(join(generatedDir, 'islands.json'), `${JSON.stringify({ react, loader, islands }, null, 2)}\n`);
    },
  };
}

/** Notes each island's modules and the React release they carry at the end of each build of the islands. */
const islandsManifest = (islands: Declared[], write: (part: Partial<Manifest>) => void): Plugin => ({
  name: 'islands-manifest',
  setup(build) {
    build.onEnd((result) => {
      if (result.errors.length > 0 || !result.metafile) return;
      const entries = new Map(islands.map(({ declaration }) => [`island:${declaration.name}`, declaration.name]));
      const manifest: Record<string, IslandModules> = {};
      for (const [file, output] of Object.entries(result.metafile.outputs)) {
        const name = output.entryPoint && entries.get(output.entryPoint);
        if (name) manifest[name] = { src: publicPath(file), modules: modulesBroughtBy(file, result.metafile.outputs) };
      }
      const missing = islands.filter(({ declaration }) => !manifest[declaration.name]).map(({ declaration }) => declaration.name);
      if (missing.length > 0) throw new Error(`browser-bundles: no module written for the islands ${missing.join(', ')}`);
      write({ react: reactReleaseOf(Object.keys(result.metafile.inputs)), islands: manifest });
    });
  },
});

function islandsBuild(islands: Declared[], write: (part: Partial<Manifest>) => void): BuildOptions {
  return {
    ...common,
    entryPoints: islands.map(({ declaration }) => ({ in: `island:${declaration.name}`, out: declaration.name })),
    format: 'esm',
    splitting: true,
    outdir: islandsDir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
    // V8's explicit compile hint (Chrome 136+): compile every function while the file streams in, off the
    // main thread. Without it React's CommonJS body, which esbuild wraps in a function, is parsed and
    // compiled lazily on the main thread when the island first runs: one long task that delays a touch.
    banner: { js: '//# allFunctionsCalledOnLoad' },
    plugins: [islandEntries(islands), islandsManifest(islands, write)],
  };
}

/** Writes an inline script's text at the end of each of its builds; `wrap` makes a module's text a classic script's. */
const writeInline = (name: string, wrap = (text: string) => text): Plugin => ({
  name: 'inline-script',
  setup(build) {
    build.onEnd((result) => {
      if (result.errors.length > 0 || !result.outputFiles) return;
      const text = wrap(result.outputFiles[0]!.text.trim());
      // An inline script's text must not end its own element early.
      if (/<\/script/i.test(text)) throw new Error(`browser-bundles: ${name}'s bundle contains "</script"`);
      writeFileSync(join(generatedDir, 'inline', `${name}.js`), text);
    });
  },
});

/** The islands' keeper, given each island's behaviour before hydration (imported alone: no component, no loading rule). */
function keeperBuild(islands: Declared[]): BuildOptions {
  const kept = islands.flatMap(({ declaration, before }) => (before ? [{ island: declaration.name, ...before }] : []));
  return {
    ...common,
    stdin: {
      contents: [
        ...kept.map(({ module, name }, index) => `import { ${name} as before${index} } from ${JSON.stringify(module)};`),
        `import { keepTouches, loadIslandsAfterFirstPaint } from ${JSON.stringify(keeperPath)};`,
        `keepTouches({ ${kept.map(({ island }, index) => `${JSON.stringify(island)}: before${index}`).join(', ')} });`,
        `loadIslandsAfterFirstPaint(document.currentScript!.getAttribute(${JSON.stringify(keeperLoaderAttribute)}));`,
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
      sourcefile: `${keeperScript}.ts`,
    },
    // As a module, wrapped in a function by hand: as a module, what the keeper does not import is left out
    // of it (each island's declaration, its component's import); an IIFE bundle would wrap the island's
    // modules whole, their components' imports and esbuild's helpers for them included.
    format: 'esm',
    write: false,
    plugins: [componentsApart, writeInline(keeperScript, (text) => `(()=>{${text}})();`)],
  };
}

/**
 * The islands' loader's module, given each island's loading rule (data: its name, rule and what it
 * restores) and the modules its module brings (from the islands' last build: `built`).
 */
function loaderBuild(islands: Declared[], built: () => Record<string, IslandModules> | undefined, write: (part: Partial<Manifest>) => void): BuildOptions {
  const loading = () =>
    islands.map(({ declaration: { name, load, restore } }) => {
      const modules = built()?.[name]?.modules;
      if (!modules) throw new Error(`browser-bundles: the loader is built before the island "${name}"'s module`);
      return { name, load, restore, modules };
    });
  return {
    ...common,
    entryPoints: [{ in: `${loaderName}:`, out: loaderName }],
    format: 'esm',
    outdir: islandsDir,
    entryNames: '[name]-[hash]',
    metafile: true,
    plugins: [
      {
        name: 'islands-loader',
        setup(build) {
          build.onResolve({ filter: new RegExp(`^${loaderName}:$`) }, () => ({ path: loaderName, namespace: loaderName }));
          build.onLoad({ filter: /.*/, namespace: loaderName }, () => ({
            resolveDir: root,
            loader: 'ts',
            contents: `import { startIslands } from ${JSON.stringify(loaderPath)};\nstartIslands(${JSON.stringify(loading())});\n`,
          }));
          build.onEnd((result) => {
            const file = result.metafile && Object.keys(result.metafile.outputs).find((output) => output.endsWith('.js'));
            if (result.errors.length === 0 && file) write({ loader: publicPath(file) });
          });
        },
      },
    ],
  };
}

function inlineBuild(name: string): BuildOptions {
  return { ...common, entryPoints: [join(inlineDir, `${name}.ts`)], format: 'iife', write: false, plugins: [writeInline(name)] };
}

/**
 * Bundles everything once; with `watch`, again whenever a module changes,
 * until the returned function stops it.
 */
export async function bundleBrowserCode({ watch = false } = {}): Promise<{ names: string[]; stop: () => Promise<void> }> {
  // Afresh: an inline script no longer bundled must not stay behind to be hashed into the policy.
  rmSync(join(generatedDir, 'inline'), { recursive: true, force: true });
  mkdirSync(join(generatedDir, 'inline'), { recursive: true });
  rmSync(islandsDir, { recursive: true, force: true });
  const islands = await declaredIslands();
  const inline = readdirSync(inlineDir).filter((file) => file.endsWith('.ts')).map((file) => file.replace(/\.ts$/, ''));
  const manifest = manifestFile();
  // The loader carries the modules each island's module brings: it is built after the islands, and again
  // after each rebuild of them while watching.
  let watching = false;
  const loader = await context(loaderBuild(islands, () => manifest.parts.islands, manifest.update));
  const afterIslands = (part: Partial<Manifest>) => {
    manifest.update(part);
    if (watching) void loader.rebuild().catch(() => undefined);
  };
  const others = await Promise.all([islandsBuild(islands, afterIslands), keeperBuild(islands), ...inline.map(inlineBuild)].map((options) => context(options)));
  await Promise.all(others.map((each) => each.rebuild()));
  await loader.rebuild();
  const contexts = [loader, ...others];
  watching = watch;
  if (watch) await Promise.all(contexts.map((each) => each.watch()));
  else await Promise.all(contexts.map((each) => each.dispose()));
  return {
    names: [...islands.map(({ declaration }) => declaration.name), keeperScript, loaderName, ...inline],
    stop: () => Promise.all(contexts.map((each) => each.dispose())).then(() => undefined),
  };
}
