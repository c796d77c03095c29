import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readUnit, serviceEnvironment, single } from '../support/systemd-unit';

/*
 * deploy/systemd/liceo-receiver.service, checked by systemd's own tools
 * offline (no running systemd needed): its exposure score and `verify`. The
 * HTTPS rehearsal (e2e/one-host.spec.ts) starts the receiver with its command
 * and environment.
 */

const unitPath = 'deploy/systemd/liceo-receiver.service';
const unit = readUnit(unitPath);
const analyze = (args: string[]) => {
  const result = spawnSync('systemd-analyze', args, { encoding: 'utf8' });
  expect(result.error, 'systemd-analyze (apt-get install systemd; scripts/ensure-test-tools.sh does it)').toBeUndefined();
  return result;
};

describe('the receiver\'s systemd unit', { timeout: 60_000 }, () => {
  it('scores 2.5 or lower ("OK") in systemd-analyze security --offline=true', () => {
    const result = analyze(['security', '--offline=true', '--no-pager', unitPath]);
    const [, score, label] = result.stdout.match(/Overall exposure level for liceo-receiver\.service: (\d+\.\d+) (\w+)/) ?? [];
    expect(score, result.stdout + result.stderr).toBeDefined();
    expect(Number(score)).toBeLessThanOrEqual(2.5);
    expect(['PERFECT', 'SAFE', 'OK']).toContain(label);
    // The same limit as systemd's own gate: the exit status fails above it.
    expect(analyze(['security', '--offline=true', '--threshold=25', unitPath]).status).toBe(0);
  });

  it('passes systemd-analyze verify, with the server\'s Node at the place the unit names', () => {
    // verify checks that the command exists: here the project's Node 24 stands where the server's is (/usr/bin/node).
    const execStart = single(unit, 'Service', 'ExecStart');
    const dir = mkdtempSync(join(tmpdir(), 'liceo-unit-'));
    try {
      const copy = join(dir, 'liceo-receiver.service');
      writeFileSync(copy, readFileSync(unitPath, 'utf8').replace(`ExecStart=${execStart}`, `ExecStart=${execStart.replace(/^\S+/, process.execPath)}`));
      const result = analyze(['verify', copy]);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs the receiver\'s production start, as its own user, with its secrets in an EnvironmentFile and its data in a StateDirectory', () => {
    const packageScripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    const [program, ...args] = single(unit, 'Service', 'ExecStart').split(' ');
    expect(program).toBe('/usr/bin/node');
    // The command `npm run receiver` runs, which needs no development tools (receiver/cli.mts).
    expect(['node', ...args].join(' ')).toBe(packageScripts.receiver);
    expect(single(unit, 'Service', 'WorkingDirectory')).toBe('/opt/liceo-receiver');
    expect(single(unit, 'Service', 'EnvironmentFile')).toBe('/etc/liceo-receiver/receiver.env');
    expect(serviceEnvironment(unit, '')).toEqual({ NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '8787', TRUST_PROXY: '127.0.0.1' });
    for (const [name, value] of [['DynamicUser', 'yes'], ['StateDirectory', 'liceo-receiver'], ['ProtectSystem', 'strict'], ['NoNewPrivileges', 'yes'], ['Restart', 'on-failure']] as const)
      expect(single(unit, 'Service', name), name).toBe(value);
    expect(unit.Install?.WantedBy).toEqual(['multi-user.target']);
  });
});
