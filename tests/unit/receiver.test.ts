import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { PassThrough, type Writable } from 'node:stream';
import { join } from 'node:path';
import fc from 'fast-check';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enquiryRetentionDays } from '@/content/legal';
import { ConfigError, readConfig, type ReceiverConfig } from '@/receiver/config';
import { createMailer, type Mailer } from '@/receiver/mail';
import { Outbox, retentionIntervalMs } from '@/receiver/outbox';
import { buildReceiver } from '@/receiver/server';
import { DataDirInUseError, lockDataDir } from '@/receiver/data-dir-lock';
import { EnquiryStore } from '@/receiver/store';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp-server';

/*
 * The enquiry receiver (receiver/), every row of its table of answers, with
 * a real SQLite file and a real SMTP server (smtp-server), the e-mails read
 * back with mailparser.
 */

const site = 'http://localhost:3000';
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

const enquiry = {
  completeName: 'Begoña Núñez 🌻',
  address: 'Calle del Olmo 3',
  population: 'Alcobendas',
  phone: '9123456789',
  previousCenter: 'Escuela Infantil Árbol',
  email: 'begona@example.es',
  course: 'course2',
  message: '¿Hay plazas para septiembre?',
  alumni: 'no',
  childrenInSchool: 'yes',
  consent: true,
  locale: 'es',
};
const key = () => crypto.randomUUID();

function receiver(overrides: Partial<ReceiverConfig> = {}, clock = () => Date.now(), log?: Writable) {
  const dataDir = mkdtempSync(join(tmpdir(), 'receiver-'));
  folders.push(dataDir);
  const config = { ...readConfig({}), dataDir, ...overrides };
  const store = new EnquiryStore(dataDir);
  const mailer = createMailer(config);
  let outbox: Outbox | undefined;
  const app = buildReceiver(config, store, { nudge: () => outbox?.nudge() }, clock, log);
  outbox = new Outbox(store, mailer, config.retentionDays, clock, app.log);
  const close = async () => {
    await app.close();
    await outbox.stop();
    store.close();
  };
  return { app, store, outbox, config, mailer, close };
}

/** The log's lines as JSON, as the receiver writes them to standard output. */
function logLines() {
  const stream = new PassThrough();
  const lines: Record<string, unknown>[] = [];
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>)));
  return { stream, lines, text: () => lines.map((line) => JSON.stringify(line)).join('\n') };
}

