// The one-host HTTPS rehearsal (docs/receiver.md, "Running it in production"):
// the school's server as deploy/ sets it up, on this machine. Debian's nginx
// runs deploy/nginx/liceo-http.conf and liceo.conf with a certificate made
// here, serving a release made live by deploy/release.sh: the build's out/
// and out-host/nginx.conf, whose contact pages are built with
// CONTACT_ENDPOINT=/api/enquiries (the contact page and layout alone,
// e2e/support/contact-export.ts: the rest of the site is the same build for
// any endpoint on the site's own address). The receiver is started with the
// unit's command and environment (deploy/systemd/liceo-receiver.service,
// NODE_ENV=production) and an EnvironmentFile as the docs write it, and
// sends to an SMTP server that asks for a login. Chromium reaches
// https://www.colegio-ensayo.es on loopback (--host-resolver-rules) and
// trusts exactly the test's certificate (its key's hash).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { contactEndpoint } from '@/lib/contact-endpoint';
import { nginxConf } from '@/scripts/postbuild/host-files';
import { cacheRules, enquiriesProxy } from '@/scripts/postbuild/host-rules';
import chromiumFlags from '../scripts/chromium-flags.json';
import { freePort, h2Request, makeCertificate, startOneHostNginx, type OneHostPlaces } from '../tests/support/one-host';
import { promisedHeaders } from '../tests/support/promised-headers';
import { startSmtpServer, type TestSmtpServer } from '../tests/support/smtp-server';
import { readUnit, serviceEnvironment, single } from '../tests/support/systemd-unit';
import { fillContactForm, keptAnswers } from './support/contact-answers';
import { buildContactExport, type ContactBuild } from './support/contact-export';
import { watchCspViolations } from './support/security';
import { localizedPages, outDir } from './support/site';
import { waitForIslands } from './support/ui';

test.describe.configure({ mode: 'serial' });

const host = 'www.colegio-ensayo.es';
const origin = `https://${host}`;
const endpointPath = '/api/enquiries';
const inbox = 'secretaria@colegio-ensayo.es';
/** systemd's PATH for a service: the receiver gets nothing else from the machine's environment. */
const servicePath = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin';
/** The page counts the seconds it was shown; the receiver drops a form sent faster than a person fills it (MIN_FILL_SECONDS, 3). */
const humanFillMs = 3_500;

let work = '';
let places: OneHostPlaces;
let certificate = '';
let contact: ContactBuild | undefined;
let smtp: TestSmtpServer | undefined;
let receiver: { child: ChildProcess; url: string; log: () => string } | undefined;
let stopNginx: (() => Promise<void>) | undefined;
let browser: Browser | undefined;
let release = '';

