/**
 * The editor's fonts, from this origin. Sveltia CMS's built file adds a style
 * element (its id is a hash) whose @font-face rules load three fonts from a
 * CDN; it adds it only when no element with that id exists yet. The page
 * therefore links, under that id, the same rules pointing at the same fonts
 * shipped in the npm package (npm/assets/), and the CDN is never asked. When
 * a new version changes any of this, the build stops and says what it missed.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const cdnFont = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[\d.]+\/([a-z0-9-]+)\.woff2/g;

export type EditorFonts = {
  /** The id of the editor's own style element: a link with it stands in for that element. */
  styleId: string;
  /** The rules, with each font at its name in out-admin/. */
  css: string;
  /** The font files to copy: their path in the package and their name in out-admin/. */
  files: { source: string; file: string }[];
};

/** Reads the font rules out of the editor's built file (packageRoot: the installed @sveltia/cms). */
export function editorFonts(packageRoot: string, script: string): EditorFonts {
  const styles = [...script.matchAll(/\{hash:`(svelte-[a-z0-9]+)`,code:`([^`]*)`\}/g)].filter(([, , code]) => code!.includes('cdn.jsdelivr.net/fontsource'));
  if (styles.length !== 1)
    throw new Error(`admin: expected one style of @sveltia/cms to load its fonts from a CDN, found ${styles.length}; see scripts/admin/fonts.ts`);
  const [, styleId, code] = styles[0]!;
  const assets = join(packageRoot, 'npm/assets');
  const shipped = readdirSync(assets);
  const files: EditorFonts['files'] = [];
  const css = code!.replace(cdnFont, (url, family: string, variant: string) => {
    const matches = shipped.filter((name) => name.startsWith(`${family}-${variant}-`) && name.endsWith('.woff2'));
    if (matches.length !== 1) throw new Error(`admin: @sveltia/cms ships no single font file for ${url} in npm/assets/ (found ${matches.length})`);
    files.push({ source: join(assets, matches[0]!), file: matches[0]! });
    return matches[0]!;
  });
  if (/url\(\s*['"]?https?:/i.test(css)) throw new Error(`admin: the editor's font rules still name another site after the fonts were replaced:\n${css}`);
  return { styleId: styleId!, css, files };
}
