import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSteps, runSteps, type BuildStep } from '@/scripts/build';

/*
 * `npm run build` (scripts/build.ts) names each step and its time, and stops at
 * the first that fails, naming it, with nothing after it run.
 */

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A folder whose node_modules/.bin holds these programs (shell scripts). */
function programs(scripts: Record<string, string>) {
  dir = mkdtempSync(join(tmpdir(), 'build-steps-'));
  mkdirSync(join(dir, 'node_modules/.bin'), { recursive: true });
  for (const [name, body] of Object.entries(scripts)) {
    writeFileSync(join(dir, 'node_modules/.bin', name), `#!/bin/sh\n${body}\n`);
    chmodSync(join(dir, 'node_modules/.bin', name), 0o755);
  }
}

describe('the build', () => {
  it('runs every step in order, each in the project folder, and says each one\'s time', () => {
    programs({ step: 'echo "$1" >> ran.txt' });
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(runSteps([{ name: 'first', command: ['step', 'a'] }, { name: 'second', command: ['step', 'b'] }], dir)).toBe(true);
    expect(readFileSync(join(dir, 'ran.txt'), 'utf8')).toBe('a\nb\n');
    expect(log.mock.calls.flat().join('\n')).toMatch(/✔ build 1\/2: first: \d+\.\d s[\s\S]*✔ build 2\/2: second: \d+\.\d s/);
    log.mockRestore();
  });

  it('stops at the first step that fails, naming it, and runs nothing after it', () => {
    programs({ step: 'echo "$1" >> ran.txt', broken: 'exit 3' });
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const steps: BuildStep[] = [{ name: 'first', command: ['step', 'a'] }, { name: 'the failing one', command: ['broken'] }, { name: 'third', command: ['step', 'c'] }];
    expect(runSteps(steps, dir)).toBe(false);
    expect(readFileSync(join(dir, 'ran.txt'), 'utf8')).toBe('a\n');
    expect(error.mock.calls.flat().join('\n')).toMatch(/✖ build 2\/3: the failing one failed after \d+\.\d s \(exit status 3\); nothing after it ran\./);
    vi.restoreAllMocks();
  });

  it('checks for sample values (in production) and the content before any other work', () => {
    expect(buildSteps.slice(0, 2).map((step) => step.command)).toEqual([['tsx', 'scripts/launch-gate.ts'], ['tsx', 'scripts/content-check/run.ts']]);
    expect(buildSteps.map((step) => step.name)).toEqual(['launch check (production builds)', 'content check', 'calendar ledger', 'pictures', 'browser bundles', 'next build', 'post-build', 'staff editor']);
  });
});
