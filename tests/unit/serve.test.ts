import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * scripts/serve.mjs serves out/ and nothing beside it: a folder next to it
 * whose name starts the same way (out-private/) holds a secret that no
 * request, however it is encoded, may read.
 */

const secret = 'SECRET-outside-the-export';
const notFoundPage = '<!doctype html><title>404</title><p>not found</p>';
let folder: string;
let server: ChildProcess;
let port: number;

/** A raw GET: the path goes out exactly as written, with no normalising by a client library. */
function get(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolvePromise, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolvePromise({ status: response.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'serve-test-'));
  const out = join(folder, 'out');
  mkdirSync(join(out, 'es'), { recursive: true });
  writeFileSync(join(out, '404.html'), notFoundPage);
  writeFileSync(join(out, 'es', 'index.html'), '<p>inicio</p>');
  mkdirSync(join(folder, 'out-private'));
  writeFileSync(join(folder, 'out-private', 'x'), secret);
  writeFileSync(join(folder, 'secret.txt'), secret);
  // A link inside out/ that points outside it.
  symlinkSync(join(folder, 'out-private'), join(out, 'linked'));

  server = spawn(process.execPath, ['scripts/serve.mjs', '--dir', out, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  port = await new Promise<number>((resolvePromise, reject) => {
    let output = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/localhost:(\d+)\//);
      if (match) resolvePromise(Number(match[1]));
    });
    server.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
});

afterAll(() => {
  server?.kill();
  rmSync(folder, { recursive: true, force: true });
});

describe('scripts/serve.mjs', () => {
  it('serves the export', async () => {
    expect(await get('/es/')).toEqual({ status: 200, body: '<p>inicio</p>' });
    expect((await get('/nowhere/')).status).toBe(404);
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
    it(`answers ${path} with the 404 page and nothing else`, async () => {
      const { status, body } = await get(path);
      expect(status).toBe(404);
      expect(body).toBe(notFoundPage);
    });
  }
});
