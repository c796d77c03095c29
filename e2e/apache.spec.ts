import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllHeaders, type Header } from '@netlify/headers-parser';
import { expect, test } from '@playwright/test';
import { redirects } from '@/scripts/postbuild/host-rules';
import { startApache } from './support/apache';
import { exportedHtmlFiles, outDir } from './support/site';

// The export served by Debian's Apache with the generated out/.htaccess, as a
// school's Apache would (e2e/support/apache.ts). Every page the export holds,
// a file under each cache rule and every redirect is asked for, and its
// headers compared with what out/_headers, read by Netlify's own parser, says
// that path gets: the same names with the same values, once each.

test.describe.configure({ mode: 'serial' });

let base = '';
let stop: (() => void) | undefined;
let rules: Header[] = [];

test.beforeAll(async () => {
  ({ base, stop } = await startApache(outDir, '/es/'));
  const parsed = await parseAllHeaders({ headersFiles: [join(outDir, '_headers')], configHeaders: [], minimal: false });
  expect(parsed.errors).toEqual([]);
  rules = parsed.headers as Header[];
});

test.afterAll(() => stop?.());

/** What out/_headers gives a path: every matching rule's headers (they never overlap but for `/*`). */
function expectedHeaders(path: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => rule.forRegExp.test(path)).map((rule) => rule.values));
}

/** The differences between a response's headers and those out/_headers gives its path. */
function mismatches(path: string, response: Response): string[] {
  return Object.entries(expectedHeaders(path)).flatMap(([name, value]) => {
    const sent = response.headers.get(name);
    // Headers sends a repeated header as one line joined by ", ": a value sent twice would not equal it.
    return sent === value ? [] : [`${path}: ${name} is ${sent === null ? 'missing' : JSON.stringify(sent)}, not ${JSON.stringify(value)}`];
  });
}

/** Every page of the export at the address a visitor uses (es/stages/index.html → /es/stages/). */
const pagePaths = () => exportedHtmlFiles().map((file) => `/${file}`.replace(/(^|\/)index\.html$/, '$1'));

test('every page: status 200 and exactly the headers out/_headers gives it', async () => {
  const paths = pagePaths().filter((path) => !redirects.some((redirect) => redirect.from === path));
  expect(paths.length).toBeGreaterThan(100);
  const problems: string[] = [];
  for (const path of paths) {
    const response = await fetch(`${base}${path}`, { redirect: 'manual' });
    if (response.status !== 200) problems.push(`${path}: status ${response.status}`);
    problems.push(...mismatches(path, response));
    await response.arrayBuffer();
  }
  console.log(`apache: ${paths.length} pages compared with out/_headers, ${problems.length} mismatches`);
  expect(problems).toEqual([]);
});

test('a file under each cache rule: its Cache-Control, type and the security headers', async () => {
  const html = await (await fetch(`${base}/es/`)).text();
  const files = [
    html.match(/\/_next\/static\/[\w./-]+\.css/)?.[0],
    html.match(/\/islands\/[\w.-]+\.js/)?.[0],
    html.match(/\/images\/[\w./-]+\.(?:jpg|avif)/)?.[0],
    '/calendar/es/school-year.ics',
    '/pagefind/pagefind-entry.json',
    '/404.html',
    '/manifest.webmanifest',
  ];
  const problems: string[] = [];
  for (const path of files) {
    expect(path).toBeDefined();
    const response = await fetch(`${base}${path}`);
    expect(response.status, path).toBe(200);
    problems.push(...mismatches(path!, response));
    await response.arrayBuffer();
  }
  const calendar = await fetch(`${base}/calendar/es/school-year.ics`);
  expect(calendar.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  expect(await calendar.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect((await fetch(`${base}/manifest.webmanifest`)).headers.get('content-type')).toMatch(/^application\/manifest\+json/);
  console.log(`apache: ${files.length} files under the cache rules compared, ${problems.length} mismatches`);
  expect(problems).toEqual([]);
});

test('every unprefixed path: a 301 to its Spanish page, with the headers out/_headers gives it', async () => {
  const problems: string[] = [];
  for (const { from, to, status } of redirects) {
    const response = await fetch(`${base}${from}`, { redirect: 'manual' });
    if (response.status !== status) problems.push(`${from}: status ${response.status}`);
    const location = response.headers.get('location');
    if (!location || new URL(location, base).href !== new URL(to, base).href) problems.push(`${from}: goes to ${location}, not ${to}`);
    problems.push(...mismatches(from, response));
  }
  console.log(`apache: ${redirects.length} redirects compared with out/_redirects and out/_headers, ${problems.length} mismatches`);
  expect(problems).toEqual([]);
});

test('an unknown path: status 404 with the 404.html body and the security headers; no host file served', async () => {
  const response = await fetch(`${base}/no/such/page/`);
  expect(response.status).toBe(404);
  expect(await response.text()).toBe(readFileSync(join(outDir, '404.html'), 'utf8'));
  expect(mismatches('/no/such/page/', response)).toEqual([]);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  for (const file of ['/.htaccess', '/_headers', '/_redirects', '/nginx.conf']) expect((await fetch(`${base}${file}`)).status, file).toBeGreaterThanOrEqual(403);
  // A page's folder without its slash goes to the canonical address.
  const bare = await fetch(`${base}/en/contact`, { redirect: 'manual' });
  expect(bare.status).toBe(301);
  expect(new URL(bare.headers.get('location')!, base).pathname).toBe('/en/contact/');
});

test('pages are sent compressed to a browser that asks', async () => {
  const response = await fetch(`${base}/es/`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.headers.get('content-encoding')).toBe('gzip');
  expect(await response.text()).toContain('<meta http-equiv="Content-Security-Policy"');
});