/** The receiver as the unit starts it: its command in the checkout, its environment and the EnvironmentFile's, nothing else. */
async function startAsTheUnitDoes(environmentFile: string, stateDirectory: string) {
  const unit = readUnit('deploy/systemd/liceo-receiver.service');
  const [program, ...args] = single(unit, 'Service', 'ExecStart').split(' ');
  // The server's Node 24 (/usr/bin/node) is the project's here, and its checkout (WorkingDirectory) this one.
  expect(program).toBe('/usr/bin/node');
  expect(single(unit, 'Service', 'StateDirectory')).toBe('liceo-receiver');
  // systemd gives StateDirectory's path as STATE_DIRECTORY, the receiver's DATA_DIR.
  const env: Record<string, string> = { PATH: servicePath, ...serviceEnvironment(unit, environmentFile), STATE_DIRECTORY: stateDirectory };
  expect(env.NODE_ENV).toBe('production');
  const child = spawn(process.execPath, args, { cwd: process.cwd(), env: env as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const url = output.match(/Receiving enquiries at (http:\/\/[^/\s]+)/)?.[1];
    if (url) return { child, url, log: () => output };
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the receiver did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A build folder as the deploy workflow uploads it: the build's out/ (hard links: never written here), with the contact pages built for /api/enquiries. */
function makeUpload(dir: string, contactOut: string, snippet: string) {
  mkdirSync(dir, { recursive: true });
  expect(spawnSync('cp', ['-al', outDir, join(dir, 'out')]).status).toBe(0);
  for (const locale of ['es', 'en']) {
    rmSync(join(dir, 'out', locale, 'contact'), { recursive: true });
    cpSync(join(contactOut, locale, 'contact'), join(dir, 'out', locale, 'contact'), { recursive: true });
  }
  // The contact build's own scripts and styles, beside the site's (their names carry their content's hash).
  expect(spawnSync('cp', ['-rn', join(contactOut, '_next', 'static'), join(dir, 'out', '_next')]).status).toBe(0);
  mkdirSync(join(dir, 'out-host'));
  writeFileSync(join(dir, 'out-host', 'nginx.conf'), snippet);
}

test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(600_000);
  expect(existsSync(join(outDir, '_headers')), 'out/ (npm run build)').toBe(true);
  work = mkdtempSync(join(tmpdir(), 'liceo-rehearsal-'));
  places = {
    releaseRoot: join(work, 'srv/liceo'),
    certificateDir: join(work, 'etc/letsencrypt/live/liceo'),
    webroot: join(work, 'var/www/certbot'),
    httpPort: await freePort(),
    httpsPort: await freePort(),
  };
  mkdirSync(places.releaseRoot, { recursive: true });
  mkdirSync(places.webroot, { recursive: true });
  certificate = makeCertificate(places.certificateDir, [host]).certificate;

  // A copy of the fixture for each worker: a run repeating this file may build it in two at once.
  contact = buildContactExport(endpointPath, `one-host-contact-${testInfo.parallelIndex}`);

  smtp = await startSmtpServer();
  const environmentFile = [
    '# /etc/liceo-receiver/receiver.env (docs/receiver.md)',
    `SMTP_URL=${smtp.urlWithLogin('clave-del-correo-7')}`,
    `ENQUIRIES_TO=${inbox}`,
    'ENQUIRIES_FROM=web@colegio-ensayo.es',
    `SITE_ORIGINS=${origin}`,
    // The rehearsal's own: a free port instead of 8787, and an alert after 30 s instead of 15 minutes.
    'PORT=0',
    'UNSENT_ALERT_MINUTES=0.5',
  ].join('\n');
  receiver = await startAsTheUnitDoes(environmentFile, join(work, 'var/lib/liceo-receiver'));

  // The snippet the build writes for CONTACT_ENDPOINT=/api/enquiries, with RECEIVER_UPSTREAM at this receiver.
  const snippet = nginxConf(enquiriesProxy(contactEndpoint(endpointPath), receiver.url));
  release = `${new Date().toISOString().replace(/[-:]|\.\d+/g, '')}-rehearsal`;
  const upload = join(places.releaseRoot, 'incoming', release);
  makeUpload(upload, contact.out, snippet);
  const activated = spawnSync('bash', ['deploy/release.sh', 'activate', upload], { env: { ...process.env, RELEASE_ROOT: places.releaseRoot, RELOAD_COMMAND: '' }, encoding: 'utf8' });
  expect(activated.stdout, activated.stderr).toBe(`live: ${release}\n`);
  stopNginx = (await startOneHostNginx(join(work, 'nginx'), places)).stop;

  const spki = createHash('sha256').update(new X509Certificate(certificate).publicKey.export({ type: 'spki', format: 'der' })).digest('base64');
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...chromiumFlags,
      `--host-resolver-rules=MAP ${host}:443 127.0.0.1:${places.httpsPort}, MAP ${host}:80 127.0.0.1:${places.httpPort}`,
      `--ignore-certificate-errors-spki-list=${spki}`,
    ],
  });
});

test.afterAll(async () => {
  await browser?.close();
  await stopNginx?.();
  if (receiver && receiver.child.exitCode === null) {
    receiver.child.kill('SIGTERM');
    await new Promise((resolve) => receiver!.child.once('exit', resolve));
  }
  await smtp?.close();
  contact?.remove();
  if (work) rmSync(work, { recursive: true, force: true });
});

const health = async () => {
  const response = await fetch(`${receiver!.url}/health`);
  return { status: response.status, body: (await response.json()) as { status: string; backlog: number; oldestUnsentSeconds: number } };
};

/** Opens the contact page over HTTPS, gives a family's answers, waits as long as a person would take, and sends. */
async function sendEnquiry(page: Page, locale: 'es' | 'en', message: string) {
  const opened = Date.now();
  await page.goto(`${origin}/${locale}/contact/`);
  await waitForIslands(page);
  const form = page.getByTestId('contact-form');
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  await fillContactForm(form);
  await form.locator('[name="message"]').fill(message);
  await page.waitForTimeout(Math.max(0, humanFillMs - (Date.now() - opened)));
  await form.getByRole('button', { name: locale === 'es' ? 'Enviar Mensaje' : 'Send Message' }).click();
  await expect(page.getByTestId('enquiry-sent')).toBeVisible({ timeout: 30_000 });
}

test('plain http:// moves to https://, which answers over HTTP/2 with the test\'s certificate', async () => {
  const page = await browser!.newPage();
  const response = await page.goto(`http://${host}/es/contact/`);
  expect(page.url()).toBe(`${origin}/es/contact/`);
  expect(response?.status()).toBe(200);
  expect(await response?.securityDetails()).toMatchObject({ subjectName: host, protocol: expect.stringMatching(/^TLS 1\.[23]$/) });
  expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol)).toBe('h2');
  await page.close();
});

