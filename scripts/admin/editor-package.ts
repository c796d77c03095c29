/**
 * What out-admin/ takes from the installed @sveltia/cms, the exact version
 * package.json pins: its built file, and its fonts (scripts/admin/fonts.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import manifest from '@/package.json';

const packageName = '@sveltia/cms';

/** A file of out-admin/ that a page loads with its Subresource Integrity hash. */
export type PinnedFile = {
  /** Its name in out-admin/. */
  file: string;
  /** `sha384-…`, of its exact bytes. */
  integrity: string;
};

export const integrityOf = (bytes: Buffer | string) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

export type EditorPackage = PinnedFile & {
  version: string;
  /** The installed package's folder. */
  root: string;
  /** The built file in the package (its name in out-admin/ carries the version: a new version, a new address). */
  source: string;
};

export function editorPackage(): EditorPackage {
  const root = join(dirname(createRequire(join(process.cwd(), 'package.json')).resolve(packageName)), '..');
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  const pinned = manifest.devDependencies[packageName];
  if (version !== pinned) throw new Error(`${packageName} ${version} is installed but package.json pins ${pinned}: run npm ci`);
  const source = join(root, 'dist/sveltia-cms.js');
  return { version, root, source, file: `sveltia-cms-${version}.js`, integrity: integrityOf(readFileSync(source)) };
}
