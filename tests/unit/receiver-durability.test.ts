import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { EnquiryStore } from '@/receiver/store';
import { startReceiver, stopReceiver, type ReceiverProcess } from '../support/receiver-process';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp-server';

/*
 * Durability of the real receiver process (receiver/cli.mts) with a real SMTP
 * server: killed with SIGKILL while an enquiry is stored and not yet sent,
 * then started again on the same data, the e-mail arrives, once; stopped
 * with a backlog, it ends within seconds and the next start sends the rest;
 * a second receiver on the same data refuses to start, as it does on a wrong
 * setting.
 */

const site = 'http://localhost:3000';
const enquiry = {
  completeName: 'Íñigo Peña', address: 'Calle del Olmo 3', population: 'Alcobendas', phone: '9123456789',
  previousCenter: 'CEIP Norte', email: 'inigo@example.es', course: 'course1', message: '¿Tenéis ruta a Tres Cantos? 🚌',
  alumni: 'yes', childrenInSchool: 'no', consent: true, locale: 'es',
};

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function receiverOn(dataDir: string, smtpUrl: string): Promise<ReceiverProcess> {
  const receiver = await startReceiver({ DATA_DIR: dataDir, SMTP_URL: smtpUrl, SITE_ORIGINS: site, HOST: '127.0.0.1' });
  cleanups.push(() => stopReceiver(receiver, 'SIGKILL'));
  return receiver;
}

