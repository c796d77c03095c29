import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { feesFile } from '@/content/schemas/fees';
import { gitHost } from '@/scripts/admin/hosting';
import { openLocalRepository, savedFile } from './support/editor';
import { startNginx } from './support/nginx';
import { watchCspViolations } from './support/security';

// The staff editor (out-admin/, written by `npm run build`) served by
// scripts/serve.ts with its own host files (out-admin/_headers), as on its own
// origin. The machine has no network: the Git host's status page is answered
// here as GitHub would, every other site is refused, and each request is
// recorded. Past the sign-in screen, the editor's "Work with Local Repository"
// is driven offline (e2e/support/editor.ts).

const adminDir = join(process.cwd(), 'out-admin');

test.describe.configure({ mode: 'serial' });

let server: ChildProcess | undefined;
let base = '';

test.beforeAll(async () => {
  expect(existsSync(join(adminDir, 'index.html')), 'out-admin/ (npm run build, or npm run build:admin, writes it)').toBe(true);
  server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--dir', adminDir, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  base = await new Promise<string>((resolve, reject) => {
    server!.once('exit', (code) => reject(new Error(`the editor's server stopped (${code})`)));
    server!.stdout!.on('data', (chunk: Buffer) => {
      const address = /at (http:\/\/localhost:\d+\/)/.exec(chunk.toString())?.[1];
      if (address) resolve(address);
    });
  });
});

test.afterAll(() => {
  server?.kill();
});

/** The Git host's status page: the editor's last request before its sign-in screen. */
const gitHostStatus = 'https://www.githubstatus.com/api/v2/status.json';

type Watch = { foreignHosts: Set<string>; gitHostRequests: string[]; consoleErrors: string[]; csp: string[]; inFlight: Set<string> };

/** Records what the editor asks of other sites, refusing all but the Git host's, and its console errors and CSP violations. */
async function watch(page: Page): Promise<Watch> {
  const seen: Watch = { foreignHosts: new Set(), gitHostRequests: [], consoleErrors: [], csp: await watchCspViolations(page), inFlight: new Set() };
  page.on('request', (request) => seen.inFlight.add(request.url()));
  page.on('requestfinished', (request) => seen.inFlight.delete(request.url()));
  page.on('requestfailed', (request) => seen.inFlight.delete(request.url()));
  page.on('console', (message) => {
    if (message.type() === 'error') seen.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => seen.consoleErrors.push(error.message));
  await page.route(
    (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
    (route) => {
      const url = new URL(route.request().url());
      if (!gitHost.includes(url.origin)) {
        seen.foreignHosts.add(url.host);
        return route.abort('blockedbyclient');
      }
      seen.gitHostRequests.push(url.href);
      // GitHub's status page, as it answers when all is well; nothing else of the Git host is asked before sign-in.
      if (url.href === gitHostStatus) return route.fulfill({ json: { status: { indicator: 'none', description: 'All Systems Operational' } } });
      return route.abort('internetdisconnected');
    },
  );
  return seen;
}

/**
 * Waits until the editor has asked the Git host's status (its last request before sign-in) and then nothing for
 * half a second, and names what is still pending if it never settles (one CI run waited on 'networkidle' for
 * three minutes and could not say for what).
 */
async function settled(seen: Watch) {
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        const pending = [...seen.inFlight];
        if (!seen.gitHostRequests.includes(gitHostStatus)) pending.push(`${gitHostStatus} (not yet asked)`);
        if (pending.length > 0) quietSince = Date.now();
        return Date.now() - quietSince >= 500 ? [] : pending;
      },
      { message: 'requests still pending', timeout: 30_000, intervals: [100] },
    )
    .toEqual([]);
}

test('the sign-in screen appears, with no console error, no CSP violation and no request but to the Git host', async ({ page }) => {
  const seen = await watch(page);
  const response = await page.goto(base);
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("connect-src 'self' data: blob: https://api.github.com");
  expect(headers['cross-origin-opener-policy']).not.toBe('same-origin');

  await expect(page.getByRole('button', { name: /Sign In with\W*GitHub/ })).toBeVisible();
  // Its icons and text in their own fonts, from this origin (a missing icon font shows its ligature's name instead).
  await expect.poll(() => page.evaluate(() => document.fonts.check('24px "Material Symbols Outlined"'))).toBe(true);
  await settled(seen);

  expect(seen.csp).toEqual([]);
  expect(seen.consoleErrors).toEqual([]);
  expect([...seen.foreignHosts]).toEqual([]);
  for (const address of seen.gitHostRequests) expect(gitHost).toContain(new URL(address).origin);
});

