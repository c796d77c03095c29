import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:http2';
import { createServer } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import { join } from 'node:path';
import { nginxMainConfiguration } from './nginx-main';

/*
 * The school's one-host nginx site (deploy/nginx/liceo-http.conf and
 * liceo.conf) run by Debian's nginx in a temporary folder: the files as
 * shipped, with only the server's own places moved into that folder (the
 * release root, certbot's certificate and webroot) and the ports 80 and 443
 * moved to free loopback ports. Each replacement must be found exactly where
 * the shipped files have it, so a changed file fails here rather than being
 * tested half.
 */

export const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const siteFiles = ['deploy/nginx/liceo-http.conf', 'deploy/nginx/liceo.conf'] as const;

export type OneHostPlaces = {
  /** Stands for /srv/liceo: releases/ and the current symlink. */
  releaseRoot: string;
  /** Stands for /etc/letsencrypt/live/liceo: fullchain.pem, privkey.pem. */
  certificateDir: string;
  /** Stands for /var/www/certbot. */
  webroot: string;
  httpPort: number;
  httpsPort: number;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function replaceExactly(text: string, from: string, to: string, times: number, file: string): string {
  const found = text.split(from).length - 1;
  if (found !== times) throw new Error(`${file}: expected "${from}" ${times} times, found ${found}`);
  return text.split(from).join(to);
}

/** One of the shipped site files, with the server's places and ports moved to `places`. */
export function siteFileForTest(file: (typeof siteFiles)[number], places: OneHostPlaces): string {
  let text = readFileSync(file, 'utf8');
  const edits: [string, string, number][] =
    file === 'deploy/nginx/liceo-http.conf'
      ? [
        ['listen 80 default_server;', `listen 127.0.0.1:${places.httpPort} default_server;`, 1],
        ['listen [::]:80 default_server;', `listen [::1]:${places.httpPort} default_server;`, 1],
        ['/var/www/certbot', places.webroot, 2],
      ]
      : [
        ['listen 443 ssl http2 default_server;', `listen 127.0.0.1:${places.httpsPort} ssl http2 default_server;`, 1],
        ['listen [::]:443 ssl http2 default_server;', `listen [::1]:${places.httpsPort} ssl http2 default_server;`, 1],
        ['/etc/letsencrypt/live/liceo', places.certificateDir, 2],
        ['/srv/liceo', places.releaseRoot, 3],
      ];
  for (const [from, to, times] of edits) text = replaceExactly(text, from, to, times, file);
  return text;
}

/** A certificate for `hosts`, made here with Debian's openssl, where certbot would write it: fullchain.pem and privkey.pem. */
export function makeCertificate(dir: string, hosts: readonly string[]): { certificate: string } {
  mkdirSync(dir, { recursive: true });
  const result = spawnSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
    '-subj', `/CN=${hosts[0]}`, '-addext', `subjectAltName=${hosts.map((host) => `DNS:${host}`).join(',')}`,
    '-keyout', join(dir, 'privkey.pem'), '-out', join(dir, 'fullchain.pem'),
  ], { encoding: 'utf8' });
  if (result.error || result.status !== 0) throw new Error(`openssl (apt-get install openssl; scripts/ensure-test-tools.sh does it): ${result.error ?? result.stderr}`);
  return { certificate: readFileSync(join(dir, 'fullchain.pem'), 'utf8') };
}

/** nginx's main configuration around the two site files, as Debian's /etc/nginx/nginx.conf includes sites-enabled/. */
function mainConfiguration(workDir: string, places: OneHostPlaces): string {
  mkdirSync(workDir, { recursive: true });
  for (const file of siteFiles) writeFileSync(join(workDir, file.split('/').pop()!), siteFileForTest(file, places));
  return nginxMainConfiguration(workDir, `  include ${workDir}/liceo-http.conf;
  include ${workDir}/liceo.conf;`);
}

/** `nginx -t` on the site files moved into `workDir`: its status and what it said. */
export function testConfiguration(workDir: string, places: OneHostPlaces) {
  writeFileSync(join(workDir, 'nginx.conf'), mainConfiguration(workDir, places));
  const result = spawnSync(nginxBinary, ['-t', '-p', workDir, '-c', join(workDir, 'nginx.conf'), '-e', join(workDir, 'error.log')], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}`, error: result.error };
}

/** nginx serving the site files from `workDir`; resolves once it answers on the HTTP port. */
export async function startOneHostNginx(workDir: string, places: OneHostPlaces) {
  if (!existsSync(nginxBinary)) throw new Error(`${nginxBinary} is missing (apt-get install nginx; scripts/ensure-test-tools.sh does it)`);
  writeFileSync(join(workDir, 'nginx.conf'), mainConfiguration(workDir, places));
  const nginx = spawn(nginxBinary, ['-p', workDir, '-c', join(workDir, 'nginx.conf'), '-e', join(workDir, 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  nginx.stderr.on('data', (data: Buffer) => (stderr += data.toString()));
  const exited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
  const deadline = Date.now() + 15_000;
  for (;;) {
    const status = await fetch(`http://127.0.0.1:${places.httpPort}/`, { redirect: 'manual' }).then((response) => response.status, () => 0);
    if (status === 301) break;
    if (nginx.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    stop: async () => {
      if (nginx.exitCode === null) nginx.kill('SIGTERM');
      await exited;
      rmSync(join(workDir, 'nginx.pid'), { force: true });
    },
  };
}

export type H2Answer = { status: number; headers: Record<string, string>; body: string; protocol: string };

/**
 * A request over HTTP/2 and TLS to `host`, connected to 127.0.0.1:`port`, trusting only `certificate`
 * (the certificate's name is checked against `host`, as a browser would).
 */
export function h2Request(host: string, port: number, certificate: string, path: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<H2Answer> {
  return new Promise((resolve, reject) => {
    const session = connect(`https://${host}`, {
      createConnection: () => tlsConnect({ host: '127.0.0.1', port, servername: host, ca: certificate, ALPNProtocols: ['h2'] }),
    });
    session.once('error', reject);
    const request = session.request({ ':method': method, ':path': path, ':authority': host, ...headers });
    let status = 0;
    const answerHeaders: Record<string, string> = {};
    request.once('response', (received) => {
      status = Number(received[':status']);
      for (const [name, value] of Object.entries(received)) if (!name.startsWith(':') && value !== undefined) answerHeaders[name] = Array.isArray(value) ? value.join(', ') : String(value);
    });
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.once('error', reject);
    request.once('end', () => {
      const protocol = session.alpnProtocol ?? '';
      session.close();
      resolve({ status, headers: answerHeaders, body: text, protocol });
    });
    request.end(body);
  });
}
