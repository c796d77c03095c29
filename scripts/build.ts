// `npm run build`: the whole build, one named step after another. Each step
// prints its time; the first that fails stops the build, named.
// Usage: tsx scripts/build.ts
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export type BuildStep = {
  /** What the step does, as the build prints it. */
  name: string;
  /** The program in node_modules/.bin and its arguments. */
  command: [string, ...string[]];
};

/**
 * The steps, in order: in a production build the launch check first (scripts/launch-gate.ts), then the
 * content check, so a sample value or a content mistake stops everything before any work.
 */
export const buildSteps: readonly BuildStep[] = [
  { name: 'launch check (production builds)', command: ['tsx', 'scripts/launch-gate.ts'] },
  { name: 'content check', command: ['tsx', 'scripts/content-check/run.ts'] },
  { name: 'calendar ledger', command: ['tsx', 'scripts/calendar-ledger.ts'] },
  { name: 'pictures', command: ['tsx', 'scripts/images.ts'] },
  { name: 'browser bundles', command: ['tsx', 'scripts/bundle-browser-code.ts'] },
  { name: 'next build', command: ['next', 'build'] },
  { name: 'post-build', command: ['tsx', 'scripts/postbuild.ts'] },
  { name: 'staff editor', command: ['tsx', 'scripts/admin.ts'] },
];

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Runs the steps in `cwd`, in order; true when all passed, false at the first that failed (and none after it ran). */
export function runSteps(steps: readonly BuildStep[], cwd = process.cwd()): boolean {
  const started = performance.now();
  for (const [index, step] of steps.entries()) {
    const label = `build ${index + 1}/${steps.length}: ${step.name}`;
    console.log(`\n▶ ${label}`);
    const stepStarted = performance.now();
    const [program, ...args] = step.command;
    const result = spawnSync(join(cwd, 'node_modules', '.bin', program), args, {
      cwd,
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    if (result.status !== 0) {
      const why = result.error ? result.error.message : result.signal ? `stopped by ${result.signal}` : `exit status ${result.status}`;
      console.error(`\n✖ ${label} failed after ${seconds(stepStarted)} (${why}); nothing after it ran.`);
      return false;
    }
    console.log(`✔ ${label}: ${seconds(stepStarted)}`);
  }
  console.log(`\nBuilt in ${seconds(started)}.`);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && !runSteps(buildSteps)) process.exit(1);
