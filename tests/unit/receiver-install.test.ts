import { execFile, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { startReceiver, stopReceiver } from '../support/receiver-process';

/*
 * The receiver installed as production installs it (docs/receiver.md,
 * "Running it in production"): the checkout's files in a folder of their own,
 * `npm ci --omit=dev` (no tsx, no TypeScript, no test tools), then the one
 * documented command, `node receiver/cli.mts`, on this Node 24. It takes an
 * enquiry, and its backup command runs through `npm run receiver --`.
 * Slow (npm installs the production dependencies, from npm's cache when it
 * has them), so it runs once, on its own.
 */

const run = promisify(execFile);
const root = process.cwd();
const checkout = mkdtempSync(join(tmpdir(), 'receiver-install-'));
// Its node_modules is some hundreds of megabytes: their removal gets time of its own.
afterAll(() => rm(checkout, { recursive: true, force: true }), 300_000);

/** This Node's own npm, and this Node first on the PATH: the project's Node 24, whatever the machine's is. */
const nodeBin = dirname(process.execPath);
const env = { ...process.env, PATH: `${nodeBin}:${process.env.PATH}` };

describe('the receiver after npm ci --omit=dev', () => {
  it('starts with the documented command and takes an enquiry; its commands run through npm run receiver', { timeout: 900_000 }, async () => {
    // What a clone of the repository holds: the files git tracks, and new ones not yet committed (never what it ignores).
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
    for (const file of files.filter((file) => existsSync(join(root, file)))) {
      mkdirSync(dirname(join(checkout, file)), { recursive: true });
      cpSync(join(root, file), join(checkout, file));
    }
    await run('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: checkout, env, maxBuffer: 16 * 1024 * 1024 });
    for (const devTool of ['tsx', 'typescript', 'vitest', 'smtp-server']) expect([devTool, existsSync(join(checkout, 'node_modules', devTool))]).toEqual([devTool, false]);

    const dataDir = join(checkout, 'data');
    const settings = { DATA_DIR: dataDir, SITE_ORIGINS: 'http://localhost:3000', HOST: '127.0.0.1', SMTP_URL: '' };
    const receiver = await startReceiver(settings, { cwd: checkout });
    try {
      const answer = await fetch(`${receiver.url}/enquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({
          completeName: 'Ana García', address: 'Calle del Olmo 3', population: 'Alcobendas', phone: '9123456789', previousCenter: 'CEIP Norte',
          email: 'ana@colegio.es', course: 'course1', message: 'Hola', alumni: 'no', childrenInSchool: 'no', consent: true, locale: 'es', shownForMs: 30_000,
        }),
      });
      expect(answer.status).toBe(201);
      const backupFile = join(checkout, 'backup.sqlite');
      const backedUp = await run('npm', ['run', '--silent', 'receiver', '--', 'backup', backupFile], { cwd: checkout, env: { ...env, ...settings } });
      expect(backedUp.stdout).toMatch(/^Backed up 1 enquiries \(\d not yet sent\) into .*backup\.sqlite; SQLite's integrity check: ok\n$/);
    } finally {
      await stopReceiver(receiver);
    }
  });
});
