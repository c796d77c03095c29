import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { freePort } from './nginx';

/*
 * A folder served by Debian's Apache with the .htaccess the build wrote into
 * it, as a school's shared or own Apache would: the server's configuration is
 * the least that lets a site's .htaccess work (AllowOverride FileInfo
 * Indexes; the modules Debian enables by default, mod_headers added), on a
 * loopback port, with its configuration, pid, lock files and logs in a
 * temporary folder. Started by root, its workers run as nobody, never root.
 */
const apacheBinary = process.env.APACHE_PATH ?? '/usr/sbin/apache2';
const modulesDir = process.env.APACHE_MODULES ?? '/usr/lib/apache2/modules';
const modules = ['mpm_event', 'authz_core', 'mime', 'dir', 'alias', 'headers', 'filter', 'deflate', 'setenvif'];

export async function startApache(root: string, readyPath: string): Promise<{ base: string; stop: () => void }> {
  expect(existsSync(apacheBinary), `${apacheBinary} (apt-get install apache2; scripts/ensure-test-tools.sh does it)`).toBe(true);
  const port = await freePort();
  const workDir = mkdtempSync(join(tmpdir(), 'liceo-apache-'));
  const asRoot = process.getuid?.() === 0;
  // Apache writes its lock files here as the worker's user.
  if (asRoot) chmodSync(workDir, 0o777);
  writeFileSync(
    join(workDir, 'apache2.conf'),
    `${modules.map((name) => `LoadModule ${name}_module ${modulesDir}/mod_${name}.so`).join('\n')}
ServerRoot ${workDir}
DefaultRuntimeDir ${workDir}
PidFile ${workDir}/apache2.pid
Mutex file:${workDir} default
ErrorLog ${workDir}/error.log
LogLevel warn
${asRoot ? 'User nobody\nGroup nogroup\n' : ''}ServerName 127.0.0.1
Listen 127.0.0.1:${port}
ServerTokens Prod
ServerSignature Off
TypesConfig /etc/mime.types
StartServers 1
ServerLimit 1
ThreadsPerChild 16
MaxRequestWorkers 16
<Directory />
  AllowOverride None
  Require all denied
</Directory>
DocumentRoot ${root}
<Directory ${root}>
  Options FollowSymLinks
  AllowOverride FileInfo Indexes
  Require all granted
</Directory>
<FilesMatch "^\\.ht">
  Require all denied
</FilesMatch>
`,
  );
  const apache = spawn(apacheBinary, ['-f', join(workDir, 'apache2.conf'), '-DFOREGROUND'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  apache.stderr?.on('data', (data) => (stderr += data));
  const errorLog = () => (existsSync(join(workDir, 'error.log')) ? readFileSync(join(workDir, 'error.log'), 'utf8') : '');
  const base = `http://127.0.0.1:${port}`;
  await expect
    .poll(async () => (await fetch(`${base}${readyPath}`).catch(() => undefined))?.status, { timeout: 10_000, message: `${stderr}\n${errorLog()}` })
    .toBe(200);
  return {
    base,
    stop: () => {
      apache.kill('SIGTERM');
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
