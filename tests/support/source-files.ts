import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The site's own code (not the tests, not the benchmark): where messages and dependencies must be used. */
export const sourceFolders = ['app', 'browser', 'components', 'content', 'i18n', 'lib', 'receiver', 'scripts'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [path] : [];
  });
}

/** The text of every source file under the folders given, and of the extra files named. */
export function sourceTexts(folders = sourceFolders, extraFiles: string[] = []): string[] {
  return [...folders.flatMap((folder) => filesUnder(folder)), ...extraFiles].map((file) => readFileSync(file, 'utf8'));
}
