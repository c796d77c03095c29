import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startNginx } from './support/nginx';
import { outDir } from './support/site';
import { watchCspViolations } from './support/security';
import { waitForIslands } from './support/ui';

// The export served by Debian's nginx with the generated out/nginx.conf, as a
// school's own server would (e2e/support/nginx.ts).

test.describe.configure({ mode: 'serial' });

let base = '';
let stop: (() => void) | undefined;

test.beforeAll(async () => {
  ({ base, stop } = await startNginx(outDir, '/es/'));
});

test.afterAll(() => stop?.());

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
  // The host files are configuration, not pages.
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
  await page.keyboard.type('Antibes');
  await expect(page.locator('.pf-result-link').first()).toHaveAttribute('href', '/en/camps/antibes/');
  expect(violations).toEqual([]);
});
