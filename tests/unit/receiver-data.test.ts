import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { EnquiryStore } from '@/receiver/store';
import { runReceiverCommand, startReceiver, stopReceiver, type ReceiverProcess } from '../support/receiver-process';

/*
 * The receiver's data commands (receiver/commands.ts), run as an operator
 * runs them (`node receiver/cli.mts backup|restore|erase`) beside the real
 * receiver process while families' enquiries keep arriving: a backup holds
 * every enquiry acknowledged before it began, and restores into a new data
 * folder; an erasure removes one address's enquiries and .eml files and
 * nothing else.
 */

const site = 'http://localhost:3000';
const enquiry = {
  completeName: 'Íñigo Peña', address: 'Calle del Olmo 3', population: 'Alcobendas', phone: '9123456789',
  previousCenter: 'CEIP Norte', email: 'inigo@example.es', course: 'course1', message: '¿Tenéis ruta a Tres Cantos? 🚌',
  alumni: 'yes', childrenInSchool: 'no', consent: true, locale: 'es', shownForMs: 60_000,
};
// The guards have tests of their own: here one address sends all day.
const unlimited = { RATE_LIMIT_PER_MINUTE: '10000000', RATE_LIMIT_PER_DAY: '1000000000', SITE_ORIGINS: site, HOST: '127.0.0.1', SMTP_URL: '' };

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function folder(prefix: string) {
  const path = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(path, { recursive: true, force: true }));
  return path;
}

async function receiverOn(dataDir: string): Promise<ReceiverProcess> {
  const receiver = await startReceiver({ ...unlimited, DATA_DIR: dataDir });
  cleanups.push(() => stopReceiver(receiver));
  return receiver;
}

type Acknowledged = { key: string; email: string; at: number };

async function send(receiver: ReceiverProcess, email: string): Promise<Acknowledged | null> {
  const key = crypto.randomUUID();
  const answer = await fetch(`${receiver.url}/enquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site, 'idempotency-key': key },
    body: JSON.stringify({ ...enquiry, email }),
  });
  await answer.arrayBuffer();
  return answer.status === 201 ? { key, email, at: performance.now() } : null;
}

/** Families sending, `clients` at a time, each with an address of their own, until stopped: what was acknowledged, and when. */
function familiesSending(receiver: ReceiverProcess, clients = 6) {
  const acknowledged: Acknowledged[] = [];
  let sending = true;
  let sent = 0;
  const loops = Array.from({ length: clients }, async () => {
    while (sending) {
      const done = await send(receiver, `familia${(sent += 1)}@example.es`);
      if (done) acknowledged.push(done);
    }
  });
  return {
    acknowledged,
    stop: async () => {
      sending = false;
      await Promise.all(loops);
      return acknowledged;
    },
  };
}

const waitFor = async (condition: () => boolean, what: string) => {
  await expect.poll(condition, { timeout: 30_000, interval: 100, message: what }).toBe(true);
};

const backlog = async (receiver: ReceiverProcess) => ((await (await fetch(`${receiver.url}/health`)).json()) as { backlog: number }).backlog;

describe('backup and restore while the receiver runs', () => {
  it('backs up under load every enquiry acknowledged before the backup began, and restores them into a new data folder', { timeout: 180_000 }, async () => {
    const dataDir = folder('receiver-live-');
    const receiver = await receiverOn(dataDir);
    const families = familiesSending(receiver);
    await waitFor(() => families.acknowledged.length >= 200, 'enquiries acknowledged before the backup');

    const backupFile = join(folder('receiver-backups-'), 'enquiries-backup.sqlite');
    const began = performance.now();
    const backedUp = await runReceiverCommand(['backup', backupFile], { ...unlimited, DATA_DIR: dataDir });
    const ended = performance.now();
    const acknowledged = await families.stop();
    expect(backedUp).toMatchObject({ code: 0, stderr: '' });
    expect(backedUp.stdout).toMatch(new RegExp(`^Backed up \\d+ enquiries \\(\\d+ not yet sent\\) into ${backupFile}; SQLite's integrity check: ok\\n$`));
    // Under load: families were acknowledged while it ran.
    const before = acknowledged.filter((done) => done.at < began);
    expect(acknowledged.filter((done) => done.at > began && done.at < ended).length).toBeGreaterThan(0);

    // While the receiver runs on a folder, nothing is restored into it.
    const intoLive = await runReceiverCommand(['restore', backupFile], { ...unlimited, DATA_DIR: dataDir });
    expect(intoLive.code).toBe(1);
    expect(intoLive.stderr).toContain(`The restore was not done: another receiver is using DATA_DIR ${dataDir}`);

    const restoredDir = folder('receiver-restored-');
    const restored = await runReceiverCommand(['restore', backupFile], { ...unlimited, DATA_DIR: restoredDir });
    expect(restored.code).toBe(0);
    const kept = Number(backedUp.stdout.match(/^Backed up (\d+)/)![1]);
    expect(restored.stdout).toMatch(new RegExp(`^Restored ${kept} enquiries into ${join(restoredDir, 'enquiries.sqlite')}; \\d+ not yet sent`));
    const store = new EnquiryStore(restoredDir, { existing: true });
    const missing = before.filter((done) => !store.has(done.key));
    const count = store.kept();
    store.close();
    expect(missing).toEqual([]);
    expect(count).toBeGreaterThanOrEqual(before.length);
    expect(count).toBeLessThanOrEqual(acknowledged.length);

    // A second restore finds the database there and leaves it alone.
    const again = await runReceiverCommand(['restore', backupFile], { ...unlimited, DATA_DIR: restoredDir });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^The restore was not done: DATA_DIR already holds .*enquiries\.sqlite/);
  });
});

