import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { onTestFinished } from 'vitest';
import { contentDir } from '@/content/data';

/**
 * A copy of the content the suite runs on (content/, or the folder CONTENT_DIR names) in a temporary
 * folder, with these files (path inside it, new text) written over it; removed when the test ends
 * (call it inside a test).
 */
export function contentCopy(files: Record<string, string>): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'content-copy-')), 'content');
  onTestFinished(() => rmSync(dirname(dir), { recursive: true, force: true }));
  cpSync(contentDir(), dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  return dir;
}
