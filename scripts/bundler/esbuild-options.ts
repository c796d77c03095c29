import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BuildOptions } from 'esbuild';

/** Where the browser code is written for the server components and the post-build step (components/islands/built-code.ts). */
export const generatedDir = join(process.cwd(), '.generated');

export const browserBuild: BuildOptions = {
  bundle: true,
  minify: true,
  target: ['chrome111', 'safari16.4', 'firefox115'],
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
  legalComments: 'none',
};

/** An inline script (a classic script, hashed into each page's policy), written into .generated/inline/<name>.js at the end of each build. */
export const inlineScriptBuild = ([name, entry]: readonly [name: string, entry: string]): BuildOptions => ({
  ...browserBuild,
  entryPoints: [entry],
  format: 'iife',
  write: false,
  plugins: [{ name: 'inline-script', setup: (build) => build.onEnd(({ outputFiles }) => writeInlineScript(name, outputFiles?.[0]?.text.trim())) }],
});

function writeInlineScript(name: string, text?: string) {
  // An inline script's text must not end its own element early.
  if (text && /<\/script/i.test(text)) throw new Error(`browser-bundles: ${name}'s bundle contains "</script"`);
  if (text) writeFileSync(join(generatedDir, 'inline', `${name}.js`), text);
}
