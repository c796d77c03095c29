import { spawn, spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/*
 * deploy/release.sh, run for real in a temporary RELEASE_ROOT: uploads
 * activated, `current` switched and rolled back, earlier releases kept and
 * pruned; and, read by another process all along, `current` never missing
 * during a switch.
 */

const script = join(process.cwd(), 'deploy/release.sh');
let root = '';

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'liceo-releases-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A build as the workflow uploads it: out/ with its pages and _headers, out-host/ with the nginx snippet. */
function upload(name: string) {
  const dir = join(root, 'incoming', name);
  const contents = { 'out/index.html': `<p>${name}</p>`, 'out/404.html': '<p>404</p>', 'out/_headers': '/*\n', 'out-host/nginx.conf': `# ${name}\n` };
  for (const [path, text] of Object.entries(contents)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

function release(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync('bash', [script, ...args], {
    env: { ...process.env, RELEASE_ROOT: root, RELOAD_COMMAND: `echo "$(readlink ${root}/current)" >> ${root}/reloads`, ...env },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const live = () => readlinkSync(join(root, 'current'));
const kept = () => readdirSync(join(root, 'releases')).sort();
const reloads = () => (existsSync(join(root, 'reloads')) ? readFileSync(join(root, 'reloads'), 'utf8').trim().split('\n') : []);

describe('deploy/release.sh', { timeout: 120_000 }, () => {
  it('passes shellcheck', () => {
    const result = spawnSync('shellcheck', [script], { encoding: 'utf8' });
    expect(result.error, 'shellcheck (apt-get install shellcheck; scripts/ensure-test-tools.sh does it)').toBeUndefined();
    expect(result.stdout).toBe('');
    expect(result.status).toBe(0);
  });

  it('activates uploads in turn, reloads nginx after each switch, and keeps the newest KEEP_RELEASES', () => {
    const names = ['20250101T080000Z-aaa', '20250102T080000Z-bbb', '20250103T080000Z-ccc', '20250104T080000Z-ddd', '20250105T080000Z-eee'];
    for (const name of names) {
      const result = release(['activate', upload(name)], { KEEP_RELEASES: '3' });
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout).toContain(`live: ${name}`);
      expect(live()).toBe(`releases/${name}`);
      expect(lstatSync(join(root, 'current')).isSymbolicLink()).toBe(true);
      expect(readFileSync(join(root, 'current/out/index.html'), 'utf8')).toBe(`<p>${name}</p>`);
      // The upload was moved, not copied.
      expect(existsSync(join(root, 'incoming', name))).toBe(false);
    }
    expect(kept()).toEqual(names.slice(-3));
    expect(reloads()).toEqual(names.map((name) => `releases/${name}`));
    expect(release(['list']).stdout).toBe(`* ${names[4]}\n  ${names[3]}\n  ${names[2]}\n`);
  });

  it('rolls back one release at a time, to the oldest kept and no further, and a new release after a rollback is live and prunes the oldest', () => {
    const names = ['r1', 'r2', 'r3', 'r4'];
    for (const name of names) expect(release(['activate', upload(name)], { KEEP_RELEASES: '3' }).status).toBe(0);
    expect(kept()).toEqual(['r2', 'r3', 'r4']);

    const first = release(['rollback']);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toBe('live: r3 (was r4)\n');
    expect(live()).toBe('releases/r3');
    expect(release(['rollback']).stdout).toBe('live: r2 (was r3)\n');
    expect(readFileSync(join(root, 'current/out-host/nginx.conf'), 'utf8')).toBe('# r2\n');

    const none = release(['rollback']);
    expect(none.status).toBe(1);
    expect(none.stderr).toBe('release.sh: no release before r2 is kept\n');
    expect(live()).toBe('releases/r2');
    // The releases rolled back from are kept: r4 can be made live again by name.
    expect(kept()).toEqual(['r2', 'r3', 'r4']);
    expect(release(['activate', join(root, 'releases/r4')]).stdout).toBe('live: r4 (was r2)\n');

    expect(release(['activate', upload('r5')], { KEEP_RELEASES: '3' }).status).toBe(0);
    expect(kept()).toEqual(['r3', 'r4', 'r5']);
    expect(reloads()).toEqual(['releases/r1', 'releases/r2', 'releases/r3', 'releases/r4', 'releases/r3', 'releases/r2', 'releases/r4', 'releases/r5']);
  });

  it('refuses an incomplete upload or a name in use, and switches back when nginx refuses the reload', () => {
    expect(release(['activate', upload('r1')]).status).toBe(0);

    const missing = upload('r3');
    rmSync(join(missing, 'out/404.html'));
    const refused = release(['activate', missing]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toBe(`release.sh: ${missing} is not a complete build: out/404.html is missing\n`);
    expect(existsSync(join(root, 'releases/r3'))).toBe(false);
    expect(live()).toBe('releases/r1');

    const again = release(['activate', upload('r1')]);
    expect(again.stderr).toBe('release.sh: a release named r1 exists already\n');

    const failed = release(['activate', upload('r4')], { RELOAD_COMMAND: `[ "$(readlink ${root}/current)" != releases/r4 ]` });
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('r4 is not live; r1 is live again');
    expect(live()).toBe('releases/r1');
  });

  it('switches `current` by renaming a new symlink over it: a reader in another process never finds it missing, which it does with rm and ln', async () => {
    for (const name of ['a', 'b']) expect(release(['activate', upload(name)], { RELOAD_COMMAND: '' }).status).toBe(0);
    // A reader resolving `current` as fast as it can, as nginx does for each request, until told to stop.
    const watch = async (switches: () => void) => {
      const stop = join(root, 'stop');
      rmSync(stop, { force: true });
      const reader = spawn(process.execPath, ['-e', `
        const fs = require('node:fs');
        const seen = { reads: 0, missing: 0, targets: new Set() };
        while (!fs.existsSync(${JSON.stringify(stop)})) {
          for (let i = 0; i < 200; i += 1) {
            seen.reads += 1;
            try { seen.targets.add(fs.readFileSync(${JSON.stringify(join(root, 'current/out/index.html'))}, 'utf8')); } catch { seen.missing += 1; }
          }
        }
        console.log(JSON.stringify({ ...seen, targets: [...seen.targets].sort() }));
      `], { stdio: ['ignore', 'pipe', 'inherit'] });
      let output = '';
      reader.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const ended = new Promise((resolve) => reader.once('close', resolve));
      await new Promise((resolve) => setTimeout(resolve, 200));
      switches();
      writeFileSync(stop, '');
      await ended;
      return JSON.parse(output) as { reads: number; missing: number; targets: string[] };
    };

    const atomic = await watch(() => {
      for (let i = 0; i < 10; i += 1) expect(release(['activate', join(root, 'releases', i % 2 ? 'b' : 'a')], { RELOAD_COMMAND: '' }).status).toBe(0);
    });
    expect(atomic.missing).toBe(0);
    expect(atomic.targets).toEqual(['<p>a</p>', '<p>b</p>']);
    expect(atomic.reads).toBeGreaterThan(1000);

    // The same reader, the same switches done as unlink then symlink: it sees the gap, so it would see one above.
    const naive = await watch(() => {
      for (let i = 0; i < 10; i += 1) spawnSync('bash', ['-c', `rm ${root}/current && ln -s releases/${i % 2 ? 'a' : 'b'} ${root}/current`]);
    });
    expect(naive.missing).toBeGreaterThan(0);
  });
});
