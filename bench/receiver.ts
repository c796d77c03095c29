// The enquiry receiver under load (receiver/, docs/receiver.md):
// the real process, its SQLite file synced on every commit, its .eml files
// written by the outbox. autocannon sends valid enquiries from 50
// connections for 30 s, one key in ten repeated; then 100,000 more, to see
// whether memory stays flat. Loopback only, bounded in time and count.
// Usage: tsx bench/receiver.ts (npm run bench runs it last)
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { startReceiver, stopReceiver } from '../tests/support/receiver-process';

const site = 'http://localhost:3000';
const body = JSON.stringify({
  completeName: 'Begoña Núñez',
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
});

const residentMb = (pid: number) => Math.round(Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)![1]) / 1024);

type Load = { acknowledged: number; perSecond: number; p50: number; p99: number; repeats: number; repeatsHonoured: number; errors: number };

/** Sends valid enquiries; every tenth request repeats one of the `known` keys, already acknowledged, and must be answered as the first time (201, Idempotent-Replayed). */
async function load(receiverUrl: string, known: string[], options: { duration?: number; amount?: number }): Promise<Load> {
  let sent = 0;
  let repeats = 0;
  let repeatsHonoured = 0;
  const result = await autocannon({
    url: `${receiverUrl}/enquiries`,
    connections: 50,
    ...options,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          sent += 1;
          const repeat = sent % 10 === 0;
          if (repeat) repeats += 1;
          const key = repeat ? known[sent % known.length]! : randomUUID();
          return { ...request, headers: { 'content-type': 'application/json', origin: site, 'idempotency-key': key }, body };
        },
        // A repeated key answered as the first time (201), marked replayed: no second record.
        onResponse: (status, _body, _context, headers) => {
          // Raw header names, as the receiver wrote them.
          if (status === 201 && Object.entries(headers ?? {}).some(([name, value]) => name.toLowerCase() === 'idempotent-replayed' && value === 'true')) repeatsHonoured += 1;
        },
      },
    ],
  });
  const count = (status: number) => (result.statusCodeStats as Record<string, { count: number }> | undefined)?.[String(status)]?.count ?? 0;
  const acknowledged = count(201);
  return {
    acknowledged,
    perSecond: Math.round(acknowledged / (result.duration || 1)),
    p50: result.latency.p50,
    p99: result.latency.p99,
    repeats,
    repeatsHonoured,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/** Enquiries sent one by one before the load, whose keys the load then repeats. */
async function acknowledgedKeys(receiverUrl: string, count: number): Promise<string[]> {
  const keys: string[] = [];
  for (let index = 0; index < count; index++) {
    const key = randomUUID();
    const answer = await fetch(`${receiverUrl}/enquiries`, { method: 'POST', headers: { 'content-type': 'application/json', origin: site, 'idempotency-key': key }, body });
    if (answer.status !== 201) throw new Error(`the receiver answered ${answer.status} to a valid enquiry`);
    keys.push(key);
  }
  return keys;
}

export async function benchReceiver(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'receiver-bench-'));
  const receiver = await startReceiver({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '10000000', SITE_ORIGINS: site, HOST: '127.0.0.1', SMTP_URL: '' });
  try {
    const known = await acknowledgedKeys(receiver.url, 100);
    const timed = await load(receiver.url, known, { duration: 30 });
    const before = residentMb(receiver.pid);
    const volume = await load(receiver.url, known, { amount: 100_000 });
    const after = residentMb(receiver.pid);
    // Let the outbox catch up, then count the e-mails against the enquiries stored.
    let mails = 0;
    for (let waited = 0; waited < 300; waited++) {
      const health = (await (await fetch(`${receiver.url}/health`)).json()) as { backlog: number };
      mails = readdirSync(join(dataDir, 'mail')).length;
      if (health.backlog === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const stored = known.length + timed.acknowledged - timed.repeatsHonoured + volume.acknowledged - volume.repeatsHonoured;
    return [
      'Enquiry receiver (receiver/), the real process on loopback, SQLite with synchronous=FULL, every e-mail written by its outbox:',
      '',
      '| Run | Acknowledged | Per second | p50 | p99 | Repeated keys honoured | Errors |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      `| 50 connections, 30 s | ${timed.acknowledged} | ${timed.perSecond} | ${timed.p50} ms | ${timed.p99} ms | ${timed.repeatsHonoured} of ${timed.repeats} | ${timed.errors} |`,
      `| 100,000 requests | ${volume.acknowledged} | ${volume.perSecond} | ${volume.p50} ms | ${volume.p99} ms | ${volume.repeatsHonoured} of ${volume.repeats} | ${volume.errors} |`,
      '',
      `Resident memory: ${before} MB before the 100,000 requests, ${after} MB after. E-mails written: ${mails} for ${stored} enquiries stored (a duplicate would show as more e-mails than enquiries).`,
    ].join('\n');
  } finally {
    await stopReceiver(receiver);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  benchReceiver()
    .then((table) => console.log(table))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
