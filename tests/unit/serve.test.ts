import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFile } from '@/scripts/postbuild/host-files';
import { securityHeaders } from '@/scripts/postbuild/host-rules';

/*
 * scripts/serve.ts serves out/ as the host files say, and nothing beside it:
 * a folder next to it whose name starts the same way (out-private/) holds a
 * secret that no request, however it is encoded, may read. No request makes
 * it fail or send the visitor to another site.
 */

const secret = 'SECRET-outside-the-export';
const notFoundPage = '<!doctype html><title>404</title><p>not found</p>';
let folder: string;
let server: ChildProcess;
let port: number;

type Answer = { status: number; body: string; headers: Record<string, string | string[] | undefined> };

/** A raw request: the path goes out exactly as written, with no normalising by a client library. */
function send(path: string, { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolvePromise, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      let body = '';
      response.setEncoding('latin1');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolvePromise({ status: response.statusCode ?? 0, body, headers: response.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}
const get = (path: string) => send(path);

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'serve-test-'));
  const out = join(folder, 'out');
  mkdirSync(join(out, 'es'), { recursive: true });
  writeFileSync(join(out, '404.html'), notFoundPage);
  writeFileSync(join(out, 'es', 'index.html'), '<p>inicio</p>');
  writeFileSync(join(out, 'es', 'long.txt'), 'texto '.repeat(1000));
  writeFileSync(join(out, '_headers'), headersFile());
  mkdirSync(join(out, 'calendar', 'es'), { recursive: true });
  writeFileSync(join(out, 'calendar', 'es', 'school-year.ics'), 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  mkdirSync(join(folder, 'out-private'));
  writeFileSync(join(folder, 'out-private', 'x'), secret);
  writeFileSync(join(folder, 'secret.txt'), secret);
  // A link inside out/ that points outside it.
  symlinkSync(join(folder, 'out-private'), join(out, 'linked'));

  server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--dir', out, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  port = await new Promise<number>((resolvePromise, reject) => {
    let output = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/localhost:(\d+)\//);
      if (match) resolvePromise(Number(match[1]));
    });
    server.on('exit', (code) => reject(new Error(`serve.ts exited with ${code}`)));
  });
});

afterAll(() => {
  server?.kill();
  rmSync(folder, { recursive: true, force: true });
});

describe('scripts/serve.ts', () => {
  it('serves the export with the host files\' headers, and its 404 page with status 404', async () => {
    expect(await get('/es/')).toMatchObject({ status: 200, body: '<p>inicio</p>' });
    const answer = await get('/es/');
    for (const [name, value] of Object.entries(securityHeaders)) expect(answer.headers[name.toLowerCase()], name).toBe(value);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(await get('/nowhere/')).toMatchObject({ status: 404, body: notFoundPage });
    expect((await get('/nowhere/')).headers['x-frame-options']).toBe('DENY');
  });

  it('labels the calendar files as the host files say', async () => {
    expect((await get('/calendar/es/school-year.ics')).headers['content-type']).toBe('text/calendar; charset=utf-8');
  });

  it('sends a folder to its address with a slash, keeping the query, on its own site only', async () => {
    expect(await get('/es?utm=1')).toMatchObject({ status: 308, headers: { location: '/es/?utm=1' } });
    const bent = await get('/%2Fevil.example%2F..%2Fes');
    expect(bent.status).toBe(308);
    expect(bent.headers.location).toMatch(/^\/[^/\\]/);
  });

  it('never fails on an address it cannot read, nor writes it into a header', async () => {
    expect((await get('/%E2%82%AC%2f..%2fes')).status).toBeLessThan(500);
    expect((await get('/es%0d%0aSet-Cookie:%20x=1')).status).toBe(400);
    expect((await get('/%E0%A4%A')).status).toBe(400);
    expect((await get('/es/')).status).toBe(200);
  });

  it('answers reading only', async () => {
    for (const method of ['POST', 'DELETE', 'PUT', 'PATCH', 'OPTIONS']) expect(await send('/es/', { method }), method).toMatchObject({ status: 405, headers: { allow: 'GET, HEAD' } });
    expect(await send('/es/', { method: 'HEAD' })).toMatchObject({ status: 200, body: '' });
  });

  it('compresses what it can, saying so to caches', async () => {
    const answer = await send('/es/long.txt', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
  });

  it('answers any path with 200, a redirect on its own site, 400, 404 or 405, and goes on answering', async () => {
    const segment = fc.oneof(
      fc.constantFrom('es', 'en', '..', '.', '%2e%2e', '%2F', '%5C', '%00', '%0d%0a', '%E0%A4%A', '%', '//', 'evil.example', '?a=1', '#x'),
      fc.string({ maxLength: 12 }).map((text) => encodeURIComponent(text)),
      fc.string({ maxLength: 6 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(segment, { maxLength: 6 }), fc.constantFrom('GET', 'HEAD', 'POST', 'TRACE'), async (segments, method) => {
        const path = `/${segments.join('/')}`.replace(/[^\x21-\x7e]/g, (char) => encodeURIComponent(char));
        const answer = await send(path, { method });
        expect([200, 301, 308, 400, 404, 405], `${method} ${path}`).toContain(answer.status);
        if (answer.status === 301 || answer.status === 308) expect(answer.headers.location, path).toMatch(/^\/(?![/\\])/);
        expect(answer.body).not.toContain(secret);
      }),
      { numRuns: 300 },
    );
    expect((await get('/es/')).status).toBe(200);
  });

  const outside = [
    '/../out-private/x',
    '/..%2Fout-private/x',
    '/..%2fout-private%2fx',
    '/%2e%2e/out-private/x',
    '/%2E%2E%2Fout-private%2Fx',
    '/.%2e/out-private/x',
    '/es/../../out-private/x',
    '/es/..%2F..%2Fout-private/x',
    '/..\\out-private\\x',
    '/..%5Cout-private%5Cx',
    '/%5C..%5Cout-private%5Cx',
    '/..%2F..%2F..%2F..%2F..%2F..%2F..%2F..%2Fetc%2Fpasswd',
    '/../secret.txt',
    '/..%2Fsecret.txt',
    '/%2e%2e%2fsecret.txt',
    '/..%00/secret.txt',
    '/linked/x',
    `/..%2F${'%2e%2e%2F'.repeat(3)}secret.txt`,
  ];

  for (const path of outside) {
    it(`answers ${path} with the 404 page, or 400, and nothing else`, async () => {
      const { status, body } = await get(path);
      expect([400, 404]).toContain(status);
      if (status === 404) expect(body).toBe(notFoundPage);
      expect(body).not.toContain(secret);
    });
  }
});