test('a family\'s enquiry sent from the contact page over https:// reaches the school\'s inbox once', async () => {
  const page = await browser!.newPage();
  const violations = await watchCspViolations(page);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  const message = `Quisiera visitar el colegio. ${test.info().repeatEachIndex}`;
  await sendEnquiry(page, 'es', message);
  expect(posts).toEqual([`${origin}${endpointPath}`]);
  await expect.poll(() => smtp!.received.length, { timeout: 30_000 }).toBe(1);
  await page.waitForTimeout(2_500);
  expect(smtp!.received).toHaveLength(1);
  const mail = await simpleParser(smtp!.received[0]!);
  expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(inbox);
  expect(mail.replyTo?.value[0]?.address).toBe(keptAnswers.email);
  expect(mail.text).toContain(`${message}\n`);
  expect(mail.text).toContain(`${keptAnswers.completeName}\n`);
  expect(await health()).toMatchObject({ status: 200, body: { status: 'ok', backlog: 0 } });
  expect(violations).toEqual([]);
  await page.close();
});

test('with the mail server refusing the login, /health turns 503 within a minute, and the enquiry arrives once it accepts again', async () => {
  test.setTimeout(360_000);
  smtp!.state.logins = 'refuse';
  const loginsBefore = smtp!.state.loginsTried;
  const page = await browser!.newPage();
  const message = `Would it be possible to visit on a Saturday? ${test.info().repeatEachIndex}`;
  await sendEnquiry(page, 'en', message);
  const stored = Date.now();
  await page.close();

  await expect.poll(async () => (await health()).status, { timeout: 60_000, intervals: [1_000] }).toBe(503);
  const degradedAfter = (Date.now() - stored) / 1000;
  const degraded = await health();
  expect(degraded.body).toMatchObject({ status: 'degraded', backlog: 1 });
  expect(degraded.body.oldestUnsentSeconds).toBeGreaterThanOrEqual(30);
  const refusedLogins = smtp!.state.loginsTried - loginsBefore;
  expect(refusedLogins).toBeGreaterThan(0);
  expect(smtp!.received).toHaveLength(1);
  // Each failed send is logged with the SMTP reply, and nothing the family wrote.
  const logLines = receiver!.log().split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as { msg?: string; smtpCode?: number });
  const failures = logLines.filter((line) => line.msg?.startsWith('enquiry not sent'));
  expect(failures.length).toBeGreaterThan(0);
  for (const line of failures) expect(line).toMatchObject({ smtpCode: 535 });
  for (const personal of [keptAnswers.email, keptAnswers.completeName, message]) expect(receiver!.log()).not.toContain(personal);

  smtp!.state.logins = 'accept';
  const accepting = Date.now();
  await expect.poll(() => smtp!.received.length, { timeout: 240_000, intervals: [1_000] }).toBe(2);
  const arrivedAfter = (Date.now() - accepting) / 1000;
  const mail = await simpleParser(smtp!.received[1]!);
  expect(mail.text).toContain(`${message}\n`);
  await expect.poll(async () => (await health()).body, { timeout: 10_000 }).toMatchObject({ status: 'ok', backlog: 0 });
  expect((await health()).status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  expect(smtp!.received).toHaveLength(2);
  test.info().annotations.push({ type: 'figures', description: `503 after ${degradedAfter.toFixed(1)} s; sent ${arrivedAfter.toFixed(1)} s after the mail server accepted again; ${refusedLogins} logins refused` });
});

test('every page, the 404 and a file of each cache rule carry over HTTPS exactly the headers _headers promises', async () => {
  test.setTimeout(300_000);
  const live = join(places.releaseRoot, 'current', 'out');
  const headersText = readFileSync(join(live, '_headers'), 'utf8');
  /** The first file under a cache rule's folder, or the rule's own path. */
  const fileUnder = (path: string): string => {
    const dir = join(live, path);
    const name = readdirSync(dir, { withFileTypes: true }).find((entry) => entry.isFile())?.name;
    if (name) return `/${relative(live, join(dir, name))}`;
    const sub = readdirSync(dir, { withFileTypes: true }).find((entry) => entry.isDirectory())!.name;
    return fileUnder(`${path}${sub}/`);
  };
  const files = cacheRules.filter((rule) => rule.match === 'prefix' && !/^\/(es|en)\/$/.test(rule.path)).map((rule) => fileUnder(rule.path));
  const checks = [
    ...localizedPages.map((page) => ({ path: page.url, served: page.url, status: 200 })),
    { path: '/no/such/page/', served: '/404.html', status: 404 },
    ...files.map((path) => ({ path, served: path, status: 200 })),
  ];
  const mismatches: string[] = [];
  for (const { path, served, status } of checks) {
    const answer = await h2Request(host, places.httpsPort, certificate, path);
    expect(answer.protocol, path).toBe('h2');
    expect(answer.status, path).toBe(status);
    for (const [name, value] of Object.entries(promisedHeaders(headersText, served)))
      if (answer.headers[name] !== value) mismatches.push(`${path} ${name}: ${answer.headers[name]} (promised: ${value})`);
  }
  expect(mismatches).toEqual([]);
  expect(checks.length).toBeGreaterThan(localizedPages.length);
  test.info().annotations.push({ type: 'figures', description: `${checks.length} paths over HTTPS (${localizedPages.length} pages), ${mismatches.length} mismatches` });
});
