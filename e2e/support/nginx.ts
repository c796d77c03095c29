import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { nginxMainConfiguration } from '@/tests/support/nginx-main';
import { freePort } from '@/tests/support/one-host';

/*
 * A folder served by Debian's nginx with the snippet the build generated for
 * it (out-host/nginx.conf, out-admin/nginx.conf), as a school's own server would:
 * started on a loopback port, with its configuration, pid and logs in a
 * temporary folder.
 */
const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

// A free loopback port, found as the one-host rehearsal finds its own (the Apache helper takes it from here too).
export { freePort };

type NginxOptions = { port?: number; snippet?: string; include?: string };

/**
 * Serves `root` with `include` (default `root/nginx.conf`) included, or `snippet`, a generated one written beside nginx's own
 * configuration, on `port` (or a free one); resolves once `readyPath` answers 200.
 */
export async function startNginx(root: string, readyPath: string, { port: chosenPort, snippet, include: chosenInclude }: NginxOptions = {}): Promise<{ base: string; stop: () => void }> {
  expect(existsSync(nginxBinary), `${nginxBinary} (apt-get install nginx; scripts/ensure-test-tools.sh does it)`).toBe(true);
  const port = chosenPort ?? (await freePort());
  const workDir = mkdtempSync(join(tmpdir(), 'liceo-nginx-'));
  const include = snippet === undefined ? (chosenInclude ?? join(root, 'nginx.conf')) : join(workDir, 'site.conf');
  if (snippet !== undefined) writeFileSync(include, snippet);
  writeFileSync(
    join(workDir, 'nginx.conf'),
    nginxMainConfiguration(
      workDir,
      `  server {
    listen 127.0.0.1:${port};
    root ${root};
    include ${include};
  }`,
    ),
  );
  const nginx = spawn(nginxBinary, ['-p', workDir, '-c', join(workDir, 'nginx.conf'), '-e', join(workDir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  nginx.stderr?.on('data', (data) => (stderr += data));
  const base = `http://127.0.0.1:${port}`;
  await expect
    .poll(async () => (await fetch(`${base}${readyPath}`).catch(() => undefined))?.status, { timeout: 10_000, message: stderr })
    .toBe(200);
  return {
    base,
    stop: () => {
      nginx.kill('SIGTERM');
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