const send = (receiver: ReceiverProcess, key: string) =>
  fetch(`${receiver.url}/enquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site, 'idempotency-key': key },
    body: JSON.stringify(enquiry),
  });

const backlog = async (receiver: ReceiverProcess) => ((await (await fetch(`${receiver.url}/health`)).json()) as { backlog: number }).backlog;

/** Waits until `smtp` has accepted a message, then long enough for the outbox to have sent any copy (it looks every second). */
async function exactlyOneArrives(smtp: TestSmtpServer, receiver: ReceiverProcess, key: string) {
  await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  expect(smtp.received).toHaveLength(1);
  expect(await backlog(receiver)).toBe(0);
  const mail = await simpleParser(smtp.received[0]!);
  expect(mail.messageId).toBe(`<${key}@enquiries.liceo.example>`);
  expect(mail.text).toContain(`Mensaje:\n${enquiry.message}\n`);
}

function dataDir() {
  const folder = mkdtempSync(join(tmpdir(), 'receiver-durability-'));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

describe('the receiver killed with SIGKILL', () => {
  it('while the SMTP server is taking the e-mail: after a restart it arrives, once', { timeout: 60_000 }, async () => {
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.close());
    smtp.state.mode = 'hold';
    const folder = dataDir();
    const first = await receiverOn(folder, smtp.url);
    const key = crypto.randomUUID();
    expect((await send(first, key)).status).toBe(201);
    // Stored and being sent: the SMTP server has the message and has not answered.
    await expect.poll(() => smtp.state.held, { timeout: 10_000 }).toBe(1);
    await stopReceiver(first, 'SIGKILL');
    expect(smtp.received).toHaveLength(0);

    smtp.state.mode = 'accept';
    const second = await receiverOn(folder, smtp.url);
    await exactlyOneArrives(smtp, second, key);
  });

  it('with SMTP down when the family sent: the family got its 201, and the e-mail arrives once SMTP is back', { timeout: 60_000 }, async () => {
    // A port with no SMTP server behind it yet.
    const probe = await startSmtpServer();
    await probe.close();
    const folder = dataDir();
    const first = await receiverOn(folder, probe.url);
    const key = crypto.randomUUID();
    expect((await send(first, key)).status).toBe(201);
    // The same enquiry again (a retry whose first answer was lost): the same answer, nothing new.
    const again = await send(first, key);
    expect([again.status, again.headers.get('idempotent-replayed')]).toEqual([201, 'true']);
    expect(await backlog(first)).toBe(1);
    await stopReceiver(first, 'SIGKILL');

    const smtp = await startSmtpServer(probe.port);
    cleanups.push(() => smtp.close());
    const second = await receiverOn(folder, smtp.url);
    expect(await backlog(second)).toBe(1);
    await exactlyOneArrives(smtp, second, key);
  });
});

/** The idempotency key in an e-mail's Message-ID (receiver/mail.ts). */
const keyOf = (raw: Buffer) => raw.toString('utf8').match(/^Message-ID: <([^@>]+)@/im)![1]!;

describe('the receiver stopped (SIGTERM) with thousands of e-mails to send to a slow SMTP server', () => {
  it('stops within seconds, marks what it sent, and leaves the rest stored for the next start', { timeout: 60_000 }, async () => {
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.close());
    // 100 ms an e-mail: 3,000 take five minutes.
    smtp.state.delayMs = 100;
    const folder = dataDir();
    const keys = Array.from({ length: 3_000 }, () => crypto.randomUUID());
    const store = new EnquiryStore(folder);
    await Promise.all(keys.map((key) => store.saveDurably(key, 'same', JSON.stringify(enquiry), Date.now())));
    store.close();

    const first = await receiverOn(folder, smtp.url);
    await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    const started = performance.now();
    first.child.kill('SIGTERM');
    await expect.poll(() => first.child.exitCode, { timeout: 15_000, message: 'still stopping 15 s after SIGTERM' }).toBe(0);
    expect(performance.now() - started).toBeLessThan(5_000);

    // Every e-mail the server accepted is marked sent; every other one is stored, unsent.
    const sent = smtp.received.map(keyOf);
    const after = new EnquiryStore(folder);
    const left = after.due(Number.MAX_SAFE_INTEGER, keys.length).map((row) => row.key);
    after.close();
    expect(left).toHaveLength(keys.length - sent.length);
    expect(new Set([...sent, ...left])).toEqual(new Set(keys));

    // The stop let go of the folder: the next start takes it and goes on with the rest, none of what was sent.
    await receiverOn(folder, smtp.url);
    await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(sent.length + 3);
    const leftSet = new Set(left);
    expect(smtp.received.slice(sent.length).map(keyOf).every((key) => leftSet.has(key))).toBe(true);
  });
});

describe('two receivers on one DATA_DIR', () => {
  it('the second refuses to start, naming the folder; once the first is gone, even killed, the next one starts', { timeout: 60_000 }, async () => {
    const folder = dataDir();
    const first = await receiverOn(folder, '');
    const key = crypto.randomUUID();
    const second = startReceiver({ DATA_DIR: folder, SITE_ORIGINS: site, HOST: '127.0.0.1', SMTP_URL: '' });
    second.then((started) => cleanups.push(() => stopReceiver(started, 'SIGKILL')), () => undefined);
    await expect(second).rejects.toThrow(`exited with 1: The receiver cannot start: another receiver is using DATA_DIR ${folder} `);
    expect((await send(first, key)).status).toBe(201);
    await expect.poll(() => backlog(first), { timeout: 10_000 }).toBe(0);
    await stopReceiver(first, 'SIGKILL');
    const next = await receiverOn(folder, '');
    expect(await backlog(next)).toBe(0);
    expect(readdirSync(join(folder, 'mail'))).toEqual([`${key}.eml`]);
  });
});

describe('the receiver process with wrong settings', () => {
  it('stops at start, one line naming each variable', { timeout: 30_000 }, async () => {
    await expect(startReceiver({ RETENTION_DAYS: '30', PORT: 'eighty', DATA_DIR: dataDir() })).rejects.toThrow(
      /exited with 1: The receiver cannot start: RETENTION_DAYS: no longer read\. [^\n]*\nThe receiver cannot start: PORT: "eighty" must be a whole number from 0 to 65535\n$/,
    );
  });
});
