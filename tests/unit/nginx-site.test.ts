import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactEndpoint } from '@/lib/contact-endpoint';
import { headersFile, nginxConf } from '@/scripts/postbuild/host-files';
import { enquiriesProxy, securityHeaders } from '@/scripts/postbuild/host-rules';
import { freePort, h2Request, makeCertificate, startOneHostNginx, testConfiguration, type OneHostPlaces } from '../support/one-host';

/*
 * deploy/nginx/liceo-http.conf and liceo.conf in Debian's nginx, with a
 * small release (two pages) and the snippet the build writes for
 * CONTACT_ENDPOINT=/api/enquiries: `nginx -t`, then plain HTTP (certbot's
 * challenge served, everything else moved to HTTPS) and HTTPS over HTTP/2
 * (the snippet's headers, the enquiry path handed to a receiver stand-in,
 * nothing else). The whole site with the real receiver: e2e/one-host.spec.ts.
 */

const host = 'www.colegio-ensayo.es';
let work = '';
let places: OneHostPlaces;
let certificate = '';
let stopNginx: (() => Promise<void>) | undefined;
let receiver: Server | undefined;
const received: { method: string; url: string; forwardedFor: string; origin: string }[] = [];

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'liceo-one-host-'));
  receiver = createServer((request, response) => {
    received.push({ method: request.method!, url: request.url!, forwardedFor: String(request.headers['x-forwarded-for']), origin: String(request.headers.origin) });
    response.writeHead(201, { 'Content-Type': 'application/json' }).end('{"status":"stored"}');
  });
  await new Promise<void>((resolve) => receiver!.listen(0, '127.0.0.1', resolve));
  const upstream = `http://127.0.0.1:${(receiver.address() as { port: number }).port}`;
  places = {
    releaseRoot: join(work, 'srv'),
    certificateDir: join(work, 'letsencrypt/live/liceo'),
    webroot: join(work, 'certbot'),
    httpPort: await freePort(),
    httpsPort: await freePort(),
  };
  const release = join(places.releaseRoot, 'releases/r1');
  for (const [path, text] of Object.entries({
    'out/es/index.html': '<!doctype html><title>Inicio</title>',
    'out/404.html': '<!doctype html><title>404</title>',
    'out/_headers': headersFile(),
    'out-host/nginx.conf': nginxConf(enquiriesProxy(contactEndpoint('/api/enquiries'), upstream)),
    [`${places.webroot}/.well-known/acme-challenge/token-1`]: 'token-1.key',
  })) {
    const file = path.startsWith('/') ? path : join(release, path);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, text);
  }
  symlinkSync('releases/r1', join(places.releaseRoot, 'current'));
  certificate = makeCertificate(places.certificateDir, [host]).certificate;
}, 60_000);

afterAll(async () => {
  await stopNginx?.();
  await new Promise((resolve) => receiver?.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

/** A plain-HTTP request naming the site's host, as a browser typing the address would. */
function plainHttp(path: string) {
  return new Promise<{ status: number; location?: string; type?: string; body: string }>((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port: places.httpPort, path, headers: { Host: host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, location: response.headers.location, type: response.headers['content-type'], body }));
    });
    request.once('error', reject);
    request.end();
  });
}

describe('the one-host nginx site', { timeout: 60_000 }, () => {
  it('passes nginx -t with the build\'s snippet included from the live release', () => {
    const result = testConfiguration(work, places);
    expect(result.error).toBeUndefined();
    expect(result.output).toContain('syntax is ok');
    expect(result.output).toContain('test is successful');
    expect(result.status).toBe(0);
  });

  it('on plain HTTP, serves certbot\'s challenges and moves everything else to the same address over HTTPS', async () => {
    stopNginx = (await startOneHostNginx(work, places)).stop;
    expect(await plainHttp('/.well-known/acme-challenge/token-1')).toMatchObject({ status: 200, type: 'text/plain', body: 'token-1.key' });
    expect((await plainHttp('/.well-known/acme-challenge/none')).status).toBe(404);
    for (const path of ['/', '/es/?a=1', '/api/enquiries']) expect(await plainHttp(path)).toMatchObject({ status: 301, location: `https://${host}${path}` });
  });

  it('on HTTPS, answers over HTTP/2 with the certificate\'s name, the snippet\'s headers, and the enquiry path handed to the receiver', async () => {
    const page = await h2Request(host, places.httpsPort, certificate, '/es/');
    expect(page.protocol).toBe('h2');
    expect(page.status).toBe(200);
    expect(page.body).toBe('<!doctype html><title>Inicio</title>');
    for (const [name, value] of Object.entries(securityHeaders)) expect(page.headers[name.toLowerCase()], name).toBe(value);
    expect(page.headers['cache-control']).toBe('no-cache');

    const missing = await h2Request(host, places.httpsPort, certificate, '/no/such/page/');
    expect(missing.status).toBe(404);
    expect(missing.body).toBe('<!doctype html><title>404</title>');
    // The release's host files and the receiver's other paths are not served.
    expect((await h2Request(host, places.httpsPort, certificate, '/_headers')).status).toBe(404);
    expect((await h2Request(host, places.httpsPort, certificate, '/health')).status).toBe(404);

    const origin = `https://${host}`;
    const sent = await h2Request(host, places.httpsPort, certificate, '/api/enquiries', { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: '{}' });
    expect(sent.status).toBe(201);
    expect(sent.body).toBe('{"status":"stored"}');
    expect(received).toEqual([{ method: 'POST', url: '/enquiries', forwardedFor: '127.0.0.1', origin }]);
    // An enquiry is small: a body over 32 KB stops at nginx.
    const large = await h2Request(host, places.httpsPort, certificate, '/api/enquiries', { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: 'x'.repeat(40_000) });
    expect(large.status).toBe(413);
    expect(received).toHaveLength(1);
  });
});
