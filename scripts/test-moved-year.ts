// The suite on the content moved on to a new school year, as the school's
// office would move it in the editor (tests/support/moved-year.ts): the unit
// tests, a build of the site, and the end-to-end specs that check what the
// pages show of the content, all reading the moved copy through CONTENT_DIR.
// No test file changes: a test that pinned the sample's facts fails here, and
// a test of the specification's own facts says it is skipped.
// CI runs it after `npm test` (.ci/run). It builds the site from the copy into
// out/, in place of the sample's: run `npm run build` before other e2e specs.
// Usage: tsx scripts/test-moved-year.ts [--no-build] [--unit-only]
import { spawnSync } from 'node:child_process';
import { movedContentDir, moveContentYear } from '@/tests/support/moved-year';

/** The specs that check what the pages show of the content: the calendar, the fees and year groups, the camps, the open days, their calendar files and events, the topics they carry to the form. */
export const contentSpecs = [
  'e2e/content-life.spec.ts',
  'e2e/content-admission.spec.ts',
  'e2e/content-camps.spec.ts',
  'e2e/camp-finder.spec.ts',
  'e2e/year-group.spec.ts',
  'e2e/yearly-cost.spec.ts',
  'e2e/family-cost.spec.ts',
  'e2e/calendar-files.spec.ts',
  'e2e/seo.spec.ts',
  'e2e/search.spec.ts',
];

const env = { ...process.env, CONTENT_DIR: movedContentDir };

function run(step: string, command: string, args: string[], extraEnv: Record<string, string> = {}): void {
  const started = performance.now();
  console.log(`\n── moved year: ${step}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  console.log(`── moved year: ${step} took ${((performance.now() - started) / 1000).toFixed(0)} s`);
  if (result.status !== 0) {
    console.error(`moved year: ${step} failed (${command} ${args.join(' ')})`);
    process.exit(result.status ?? 1);
  }
}

/** The build's date for the copy, as the suite's build takes it for content/ (scripts/test-build-date.ts): before every date of the moved year. */
function buildDate(): string {
  const result = spawnSync('npx', ['tsx', 'scripts/test-build-date.ts', '--dir', movedContentDir], { encoding: 'utf8', env });
  if (result.status !== 0) throw new Error(`scripts/test-build-date.ts failed: ${result.stderr}`);
  return result.stdout.trim();
}

async function main() {
  await moveContentYear();
  console.log(`moved year: the content moved to a new school year in ${movedContentDir}`);
  run('content check', 'npx', ['tsx', 'scripts/content-check/run.ts']);
  // Verbose, so that each test of the specification's facts says why it is skipped.
  run('unit tests', 'npx', ['vitest', 'run', '--reporter', 'verbose']);
  if (process.argv.includes('--unit-only')) return;
  if (!process.argv.includes('--no-build')) run('build', 'npm', ['run', 'build'], { BUILD_DATE: buildDate() });
  run('end-to-end specs', 'npx', ['playwright', 'test', ...contentSpecs]);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
