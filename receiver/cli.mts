/*
 * The receiver's one command, the same in production (after `npm ci
 * --omit=dev`, no tsx) and on a developer's machine (docs/receiver.md):
 *
 *   node receiver/cli.mts                 receives enquiries
 *   node receiver/cli.mts backup FILE     copies the database while it runs
 *   node receiver/cli.mts restore FILE    puts a copy back (receiver stopped)
 *   node receiver/cli.mts erase EMAIL     forgets one family's enquiries
 *
 * Node 24 runs the TypeScript itself (type stripping). What it does not do
 * is resolve the project's imports as TypeScript writes them: the `@/` alias
 * (tsconfig's paths) and paths without an extension. The hooks below map
 * those to the .ts files, for the project's own files only, before the
 * receiver is loaded.
 */
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = new URL('../', import.meta.url);
const ownFile = (url: string) => url.startsWith(root.href) && !url.includes('/node_modules/');
const hasExtension = /\.(?:[cm]?[jt]sx?|json)$/;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const parent = context.parentURL;
    if (parent === undefined || !ownFile(parent)) return nextResolve(specifier, context);
    const target = specifier.startsWith('@/') ? new URL(specifier.slice(2), root) : specifier.startsWith('.') ? new URL(specifier, parent) : null;
    if (target === null || hasExtension.test(target.pathname)) return nextResolve(target?.href ?? specifier, context);
    const file = [`${target.href}.ts`, `${target.href}/index.ts`].find((candidate) => existsSync(new URL(candidate)));
    return nextResolve(file ?? target.href, context);
  },
  // The project's .ts files are modules: said here, so Node need not guess (package.json has no "type").
  load(url, context, nextLoad) {
    return nextLoad(url, ownFile(url) && url.endsWith('.ts') ? { ...context, format: 'module-typescript' } : context);
  },
});

// The content (content/data/*.json: the retention, the school's address) is the checkout's, wherever the command is run from.
process.env.CONTENT_DIR ??= fileURLToPath(new URL('content', root));

await import('./main');
