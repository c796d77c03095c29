import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { serveExport, type ServedExport } from './serve-export';

/**
 * A copy of the site's sources beside the fixtures (a dotted folder under
 * tests/fixtures/: neither tsc nor the lint reads it), to change its content
 * as the staff editor would and build it with `next build`.
 */

const root = process.cwd();

/**
 * What `next build` reads: the routes, what they import, the pictures' sizes and the browser bundles the
 * pages inline (.generated/), and the project's configuration (not the lockfile: the copy uses the
 * project's node_modules).
 */
export const siteSources = ['.generated', 'app', 'components', 'content', 'i18n', 'lib', 'messages', 'next.config.mjs', 'tsconfig.json', 'postcss.config.mjs', 'tailwind.config.ts', 'global.d.ts', 'package.json'];

export type SiteCopy = {
  dir: string;
  /** `next build` in the copy, of the given paths alone (Next's --debug-build-paths) or of everything; `env` adds to or overrides its environment. */
  build: (paths?: readonly string[], env?: Readonly<Record<string, string>>) => { status: number | null; stderr: string };
  /** Serves the copy's out/ as `npm run serve` serves the site's. */
  serve: () => Promise<ServedExport>;
  /** Stops the server, if any, and removes the copy. */
  remove: () => void;
};

/** The date the test suite builds a content folder with (scripts/test-build-date.ts). */
export function testBuildDate(contentDir: string): string {
  const run = spawnSync(join(root, 'node_modules/.bin/tsx'), [join(root, 'scripts/test-build-date.ts'), '--dir', contentDir], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`scripts/test-build-date.ts failed: ${run.stderr}`);
  return run.stdout.trim();
}

/**
 * A dotted folder in tests/fixtures/ (neither tsc nor the lint reads one) for a spec's copy, one per worker running at
 * once: a run that repeats a serial spec (--repeat-each) runs its repetitions side by side, each building its own copy.
 */
export const fixtureCopyDir = (name: string) => join(root, 'tests/fixtures', `${name}-${process.env.TEST_PARALLEL_INDEX ?? '0'}`);

/** A fresh copy of the site's sources in the spec's fixture folder (fixtureCopyDir). */
export function copySite(name: string): SiteCopy {
  const dir = fixtureCopyDir(name);
  rmSync(dir, { recursive: true, force: true });
  for (const source of siteSources) cpSync(join(root, source), join(dir, source), { recursive: true });
  let served: ServedExport | undefined;
  return {
    dir,
    build: (paths, env = {}) =>
      spawnSync(join(root, 'node_modules/.bin/next'), ['build', ...(paths ? ['--debug-build-paths', paths.join(',')] : [])], {
        cwd: dir,
        // Built as the test suite builds the site: on the day before the copy's content begins, every date to come (docs/tests.md).
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', BUILD_DATE: process.env.BUILD_DATE || testBuildDate(join(dir, 'content')), ...env },
        encoding: 'utf8',
      }),
    serve: async () => (served = await serveExport(join(dir, 'out'))),
    remove: () => {
      served?.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
