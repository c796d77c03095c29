import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { contactEndpoint } from '@/lib/contact-endpoint';
import { nginxConf } from '@/scripts/postbuild/host-files';
import { enquiriesProxy } from '@/scripts/postbuild/host-rules';
import { startReceiver, stopReceiver, type ReceiverProcess } from '../tests/support/receiver-process';
import { startSmtpServer, type TestSmtpServer } from '../tests/support/smtp-server';
import { freePort, startNginx } from './support/nginx';
import { hostDir, outDir } from './support/site';
import { watchCspViolations } from './support/security';
import { waitForIslands } from './support/ui';
import { searchedCamp } from './support/example-camps';

// The export served by Debian's nginx with the generated out-host/nginx.conf, as a
// school's own server would (e2e/support/nginx.ts). A second nginx serves
// the same export with the snippet generated for a site built with
// CONTACT_ENDPOINT=/enquiries: it hands enquiries to the real receiver,
// which sends them to a real SMTP server.

test.describe.configure({ mode: 'serial' });

let base = '';
let sameOrigin = '';
let stop: (() => void) | undefined;
let stopSameOrigin: (() => void) | undefined;
let receiver: ReceiverProcess | undefined;
let smtp: TestSmtpServer | undefined;
let receiverData = '';

test.beforeAll(async () => {
  ({ base, stop } = await startNginx(outDir, '/es/', { include: join(hostDir, 'nginx.conf') }));
  const port = await freePort();
  receiverData = mkdtempSync(join(tmpdir(), 'liceo-receiver-'));
  smtp = await startSmtpServer();
  receiver = await startReceiver({ DATA_DIR: receiverData, SMTP_URL: smtp.url, SITE_ORIGINS: `http://127.0.0.1:${port}`, TRUST_PROXY: '127.0.0.1' });
  // What the post-build step writes into out-host/nginx.conf for a site built with CONTACT_ENDPOINT=/enquiries.
  const snippet = nginxConf(enquiriesProxy(contactEndpoint('/enquiries'), receiver.url));
  ({ base: sameOrigin, stop: stopSameOrigin } = await startNginx(outDir, '/es/', { port, snippet }));
});

test.afterAll(async () => {
  stop?.();
  stopSameOrigin?.();
  if (receiver) await stopReceiver(receiver);
  await smtp?.close();
  if (receiverData) rmSync(receiverData, { recursive: true, force: true });
});

