// Runs before `next build`: bundles the code that runs in the browser, each
// part a type-checked module (see docs/architecture.md, "How the build works").
// - browser/islands/<name>.tsx: each island's module, ES modules sharing
//   their chunks (React once), minified, with hashed names, into
//   public/islands/ (served as /islands/); .generated/islands.json maps each
//   island to its module and the modules that module brings at once (its
//   imports, and what its runtime imports as soon as it runs), which the
//   page's loader preloads side by side instead of finding them one level
//   of imports at a time.
// - browser/inline/<name>.ts: the inline scripts, one minified classic script
//   each, into .generated/inline/<name>.js.
// Usage: tsx scripts/browser-bundles.ts
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import { islandNames, islandsPath } from '@/components/islands/protocol';

const islandsDir = join('public', ...islandsPath.split('/').filter(Boolean));
/** Where the pages' server components read them (components/islands/bundles.ts). */
const generatedDir = join(process.cwd(), '.generated');
const islandEntry = (name: string) => `browser/islands/${name}.tsx`;
const inlineDir = join('browser', 'inline');

const common: BuildOptions = {
  bundle: true,
  minify: true,
  target: ['chrome111', 'safari16.4', 'firefox115'],
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  // Client components start with 'use client' for Next; bundled here, the directive means nothing.
  logOverride: { 'module-level-directive': 'silent' },
  logLevel: 'warning',
  legalComments: 'none',
};

type IslandModules = { src: string; modules: string[] };
type Outputs = Record<string, { imports: { path: string; kind: string }[] }>;

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

async function bundleIslands(): Promise<Record<string, IslandModules>> {
  rmSync(islandsDir, { recursive: true, force: true });
  const result = await build({
    ...common,
    entryPoints: islandNames.map((name) => ({ in: islandEntry(name), out: name })),
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
  });
  const entries = new Map<string, string>(islandNames.map((name) => [islandEntry(name), name]));
  const manifest: Record<string, IslandModules> = {};
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    const name = output.entryPoint && entries.get(output.entryPoint);
    if (name) manifest[name] = { src: publicPath(file), modules: modulesBroughtBy(file, result.metafile.outputs) };
  }
  const missing = islandNames.filter((name) => !manifest[name]);
  if (missing.length > 0) throw new Error(`browser-bundles: no module written for the islands ${missing.join(', ')}`);
  return manifest;
}

async function bundleInlineScripts(): Promise<string[]> {
  const names = readdirSync(inlineDir).filter((file) => file.endsWith('.ts')).map((file) => file.replace(/\.ts$/, ''));
  mkdirSync(join(generatedDir, 'inline'), { recursive: true });
  for (const name of names) {
    const result = await build({ ...common, entryPoints: [join(inlineDir, `${name}.ts`)], format: 'iife', write: false });
    const text = result.outputFiles[0]!.text.trim();
    // An inline script's text must not end its own element early.
    if (/<\/script/i.test(text)) throw new Error(`browser-bundles: ${name}'s bundle contains "</script"`);
    writeFileSync(join(generatedDir, 'inline', `${name}.js`), text);
  }
  return names;
}

async function main() {
  mkdirSync(generatedDir, { recursive: true });
  const manifest = await bundleIslands();
  writeFileSync(join(generatedDir, 'islands.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const inline = await bundleInlineScripts();
  console.log(`browser-bundles: islands ${Object.keys(manifest).join(', ')}; inline scripts ${inline.join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