const post = (app: ReturnType<typeof receiver>['app'], body: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/enquiries',
    headers: { 'content-type': 'application/json', origin: site, 'idempotency-key': headers['idempotency-key'] ?? key(), ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('the receiver answers every input in one defined way', () => {
  let subject: ReturnType<typeof receiver>;
  // The rate limits have tests of their own.
  beforeEach(() => {
    subject = receiver({ rateLimitPerMinute: 1_000_000, rateLimitPerDay: 1_000_000 });
  });
  afterEach(() => subject.close());

  it('stores a new enquiry before it answers 201, and answers a repeat the same without a second record', async () => {
    const idempotencyKey = key();
    const first = await post(subject.app, enquiry, { 'idempotency-key': idempotencyKey });
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(subject.store.has(idempotencyKey)).toBe(true);
    const again = await post(subject.app, enquiry, { 'idempotency-key': idempotencyKey });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(subject.store.backlog()).toBe(1);
  });

  it('answers 409 with Retry-After to the same key while the first request is still arriving, then the first is stored once', async () => {
    await subject.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = subject.app.server.address() as { port: number };
    const idempotencyKey = key();
    const body = JSON.stringify(enquiry);
    const headers = { 'content-type': 'application/json', origin: site, 'idempotency-key': idempotencyKey };
    // The first request's body arrives in two parts; the copy comes between them.
    const first = request({ host: '127.0.0.1', port, method: 'POST', path: '/enquiries', headers: { ...headers, 'content-length': Buffer.byteLength(body) } });
    const firstAnswer = new Promise<number>((resolve, reject) => first.on('response', (answer) => (answer.resume(), resolve(answer.statusCode!))).on('error', reject));
    first.write(body.slice(0, 40));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const copy = await fetch(`http://127.0.0.1:${port}/enquiries`, { method: 'POST', headers, body });
    expect(copy.status).toBe(409);
    expect(copy.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(subject.store.has(idempotencyKey)).toBe(false);
    first.end(body.slice(40));
    expect(await firstAnswer).toBe(201);
    const later = await fetch(`http://127.0.0.1:${port}/enquiries`, { method: 'POST', headers, body });
    expect(later.status).toBe(201);
    expect(later.headers.get('idempotent-replayed')).toBe('true');
    expect(subject.store.backlog()).toBe(1);
  });

  it('answers 30 enquiries arriving at once (committed together) each with 201, every one on disk', async () => {
    const keys = Array.from({ length: 30 }, key);
    const answers = await Promise.all(keys.map((idempotencyKey) => post(subject.app, enquiry, { 'idempotency-key': idempotencyKey })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(keys.map(() => 201));
    expect(keys.every((idempotencyKey) => subject.store.has(idempotencyKey))).toBe(true);
    expect(subject.store.backlog()).toBe(30);
  });

  it('refuses the same key with another body (422), naming the reason', async () => {
    const idempotencyKey = key();
    await post(subject.app, enquiry, { 'idempotency-key': idempotencyKey });
    const other = await post(subject.app, { ...enquiry, message: 'Otra cosa' }, { 'idempotency-key': idempotencyKey });
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toMatch(/Idempotency-Key/);
  });

  it('refuses a missing or malformed key (400), a body that is not JSON (400) or not application/json (415), and one over 16 KB (413)', async () => {
    expect((await subject.app.inject({ method: 'POST', url: '/enquiries', headers: { 'content-type': 'application/json', origin: site }, payload: JSON.stringify(enquiry) })).statusCode).toBe(400);
    expect((await post(subject.app, enquiry, { 'idempotency-key': 'not-a-uuid' })).statusCode).toBe(400);
    expect((await post(subject.app, '{"completeName": ')).statusCode).toBe(400);
    expect((await post(subject.app, 'completeName=Ana', { 'content-type': 'application/x-www-form-urlencoded' })).statusCode).toBe(415);
    expect((await post(subject.app, { ...enquiry, message: 'x'.repeat(17 * 1024) })).statusCode).toBe(413);
    expect(subject.store.backlog()).toBe(0);
  });

  it('refuses every type but application/json with 415 naming it, before the body is read', async () => {
    const body = JSON.stringify(enquiry);
    for (const type of ['text/plain', 'text/plain; charset=utf-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/json', 'application/jsonx', 'application/problem+json']) {
      const answer = await post(subject.app, body, { 'content-type': type });
      expect([type, answer.statusCode]).toEqual([type, 415]);
      expect(answer.headers['accept-post']).toBe('application/json');
      expect(answer.json()).toEqual({ error: 'unsupported media type', accepts: 'application/json' });
    }
    const untyped = await subject.app.inject({ method: 'POST', url: '/enquiries', headers: { origin: site, 'idempotency-key': key() }, payload: body });
    expect(untyped.statusCode).toBe(415);
    expect(subject.store.backlog()).toBe(0);
    for (const type of ['application/json; charset=utf-8', 'Application/JSON']) expect([type, (await post(subject.app, body, { 'content-type': type })).statusCode]).toEqual([type, 201]);

    // A body that never ends: the answer comes all the same, so nothing waited for it.
    await subject.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = subject.app.server.address() as { port: number };
    const unfinished = request({
      host: '127.0.0.1', port, method: 'POST', path: '/enquiries',
      headers: { 'content-type': 'text/plain', origin: site, 'idempotency-key': key(), 'content-length': Buffer.byteLength(body) },
    });
    const status = new Promise<number>((resolve, reject) => unfinished.on('response', (answer) => (answer.resume(), resolve(answer.statusCode!))).on('error', reject));
    unfinished.write(body.slice(0, 40));
    expect(await status).toBe(415);
    unfinished.destroy();
  });

  it('names invalid fields with the form\'s error codes (422), and never echoes a value', async () => {
    const answer = await post(subject.app, { ...enquiry, phone: '12 34', email: 'begona@', course: 'course9', extra: 'x' });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().fields).toMatchObject({ phone: 'invalidPhone', email: 'invalidEmail', course: 'required', extra: 'unknown' });
    expect(answer.body).not.toMatch(/12 34|begona@|course9/);
    // A line break in the e-mail field, where a header could start: refused, never stored.
    const injected = await post(subject.app, { ...enquiry, email: 'ana@example.es\r\nBcc: victim@example.org' });
    expect(injected.statusCode).toBe(422);
    expect(injected.json().fields).toEqual({ email: 'invalidEmail' });
    expect(subject.store.backlog()).toBe(0);
  });

  it('answers a filled honeypot with a 2xx, and neither stores nor sends it', async () => {
    const answer = await post(subject.app, { ...enquiry, website: 'https://spam.example' });
    expect(answer.statusCode).toBe(202);
    expect(subject.store.backlog()).toBe(0);
  });

  it('lets the site\'s own origin in (CORS), and refuses a foreign one, storing nothing', async () => {
    const preflight = await subject.app.inject({
      method: 'OPTIONS',
      url: '/enquiries',
      headers: { origin: site, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,idempotency-key' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': site,
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'Content-Type, Idempotency-Key',
    });
    const foreignPreflight = await subject.app.inject({ method: 'OPTIONS', url: '/enquiries', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(foreignPreflight.headers['access-control-allow-origin']).toBeUndefined();
    const foreign = await post(subject.app, enquiry, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    expect(subject.store.backlog()).toBe(0);
    expect((await post(subject.app, enquiry)).headers['access-control-allow-origin']).toBe(site);
  });

  it('has nothing but POST and OPTIONS /enquiries and GET /health', async () => {
    expect((await subject.app.inject({ method: 'GET', url: '/enquiries' })).statusCode).toBe(405);
    expect((await subject.app.inject({ method: 'DELETE', url: '/enquiries' })).statusCode).toBe(405);
    expect((await subject.app.inject({ method: 'GET', url: '/admin' })).statusCode).toBe(404);
    expect((await subject.app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok', backlog: 0, oldestUnsentSeconds: 0, unsentPastRetention: 0 });
  });

  it('gives any body, header and key one of its defined answers, stores nothing invalid, and goes on answering', async () => {
    const bodies = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)),
      fc.record(Object.fromEntries(Object.keys(enquiry).map((field) => [field, fc.oneof(fc.string({ maxLength: 20 }), fc.boolean(), fc.constant(enquiry[field as keyof typeof enquiry]))]))).map((value) => JSON.stringify(value)),
    );
    const keys = fc.oneof(fc.uuid(), fc.string({ maxLength: 40 }).filter((text) => !/[\r\n]/.test(text)));
    await fc.assert(
      fc.asyncProperty(bodies, keys, fc.constantFrom('application/json', 'text/plain', 'application/json; charset=utf-8'), async (payload, idempotencyKey, type) => {
        const answer = await subject.app.inject({
          method: 'POST',
          url: '/enquiries',
          headers: { 'content-type': type, origin: site, 'idempotency-key': idempotencyKey },
          payload,
        });
        expect([201, 202, 400, 413, 415, 422]).toContain(answer.statusCode);
        if (type === 'text/plain') expect(answer.statusCode).toBe(415);
        if (answer.statusCode === 201) expect(subject.store.has(idempotencyKey.toLowerCase())).toBe(true);
      }),
      { numRuns: 200 },
    );
    expect((await subject.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});

describe('the spam guards, without friction for families', () => {
  it('refuses a request without an Origin header (403: every browser sends one with a POST), storing nothing', async () => {
    const { app, store, close } = receiver();
    const answer = await app.inject({ method: 'POST', url: '/enquiries', headers: { 'content-type': 'application/json', 'idempotency-key': key() }, payload: JSON.stringify(enquiry) });
    expect([answer.statusCode, answer.json()]).toEqual([403, { error: 'origin required' }]);
    expect(store.backlog()).toBe(0);
    await close();
  });

  it('answers a form sent sooner than MIN_FILL_SECONDS after it was shown with 201 and drops it; takes one shown longer, or one without the figure, as before', async () => {
    const { app, store, config, close } = receiver({ rateLimitPerMinute: 1_000_000 });
    const fast = await post(app, { ...enquiry, shownForMs: config.minFillSeconds * 1000 - 1 });
    expect([fast.statusCode, fast.json()]).toEqual([201, { status: 'received' }]);
    expect(store.backlog()).toBe(0);
    const [shown, unknown] = [key(), key()];
    expect((await post(app, { ...enquiry, shownForMs: config.minFillSeconds * 1000 }, { 'idempotency-key': shown })).statusCode).toBe(201);
    expect((await post(app, enquiry, { 'idempotency-key': unknown })).statusCode).toBe(201);
    expect([store.has(shown), store.has(unknown), store.backlog()]).toEqual([true, true, 2]);
    // The same enquiry sent again later, with a longer time shown: recognised as the same, not a conflict.
    const again = await post(app, { ...enquiry, shownForMs: 60_000 }, { 'idempotency-key': shown });
    expect([again.statusCode, again.headers['idempotent-replayed']]).toEqual([201, 'true']);
    expect(store.backlog()).toBe(2);
    for (const wrong of [-1, 1.5, '4000'])
      expect((await post(app, { ...enquiry, shownForMs: wrong })).json()).toEqual({ error: 'invalid fields', fields: { shownForMs: 'invalid' } });
    await close();
  });

  it('takes RATE_LIMIT_PER_DAY enquiries a day from one address, then answers 429 with Retry-After, while another address goes on', async () => {
    const { app, store, close } = receiver({ rateLimitPerMinute: 1_000_000, rateLimitPerDay: 3, trustProxy: ['127.0.0.1'] });
    const from = async (visitor: string) => {
      const answer = await post(app, enquiry, { 'x-forwarded-for': visitor });
      return answer.statusCode === 429 ? [429, Number(answer.headers['retry-after'])] : answer.statusCode;
    };
    const answers = [];
    for (let index = 0; index < 4; index++) answers.push(await from('203.0.113.1'));
    expect(answers.slice(0, 3)).toEqual([201, 201, 201]);
    // Retry-After: what is left of the day, in seconds (over a minute, so the page tells the family at once).
    const [status, retryAfter] = answers[3] as [number, number];
    expect(status).toBe(429);
    expect(retryAfter).toBeGreaterThan(86_000);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect(await from('203.0.113.2')).toBe(201);
    expect(store.backlog()).toBe(4);
    await close();
  });

  it('never limits /health, which a monitor asks as often as it likes', async () => {
    const { app, close } = receiver({ rateLimitPerMinute: 2 });
    const statuses = [];
    for (let index = 0; index < 5; index++) statuses.push((await app.inject({ method: 'GET', url: '/health' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    await close();
  });
});

describe('the receiver\'s log', () => {
  it('holds a request id, the status and the time taken, and nothing a family wrote', async () => {
    const log = new PassThrough();
    const lines: string[] = [];
    log.on('data', (chunk: Buffer) => lines.push(...chunk.toString().trim().split('\n')));
    const { app, close } = receiver({}, Date.now, log);
    await post(app, { ...enquiry, phone: '12' });
    await post(app, enquiry);
    await close();
    const entries = lines.map((line) => JSON.parse(line) as { reqId?: string; res?: { statusCode: number }; responseTime?: number });
    expect(entries.filter((entry) => entry.res).map((entry) => entry.res!.statusCode)).toEqual([422, 201]);
    for (const entry of entries.filter((entry) => entry.res)) expect(entry).toMatchObject({ reqId: expect.any(String), responseTime: expect.any(Number) });
    const text = lines.join('\n');
    for (const value of [enquiry.completeName, enquiry.email, enquiry.phone, enquiry.message, 'Begoña', 'begona', '127.0.0.1', site]) expect(text).not.toContain(value);
  });
});

describe('the receiver with a database it cannot write', () => {
  it('answers 503 with Retry-After, never a 2xx', async () => {
    const { app, store, outbox } = receiver();
    store.close();
    const answer = await post(app, enquiry);
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toMatch(/^\d+$/);
    await app.close();
    await outbox.stop();
  });
});

describe('the receiver under load from one address', () => {
  it('answers 429 with Retry-After in whole seconds', async () => {
    const { app, close } = receiver({ rateLimitPerMinute: 3 });
    const answers = [];
    for (let index = 0; index < 4; index++) answers.push(await post(app, enquiry));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 429]);
    expect(answers[3]!.headers['retry-after']).toMatch(/^\d+$/);
    await close();
  });
});

describe('the receiver behind nginx (TRUST_PROXY)', () => {
  it('counts requests by the visitor\'s address that the proxy names, not by the proxy\'s own', async () => {
    const { app, close } = receiver({ rateLimitPerMinute: 1, trustProxy: ['127.0.0.1'] });
    const from = async (visitor: string) => (await post(app, enquiry, { 'x-forwarded-for': visitor })).statusCode;
    expect([await from('203.0.113.1'), await from('203.0.113.2'), await from('203.0.113.1')]).toEqual([201, 201, 429]);
    await close();
  });
});

describe('the e-mail the school receives', () => {
  let smtp: TestSmtpServer;
  beforeEach(async () => {
    smtp = await startSmtpServer();
  });
  afterEach(() => smtp.close());

  it('arrives once, every field labelled in Spanish and equal to what was typed, answering to the family', async () => {
    const { app, store, outbox, close } = receiver({ smtpUrl: smtp.url });
    const idempotencyKey = key();
    const long = { ...enquiry, message: `${'Ñandú, acción, 🌻 '.repeat(280)}`.slice(0, 5000) };
    await post(app, long, { 'idempotency-key': idempotencyKey });
    await post(app, long, { 'idempotency-key': idempotencyKey });
    await outbox.work();
    await outbox.work();
    expect(smtp.received).toHaveLength(1);
    const mail = await simpleParser(smtp.received[0]!);
    expect(mail.subject).toBe('Consulta desde la web: Curso 2, familia en español');
    expect(mail.replyTo?.value[0]).toMatchObject({ address: 'begona@example.es', name: 'Begoña Núñez 🌻' });
    expect(mail.messageId).toBe(`<${idempotencyKey}@enquiries.liceo.example>`);
    expect(mail.text).toContain(`Mensaje:\n${long.message}\n`);
    expect(mail.text).toContain('Nombre completo:\nBegoña Núñez 🌻');
    expect(mail.html).toContain('Población');
    expect(store.backlog()).toBe(0);
    await close();
  });

  it('keeps an enquiry while SMTP refuses, logs each failed send, is 503 at /health once it has waited UNSENT_ALERT_MINUTES, and sends it once SMTP is back', async () => {
    let now = Date.now();
    const log = logLines();
    const { app, store, outbox, close } = receiver({ smtpUrl: smtp.url, unsentAlertMinutes: 15 }, () => now, log.stream);
    const health = async () => {
      const answer = await app.inject({ method: 'GET', url: '/health' });
      return [answer.statusCode, answer.json()];
    };
    smtp.state.mode = 'refuse';
    const idempotencyKey = key();
    expect((await post(app, enquiry, { 'idempotency-key': idempotencyKey })).statusCode).toBe(201);
    await outbox.work();
    expect(smtp.received).toHaveLength(0);
    expect(await health()).toEqual([200, { status: 'ok', backlog: 1, oldestUnsentSeconds: 0, unsentPastRetention: 0 }]);
    // Tried again after its backoff (5 s, then 10 s), still refused: at 15 minutes and 5 s, the monitor sees it.
    now += 5_000;
    await outbox.work();
    now += 15 * 60_000;
    await outbox.work();
    expect(await health()).toEqual([503, { status: 'degraded', backlog: 1, oldestUnsentSeconds: 905, unsentPastRetention: 0 }]);
    const failures = log.lines.filter((line) => String(line.msg).startsWith('enquiry not sent'));
    expect(failures.map((line) => [line.level, line.key, line.attempt, line.smtpCode, line.error])).toEqual([1, 2, 3].map((attempt) => [40, idempotencyKey, attempt, 451, 'EMESSAGE']));
    for (const value of [enquiry.completeName, enquiry.email, enquiry.message, enquiry.phone, 'begona']) expect(log.text()).not.toContain(value);

    smtp.state.mode = 'accept';
    now += 15 * 60_000;
    await outbox.work();
    await outbox.work();
    expect(smtp.received).toHaveLength(1);
    expect(store.backlog()).toBe(0);
    expect(await health()).toEqual([200, { status: 'ok', backlog: 0, oldestUnsentSeconds: 0, unsentPastRetention: 0 }]);
    expect(log.lines.some((line) => String(line.msg).startsWith('the mail server takes e-mails again'))).toBe(true);
    await close();
  });

  it('adds no header from a line break typed in a field', async () => {
    const { app, outbox, close } = receiver({ smtpUrl: smtp.url });
    await post(app, { ...enquiry, completeName: 'Ana\r\nBcc: victim@example.org', email: 'ana@example.es' });
    await outbox.work();
    // The header block ends at the first empty line; the typed text may only show in the body.
    const headers = smtp.received[0]!.toString('utf8').split('\r\n\r\n')[0]!;
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(headers).toMatch(/^Reply-To: .*Ana Bcc: victim@example\.org.*<ana@example\.es>$/m);
    const mail = await simpleParser(smtp.received[0]!);
    expect(mail.bcc).toBeUndefined();
    await close();
  });
});

describe('without SMTP', () => {
  it('writes the e-mail the school would receive as an .eml file', async () => {
    const { app, outbox, config, close } = receiver();
    const idempotencyKey = key();
    await post(app, enquiry, { 'idempotency-key': idempotencyKey });
    await outbox.work();
    const files = readdirSync(join(config.dataDir, 'mail'));
    expect(files).toEqual([`${idempotencyKey}.eml`]);
    const mail = await simpleParser(readFileSync(join(config.dataDir, 'mail', files[0]!)));
    expect(mail.text).toContain('Teléfono:\n9123456789');
    await close();
  });
});

describe('the outbox', () => {
  it('works through a backlog in one pass, a batch at a time, each e-mail once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'receiver-'));
    folders.push(dataDir);
    const store = new EnquiryStore(dataDir);
    const sent: string[] = [];
    const outbox = new Outbox(store, { send: async (_enquiry, sentKey) => void sent.push(sentKey), close: () => undefined }, 30);
    const keys = Array.from({ length: 45 }, key);
    for (const stored of keys) store.save(stored, 'a', JSON.stringify(enquiry), Date.now());
    await outbox.work();
    expect(sent.toSorted()).toEqual(keys.toSorted());
    expect(store.backlog()).toBe(0);
    store.close();
  });
});

describe('stopping the outbox', () => {
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  async function backlogOf(count: number) {
    const dataDir = mkdtempSync(join(tmpdir(), 'receiver-'));
    folders.push(dataDir);
    const store = new EnquiryStore(dataDir);
    const keys = Array.from({ length: count }, key);
    // One commit for all of them.
    await Promise.all(keys.map((stored) => store.saveDurably(stored, 'a', JSON.stringify(enquiry), Date.now())));
    return { store, keys };
  }
  const unsent = (store: EnquiryStore) => store.due(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER).map((row) => row.key);

  it('ends with the e-mail in hand, whatever the backlog: what was sent is marked, the rest stays stored, and nothing more is sent', async () => {
    const { store, keys } = await backlogOf(1_000);
    const sent: string[] = [];
    // 20 ms an e-mail: the whole backlog would take 20 s.
    const outbox = new Outbox(store, { send: async (_enquiry, sentKey) => (await pause(20), void sent.push(sentKey)), close: () => undefined }, 30);
    outbox.start(60_000);
    await expect.poll(() => sent.length).toBeGreaterThanOrEqual(3);
    const started = performance.now();
    expect(await outbox.stop()).toBe(true);
    expect(performance.now() - started).toBeLessThan(1_000);
    const left = unsent(store);
    expect(left).toHaveLength(keys.length - sent.length);
    expect(new Set([...sent, ...left])).toEqual(new Set(keys));
    outbox.nudge();
    await outbox.work();
    await pause(100);
    expect(unsent(store)).toEqual(left);
    store.close();
  });

  it('gives up waiting for an e-mail the SMTP server holds after the grace, and leaves it stored for the next start', async () => {
    const { store, keys } = await backlogOf(2);
    const outbox = new Outbox(store, { send: () => new Promise(() => undefined), close: () => undefined }, 30);
    outbox.start(60_000);
    await pause(50);
    const started = performance.now();
    expect(await outbox.stop(300)).toBe(false);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(unsent(store).toSorted()).toEqual(keys.toSorted());
    store.close();
  });
});

describe('one receiver per data folder', () => {
  it('refuses a second lock on a folder in use, naming it, and takes the folder once the first is let go; the database stays open to others', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'receiver-'));
    folders.push(dataDir);
    const first = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(new DataDirInUseError(dataDir));
    expect(() => lockDataDir(dataDir)).toThrow(`another receiver is using DATA_DIR ${dataDir}`);
    // The commands' connections beside the receiver's own.
    const [receiverStore, commandStore] = [new EnquiryStore(dataDir), new EnquiryStore(dataDir, { existing: true })];
    receiverStore.save(key(), 'a', JSON.stringify(enquiry), Date.now());
    expect(commandStore.backlog()).toBe(1);
    receiverStore.close();
    commandStore.close();
    first.release();
    const next = lockDataDir(dataDir);
    next.release();
  });
});

describe('retention', () => {
  const day = 24 * 60 * 60 * 1000;

  it('forgets an enquiry the period after it was sent, and keeps one sent a day less ago', async () => {
    const days = enquiryRetentionDays;
    let now = Date.UTC(2026, 0, 1);
    const mailer: Mailer = { send: async () => undefined, close: () => undefined };
    const dataDir = mkdtempSync(join(tmpdir(), 'receiver-'));
    folders.push(dataDir);
    const store = new EnquiryStore(dataDir);
    const outbox = new Outbox(store, mailer, days, () => now);
    const [old, recent] = [key(), key()];
    store.save(old, 'a', JSON.stringify(enquiry), now);
    await outbox.work();
    now += 2 * day;
    store.save(recent, 'b', JSON.stringify(enquiry), now);
    await outbox.work();
    now += (days - 1) * day;
    await outbox.work();
    expect(store.has(old)).toBe(false);
    expect(store.has(recent)).toBe(true);
    store.close();
  });

  it('deletes the .eml files written longer ago than the period, and keeps the newer ones', async () => {
    let now = Date.now();
    const { app, outbox, config, close } = receiver({}, () => now);
    const recent = key();
    await post(app, enquiry, { 'idempotency-key': recent });
    await outbox.work();
    const folder = join(config.dataDir, 'mail');
    // A file left from an enquiry written (by the clock) a day more than the period ago.
    const old = join(folder, `${key()}.eml`);
    writeFileSync(old, 'Reply-To: x <x@example.es>\r\n\r\n');
    const oldTime = (now - (config.retentionDays + 1) * day) / 1000;
    utimesSync(old, oldTime, oldTime);
    // The retention is applied every ten minutes.
    now += retentionIntervalMs;
    await outbox.work();
    expect(readdirSync(folder)).toEqual([`${recent}.eml`]);
    await close();
  });

  it('keeps an enquiry still unsent past the period, and says so in the log and at /health (503)', async () => {
    const now = Date.now();
    const log = logLines();
    const dataDir = mkdtempSync(join(tmpdir(), 'receiver-'));
    folders.push(dataDir);
    const config = { ...readConfig({}), dataDir };
    const store = new EnquiryStore(dataDir);
    const refused: Mailer = { send: async () => Promise.reject(Object.assign(new Error('refused'), { code: 'EAUTH', responseCode: 535 })), close: () => undefined };
    const app = buildReceiver(config, store, { nudge: () => undefined }, () => now, log.stream);
    const outbox = new Outbox(store, refused, config.retentionDays, () => now, app.log);
    const overdue = key();
    store.save(overdue, 'a', JSON.stringify(enquiry), now - (config.retentionDays + 1) * day);
    await outbox.work();
    expect(store.has(overdue)).toBe(true);
    const reported = log.lines.find((line) => line.unsentPastRetention !== undefined);
    expect(reported).toMatchObject({ level: 50, unsentPastRetention: 1, retentionDays: config.retentionDays });
    expect(log.lines.find((line) => line.key === overdue)).toMatchObject({ attempt: 1, smtpCode: 535, error: 'EAUTH' });
    const answer = await app.inject({ method: 'GET', url: '/health' });
    expect([answer.statusCode, answer.json()]).toEqual([503, { status: 'degraded', backlog: 1, oldestUnsentSeconds: (config.retentionDays + 1) * 86_400, unsentPastRetention: 1 }]);
    await app.close();
    await outbox.stop();
    store.close();
  });
});

describe('its settings', () => {
  it('stops at start on a wrong one, naming the variable, one line for each', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/^PORT:/);
    expect(() => readConfig({ SITE_ORIGINS: 'https://www.example.es/path' })).toThrow(/^SITE_ORIGINS:/);
    expect(() => readConfig({ ENQUIRIES_TO: 'school' })).toThrow(/^ENQUIRIES_TO:/);
    expect(() => readConfig({ SMTP_URL: 'http://smtp.example.es' })).toThrow(/^SMTP_URL:/);
    expect(() => readConfig({ TRUST_PROXY: 'nginx' })).toThrow(/^TRUST_PROXY:/);
    expect(() => readConfig({ UNSENT_ALERT_MINUTES: '0' })).toThrow(/^UNSENT_ALERT_MINUTES:/);
    expect(() => readConfig({ RATE_LIMIT_PER_DAY: 'many' })).toThrow(/^RATE_LIMIT_PER_DAY:/);
    expect(() => readConfig({ MIN_FILL_SECONDS: '-1' })).toThrow(/^MIN_FILL_SECONDS:/);
    let problems: string[] = [];
    try {
      readConfig({ PORT: 'eighty', HOST: 'a host', SMTP_URL: 'smtps://user:p@ss:word@' });
    } catch (error) {
      problems = (error as ConfigError).problems;
    }
    expect(problems.map((problem) => problem.split(':')[0])).toEqual(['HOST', 'PORT', 'SMTP_URL']);
    // The password in SMTP_URL is never repeated.
    expect(problems.join('\n')).not.toContain('p@ss');
    expect(readConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(readConfig({ UNSENT_ALERT_MINUTES: '0.2' }).unsentAlertMinutes).toBe(0.2);
    expect(readConfig({ STATE_DIRECTORY: '/var/lib/liceo-receiver' }).dataDir).toBe('/var/lib/liceo-receiver');
    expect(readConfig({ STATE_DIRECTORY: '/var/lib/a', DATA_DIR: '/srv/b' }).dataDir).toBe('/srv/b');
    expect(readConfig({})).toMatchObject({
      production: false, host: '127.0.0.1', port: 8787, siteOrigins: ['http://localhost:3000'], smtpUrl: null, trustProxy: [],
      rateLimitPerMinute: 30, rateLimitPerDay: 20, minFillSeconds: 3, unsentAlertMinutes: 15,
    });
  });

  it('applies the retention the privacy policy states (content/data/legal.json), and refuses the old RETENTION_DAYS, saying where the setting is', () => {
    expect(readConfig({}).retentionDays).toBe(enquiryRetentionDays);
    expect(() => readConfig({ RETENTION_DAYS: String(enquiryRetentionDays) })).toThrow(/^RETENTION_DAYS: no longer read\. .*enquiryRetentionDays in content\/data\/legal\.json/);
    expect(() => readConfig({ RETENTION_DAYS: '  ' })).not.toThrow();
  });
});
