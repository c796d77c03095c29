import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The project's .generated folder (what the steps before `next build` write: browser bundles, the
 * pictures' sizes), from `from` up: a test's small app builds in a folder below the project and reads the
 * project's; a copy of the project built beside it reads its own.
 */
export function nearestGenerated(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, '.generated'))) return join(dir, '.generated');
    if (dirname(dir) === dir) return join(from, '.generated');
  }
}