/** The security headers every response carries, with the values the issue asks for. */
function expectSecurityHeaders(headers: Headers, what: string) {
  expect(headers.get('strict-transport-security'), what).toMatch(/^max-age=\d+/);
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(headers.get('permissions-policy'), what).toContain('camera=()');
  expect(headers.get('cross-origin-resource-policy'), what).toBe('same-origin');
  const csp = headers.get('content-security-policy') ?? '';
  for (const part of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", 'frame-src https://www.youtube-nocookie.com'])
    expect(csp, what).toContain(part);
}

test('a page: security headers, revalidated, its own CSP meta', async () => {
  const response = await fetch(`${base}/es/admission/fees/`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  expectSecurityHeaders(response.headers, 'page');
  expect(await response.text()).toContain('<meta http-equiv="Content-Security-Policy"');

});

test('a hashed asset: cached for a year, immutable', async () => {
  const html = await (await fetch(`${base}/es/`)).text();
  const assets = [html.match(/\/_next\/static\/chunks\/[\w.-]+\.css/)?.[0], html.match(/\/islands\/[\w.-]+\.js/)?.[0]];
  for (const [asset, type] of [[assets[0], /css/], [assets[1], /javascript/]] as const) {
    expect(asset).toBeDefined();
    const response = await fetch(`${base}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(type);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(response.headers, 'asset');
  }
});

test('a calendar file as text/calendar, and the search index, both revalidated', async () => {
  const calendar = await fetch(`${base}/calendar/es/school-year.ics`);
  expect(calendar.status).toBe(200);
  expect(calendar.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  expect(calendar.headers.get('cache-control')).toBe('no-cache');
  expectSecurityHeaders(calendar.headers, 'calendar file');
  expect(await calendar.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);

  const index = await fetch(`${base}/pagefind/pagefind-entry.json`);
  expect(index.status).toBe(200);
  expect(index.headers.get('content-type')).toMatch(/^application\/json/);
  expect(index.headers.get('cache-control')).toBe('no-cache');
});

test('an unknown path: status 404 with the 404.html body and the headers', async () => {
  const response = await fetch(`${base}/no/such/page/`);
  expect(response.status).toBe(404);
  expect(await response.text()).toBe(readFileSync(join(outDir, '404.html'), 'utf8'));
  expectSecurityHeaders(response.headers, '404');
  // The host files are configuration, not pages; nginx's own is not even in out/.
  expect(existsSync(join(outDir, 'nginx.conf'))).toBe(false);
  expect((await fetch(`${base}/nginx.conf`)).status).toBe(404);
  expect((await fetch(`${base}/_headers`)).status).toBe(404);
});

test('unprefixed paths: a 301 to the Spanish page', async () => {
  for (const [from, to] of [['/', '/es/'], ['/stages', '/es/stages/'], ['/admission/fees/', '/es/admission/fees/'], ['/privacy', '/es/privacy/']] as const) {
    const response = await fetch(`${base}${from}`, { redirect: 'manual' });
    expect(response.status, from).toBe(301);
    expect(response.headers.get('location'), from).toBe(to);
    expectSecurityHeaders(response.headers, from);
  }
  // A locale folder without its slash goes to the canonical URL.
  const bare = await fetch(`${base}/en/contact`, { redirect: 'manual' });
  expect(bare.status).toBe(301);
  expect(bare.headers.get('location')).toBe('/en/contact/');
});

test('in a browser, header and meta policies together block nothing the site needs', async ({ page }) => {
  const violations = await watchCspViolations(page);
  await page.goto(`${base}/es/`);
  await waitForIslands(page);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-carousel="hero"] [aria-roledescription="slide"]').nth(1)).toHaveAttribute('style', /transform/);
  await page.goto(`${base}/en/contact/`);
  await waitForIslands(page);
  await expect(page.getByTestId('contact-form')).toHaveAttribute('data-hydrated', 'true');
  // The search: its worker runs under the header policy alone, the page under both.
  await page.getByRole('button', { name: 'Search the site' }).click();
  await expect(page.getByRole('searchbox')).toBeFocused();
  await page.keyboard.type(searchedCamp.name.en);
  await expect(page.locator('.pf-result-link').first()).toHaveAttribute('href', `/en/camps/${searchedCamp.slug}/`);
  expect(violations).toEqual([]);
});

test('same origin: an enquiry sent from the page goes through nginx to the receiver, with connect-src \'self\' and no preflight', async ({ page }) => {
  const html = await fetch(`${sameOrigin}/en/contact/`);
  const connect = html.headers.get('content-security-policy')?.split('; ').find((directive) => directive.startsWith('connect-src'));
  expect(connect).toBe("connect-src 'self'");
  const violations = await watchCspViolations(page);
  await page.goto(`${sameOrigin}/en/contact/`);
  const key = crypto.randomUUID();
  const send = () =>
    page.evaluate(async (idempotencyKey) => {
      const enquiry = {
        completeName: 'Ana Muñoz', address: 'Calle del Olmo 3', population: 'Alcobendas', phone: '9123456789', previousCenter: 'CEIP Norte',
        email: 'ana@example.es', course: 'course3', message: 'Buenos días 👋', alumni: 'no', childrenInSchool: 'no', consent: true, locale: 'en',
      };
      const answer = await fetch('/enquiries', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey }, body: JSON.stringify(enquiry) });
      return { status: answer.status, cors: answer.headers.get('access-control-allow-origin'), replayed: answer.headers.get('idempotent-replayed') };
    }, key);
  expect(await send()).toEqual({ status: 201, cors: sameOrigin, replayed: null });
  // The same enquiry again: the receiver recognises it, and gives the same answer.
  expect(await send()).toEqual({ status: 201, cors: sameOrigin, replayed: 'true' });
  await expect.poll(() => smtp!.received.length, { timeout: 20_000 }).toBe(1);
  await page.waitForTimeout(2_500);
  expect(smtp!.received).toHaveLength(1);
  const mail = await simpleParser(smtp!.received[0]!);
  expect(mail.messageId).toBe(`<${key}@enquiries.liceo.example>`);
  expect(mail.text).toContain('Mensaje:\nBuenos días 👋\n');
  // Only the enquiry path reaches the receiver; nginx serves the rest.
  expect((await fetch(`${sameOrigin}/health`)).status).toBe(404);
  expect(violations).toEqual([]);
});