describe('erasing one family\'s data while the receiver runs', () => {
  it('removes every enquiry, queued e-mail and .eml file of that address, prints how many, and loses none of the others', { timeout: 180_000 }, async () => {
    const dataDir = folder('receiver-erase-');
    const receiver = await receiverOn(dataDir);
    const mail = join(dataDir, 'mail');
    const family = 'Begona.Nunez@Example.es';
    // Sent, in any case of the address: e-mails written by the outbox.
    const theirs: Acknowledged[] = [];
    for (const email of [family, family.toLowerCase(), family, family.toUpperCase()]) theirs.push((await send(receiver, email))!);
    await waitFor(() => existsSync(mail) && theirs.every((done) => readdirSync(mail).includes(`${done.key}.eml`)), 'their e-mails written');
    // Two more waiting for the mail server, as after three refusals: queued e-mails.
    const queued = [crypto.randomUUID(), crypto.randomUUID()];
    const beside = new DatabaseSync(join(dataDir, 'enquiries.sqlite'), { timeout: 5_000 });
    const queue = beside.prepare("INSERT INTO enquiries (key, fingerprint, body, created_at, attempts, next_attempt_at) VALUES (?, 'queued', ?, ?, 3, ?)");
    for (const key of queued) queue.run(key, JSON.stringify({ ...enquiry, email: family }), Date.now(), Date.now() + 3_600_000);
    beside.close();
    // Another family whose address contains theirs: untouched.
    const lookalike = (await send(receiver, `x${family.toLowerCase()}`))!;

    const families = familiesSending(receiver);
    await waitFor(() => families.acknowledged.length >= 100, 'other families sending');
    const erased = await runReceiverCommand(['erase', family.toLowerCase()], { ...unlimited, DATA_DIR: dataDir });
    const others = [...(await families.stop()), lookalike];

    expect(erased.code).toBe(0);
    const [, count, unsent, sent, files] = erased.stdout.match(/^Erased (\d+) enquiries from [^:]+: (\d+) not yet sent \(now never sent\), (\d+) already e-mailed to the school; and (\d+) \.eml files\./)!.map(Number);
    expect([count, unsent, sent, files]).toEqual([theirs.length + queued.length, queued.length, theirs.length, theirs.length]);
    expect(erased.stdout).toContain('delete them there too');

    // Nothing of theirs is left, in the database or the mail folder, once the outbox has caught up.
    await expect.poll(() => backlog(receiver), { timeout: 60_000 }).toBe(0);
    const db = new DatabaseSync(join(dataDir, 'enquiries.sqlite'), { readOnly: true });
    const left = db.prepare("SELECT COUNT(*) AS count FROM enquiries WHERE lower(json_extract(body, '$.email')) = ?").get(family.toLowerCase()) as { count: number };
    const keys = new Set((db.prepare('SELECT key FROM enquiries').all() as { key: string }[]).map((row) => row.key));
    db.close();
    expect(left.count).toBe(0);
    const written = readdirSync(mail);
    expect(written.filter((file) => readFileSync(join(mail, file), 'utf8').toLowerCase().includes(`<${family.toLowerCase()}>`))).toEqual([]);
    // Every other family's enquiry acknowledged before, during or after the erasure: kept, and its e-mail written.
    expect(others.filter((done) => !keys.has(done.key))).toEqual([]);
    const writtenSet = new Set(written);
    expect(others.filter((done) => !writtenSet.has(`${done.key}.eml`))).toEqual([]);
  });
});