test.describe('in a browser set to Spanish, as the school\'s staff use it', () => {
  test.use({ locale: 'es-ES' });

  test('the sign-in screen is in Spanish, its words from this origin, with no console error, CSP violation or request to another site', async ({ page }) => {
    const seen = await watch(page);
    const interfaceWords = page.waitForResponse((response) => response.url() === new URL('locales/es-CO.json', base).href);
    await page.goto(base);
    expect((await interfaceWords).status()).toBe(200);
    await expect(page.getByRole('button', { name: /Iniciar sesión con\W*GitHub/ })).toBeVisible();
    await settled(seen);
    expect(seen.csp).toEqual([]);
    expect(seen.consoleErrors).toEqual([]);
    expect([...seen.foreignHosts]).toEqual([]);
  });
});

const feesPath = 'content/data/fees.json';

test('a fee changed in the editor is saved as the one number changed, in the shape the schema accepts', async ({ page }) => {
  const seen = await watch(page);
  const original = readFileSync(feesPath, 'utf8');
  await openLocalRepository(page, base, { [feesPath]: original });

  await page.getByRole('treeitem', { name: 'Honorarios' }).click();
  await page.getByRole('row', { name: 'Honorarios' }).click();
  // The list shows its rows as they scroll into view: scroll until the fifth (Primary 1 to 5) is there.
  const amounts = page.getByRole('spinbutton', { name: 'Cuota anual (euros)' });
  await page.getByRole('textbox', { name: 'Identificador' }).first().hover();
  await expect(async () => {
    await page.mouse.wheel(0, 400);
    expect(await amounts.count()).toBeGreaterThanOrEqual(5);
  }).toPass();
  const primary = amounts.nth(4);
  await primary.scrollIntoViewIfNeeded();
  await expect(primary).toHaveValue('10860');
  await primary.fill('10990');
  await page.getByRole('button', { name: 'Save' }).click();

  const expected = JSON.parse(original) as { tuition: { id: string; amount: number }[] };
  expected.tuition.find((row) => row.id === 'primary1-5')!.amount = 10990;
  // The editor writes the file as JSON.stringify with two spaces and a final newline: the form the fees test builds from.
  await expect.poll(() => savedFile(page, feesPath)).toBe(`${JSON.stringify(expected, null, 2)}\n`);
  expect(feesFile.safeParse(JSON.parse(await savedFile(page, feesPath))).success).toBe(true);

  expect(seen.csp).toEqual([]);
  expect(seen.consoleErrors).toEqual([]);
  expect([...seen.foreignHosts]).toEqual([]);
});

test('a value outside the schema\'s limits or pattern is refused by the editor before it saves', async ({ page }) => {
  await watch(page);
  const original = readFileSync(feesPath, 'utf8');
  await openLocalRepository(page, base, { [feesPath]: original });
  await page.getByRole('treeitem', { name: 'Honorarios' }).click();
  await page.getByRole('row', { name: 'Honorarios' }).click();
  const firstMonth = page.getByRole('spinbutton', { name: 'Primer mes' });
  await firstMonth.fill('13');
  // An identifier with capitals and a space, against the schema's pattern for it.
  await page.getByRole('textbox', { name: 'Identificador' }).first().fill('Pre K');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('group', { name: /Primer mes/ })).toContainText('The value must be less than or equal to 12.');
  await expect(page.getByRole('group', { name: /Identificador/ }).first()).toContainText('No tiene el formato esperado');
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  expect(await savedFile(page, feesPath)).toBe(original);
});

test('served by nginx with out-admin/nginx.conf: the same headers, the host files hidden, the sign-in screen with no CSP violation', async ({ page }) => {
  const nginx = await startNginx(adminDir, '/');
  try {
    const served = await fetch(`${nginx.base}/`);
    const expected = await fetch(base);
    for (const name of ['content-security-policy', 'cross-origin-opener-policy', 'strict-transport-security', 'x-frame-options', 'cache-control'])
      expect(served.headers.get(name), name).toBe(expected.headers.get(name));
    expect((await fetch(`${nginx.base}/config.yml`)).headers.get('content-type')).toBe('application/yaml');
    for (const hidden of ['_headers', 'nginx.conf']) expect((await fetch(`${nginx.base}/${hidden}`)).status, hidden).toBe(404);

    const seen = await watch(page);
    await page.goto(`${nginx.base}/`);
    await expect(page.getByRole('button', { name: /Sign In with\W*GitHub/ })).toBeVisible();
    await settled(seen);
    expect(seen.csp).toEqual([]);
    expect(seen.consoleErrors).toEqual([]);
  } finally {
    nginx.stop();
  }
});
