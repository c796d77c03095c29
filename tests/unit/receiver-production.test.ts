import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig, type Env } from '@/receiver/config';
import { checkMailServer } from '@/receiver/mail-server-check';
import { productionProblems } from '@/receiver/production';
import { startReceiver, stopReceiver } from '../support/receiver-process';
import { startSmtpServer } from '../support/smtp-server';

/*
 * NODE_ENV=production (receiver/production.ts, receiver/mail-server-check.ts):
 * the settings a real school must give, and the mail server checked before
 * the first enquiry, with a real SMTP server (smtp-server) that takes or
 * refuses the login; then the real process started as production starts it.
 */

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function dataDir() {
  const folder = mkdtempSync(join(tmpdir(), 'receiver-production-'));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

async function smtpServer() {
  const smtp = await startSmtpServer();
  cleanups.push(() => smtp.close());
  return smtp;
}

/** What a school's IT contractor sets: the rehearsal's names (`.test` is a real-looking domain no one owns). */
const school = { SITE_ORIGINS: 'https://www.school.test', ENQUIRIES_TO: 'office@school.test', TRUST_PROXY: '127.0.0.1' };
const problemsOf = (env: Env) => productionProblems(readConfig(env), env);

describe('production settings', () => {
  it('names each missing setting, one line each', () => {
    expect(problemsOf({ NODE_ENV: 'production' }).map((problem) => problem.split(':')[0])).toEqual(['SMTP_URL', 'ENQUIRIES_TO', 'SITE_ORIGINS', 'TRUST_PROXY']);
  });

  it('refuses a sample or local value in each, and takes the school\'s own', () => {
    const samples = {
      SMTP_URL: 'smtps://web:secret@smtp.school.example:465', ENQUIRIES_TO: 'info@school.example', ENQUIRIES_FROM: 'web@liceo.example',
      SITE_ORIGINS: 'https://www.school.test,http://localhost:3000,https://www.example.com,http://127.0.0.1:8080', TRUST_PROXY: '127.0.0.1',
    };
    const problems = problemsOf(samples);
    expect(problems.map((problem) => problem.split(':')[0])).toEqual(['SMTP_URL', 'ENQUIRIES_TO', 'ENQUIRIES_FROM', 'SITE_ORIGINS', 'SITE_ORIGINS', 'SITE_ORIGINS']);
    expect(problems.join('\n')).not.toContain('secret');
    expect(problemsOf({ ...school, SMTP_URL: 'smtp://web:secret@smtp.school.es:587', SITE_ORIGINS: 'http://www.school.es' })).toEqual([
      'SITE_ORIGINS: http://www.school.es must be https://: families\' answers never travel unencrypted',
    ]);
    expect(problemsOf({ ...school, SMTP_URL: 'smtps://web:secret@smtp.school.es:465' })).toEqual([]);
  });

  it('takes a mail server on this machine (a local Postfix), which the check at start proves answers', () => {
    for (const host of ['127.0.0.1:25', 'localhost:25', '[::1]:25']) expect(problemsOf({ ...school, SMTP_URL: `smtp://${host}` })).toEqual([]);
  });

  it('needs TRUST_PROXY when it listens on loopback behind a proxy, and not when it listens on the network', () => {
    expect(problemsOf({ ...school, SMTP_URL: 'smtp://127.0.0.1:25', TRUST_PROXY: '' })).toEqual([expect.stringMatching(/^TRUST_PROXY: not set, while the receiver listens on 127\.0\.0\.1/)]);
    expect(problemsOf({ ...school, SMTP_URL: 'smtp://127.0.0.1:25', TRUST_PROXY: '', HOST: '0.0.0.0' })).toEqual([]);
  });
});

describe('the mail server check at start', () => {
  it('passes a server that takes the login', async () => {
    const smtp = await smtpServer();
    expect(await checkMailServer(smtp.urlWithLogin('right'))).toBeNull();
    expect(smtp.state.loginsTried).toBe(1);
  });

  it('names a wrong password, with the host and the server\'s reply, never the password', async () => {
    const smtp = await smtpServer();
    smtp.state.logins = 'refuse';
    const password = 'Tr0ub4dor&3';
    const problem = await checkMailServer(smtp.urlWithLogin(password));
    expect(problem).toBe(`SMTP_URL: the mail server 127.0.0.1:${smtp.port} refused the user name or password (535: "535 Authentication credentials invalid"). Check the account in SMTP_URL`);
    expect(problem).not.toContain(password);
    expect(problem).not.toContain(encodeURIComponent(password));
  });

  it('names a host that cannot be reached, and one that never answers, within its limit', async () => {
    const closed = await smtpServer();
    await closed.close();
    expect(await checkMailServer(`smtp://127.0.0.1:${closed.port}`)).toBe(`SMTP_URL: the mail server 127.0.0.1:${closed.port} cannot be reached (ECONNREFUSED). Check the host and the port`);
    // Takes the connection and says nothing.
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => (sockets.forEach((socket) => socket.destroy()), silent.close(() => resolve()))));
    const { port } = silent.address() as { port: number };
    const started = performance.now();
    expect(await checkMailServer(`smtp://127.0.0.1:${port}`, 2_000)).toBe(`SMTP_URL: the mail server 127.0.0.1:${port} did not answer in time (2 s). Check the host, the port and the firewall`);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe('the real process with NODE_ENV=production', () => {
  const production = { NODE_ENV: 'production', HOST: '127.0.0.1' };

  it('refuses to start without the school\'s settings, exit 1, one line for each', { timeout: 60_000 }, async () => {
    const started = startReceiver({ ...production, DATA_DIR: dataDir(), SMTP_URL: '', SITE_ORIGINS: '', ENQUIRIES_TO: '', TRUST_PROXY: '' });
    const error = await started.then(() => null, (failure: Error) => failure.message);
    expect(error).toMatch(/^the receiver exited with 1: /);
    const lines = error!.replace(/^the receiver exited with 1: /, '').trim().split('\n');
    expect(lines.map((line) => line.match(/^The receiver cannot start: ([A-Z_]+):/)?.[1])).toEqual(['SMTP_URL', 'ENQUIRIES_TO', 'SITE_ORIGINS', 'TRUST_PROXY']);
  });

  it('refuses to start within 30 s when the mail server refuses the password, naming the host, never the password', { timeout: 60_000 }, async () => {
    const smtp = await smtpServer();
    smtp.state.logins = 'refuse';
    const password = 'n0t-the-right-one';
    const started = performance.now();
    const error = await startReceiver({ ...production, ...school, DATA_DIR: dataDir(), SMTP_URL: smtp.urlWithLogin(password) }).then(() => null, (failure: Error) => failure.message);
    expect(performance.now() - started).toBeLessThan(30_000);
    expect(error).toBe(`the receiver exited with 1: The receiver cannot start: SMTP_URL: the mail server 127.0.0.1:${smtp.port} refused the user name or password (535: "535 Authentication credentials invalid"). Check the account in SMTP_URL\n`);
    expect(error).not.toContain(password);
  });

  it('starts with the school\'s settings and a mail server that takes the login, and an enquiry from the site arrives', { timeout: 60_000 }, async () => {
    const smtp = await smtpServer();
    const receiver = await startReceiver({ ...production, ...school, DATA_DIR: dataDir(), SMTP_URL: smtp.urlWithLogin('right') });
    cleanups.push(() => stopReceiver(receiver));
    const key = crypto.randomUUID();
    const answer = await fetch(`${receiver.url}/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: school.SITE_ORIGINS, 'idempotency-key': key },
      body: JSON.stringify({
        completeName: 'Ana García', address: 'Calle del Olmo 3', population: 'Alcobendas', phone: '9123456789', previousCenter: 'CEIP Norte',
        email: 'ana@colegio.es', course: 'course1', message: 'Hola', alumni: 'no', childrenInSchool: 'no', consent: true, locale: 'es', shownForMs: 45_000,
      }),
    });
    expect(answer.status).toBe(201);
    await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(1);
    const mail = await simpleParser(smtp.received[0]!);
    expect(mail.messageId).toBe(`<${key}@enquiries.school.test>`);
    expect(mail.to).toMatchObject({ text: school.ENQUIRIES_TO });
  });
});
