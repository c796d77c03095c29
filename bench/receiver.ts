// The enquiry receiver under load (receiver/, docs/receiver.md):
// the real process, its SQLite file synced on every commit, its .eml files
// written by the outbox. autocannon sends valid enquiries from 50
// connections for 30 s, one request in ten repeating an acknowledged key;
// then 100,000 more, to see whether memory stays flat. The outbox gets up to
// five minutes to catch up; then the receiver is stopped with what is left,
// the stop timed, and the e-mails written counted against what it stored.
// Loopback only, bounded in time and count.
// Usage: tsx bench/receiver.ts [--duration 30] [--requests 100000] [--drain 300]
// (seconds of the timed run, requests of the second, seconds the outbox gets;
// npm run bench runs it last with the defaults)
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { EnquiryStore } from '../receiver/store';
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

/**
 * What the receiver answered to the repeated keys: the first answer again
 * (201, Idempotent-Replayed), 409 (the key's first copy still being stored:
 * the table's answer, not a failure), anything else; and those still on
 * their way when a timed run ended, which autocannon does not wait for.
 */
type Repeats = { sent: number; replayed: number; inFlight: number; other: number };
type Load = { acknowledged: number; perSecond: number; p50: number; p99: number; repeats: Repeats; errors: number };

async function load(receiverUrl: string, known: string[], options: { duration?: number; amount?: number }): Promise<Load> {
  let sent = 0;
  const repeats: Repeats = { sent: 0, replayed: 0, inFlight: 0, other: 0 };
  const result = await autocannon({
    url: `${receiverUrl}/enquiries`,
    connections: 50,
    ...options,
    requests: [
      {
        method: 'POST',
        // One request at a time per connection: its context carries whether it repeats a key to its answer.
        setupRequest: (request, context) => {
          sent += 1;
          const repeat = sent % 10 === 0;
          (context as { repeat?: boolean }).repeat = repeat;
          if (repeat) repeats.sent += 1;
          // Each acknowledged key in turn.
          const key = repeat ? known[repeats.sent % known.length]! : randomUUID();
          return { ...request, headers: { 'content-type': 'application/json', origin: site, 'idempotency-key': key }, body };
        },
        onResponse: (status, _body, context, headers) => {
          if (!(context as { repeat?: boolean }).repeat) return;
          // Raw header names, as the receiver wrote them.
          const replayed = Object.entries(headers ?? {}).some(([name, value]) => name.toLowerCase() === 'idempotent-replayed' && value === 'true');
          if (status === 201 && replayed) repeats.replayed += 1;
          else if (status === 409) repeats.inFlight += 1;
          else repeats.other += 1;
        },
      },
    ],
  });
  const acknowledged = (result.statusCodeStats as Record<string, { count: number }> | undefined)?.['201']?.count ?? 0;
  return {
    acknowledged,
    perSecond: Math.round(acknowledged / (result.duration || 1)),
    p50: result.latency.p50,
    p99: result.latency.p99,
    repeats,
    // A 409 to a repeat is a right answer; anything else not 2xx, a lost connection or a timeout is an error.
    errors: result.non2xx - repeats.inFlight + result.errors + result.timeouts,
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

const backlogOf = async (receiverUrl: string) => ((await (await fetch(`${receiverUrl}/health`)).json()) as { backlog: number }).backlog;

function row(name: string, run: Load) {
  const { sent, replayed, inFlight, other } = run.repeats;
  return `| ${name} | ${run.acknowledged} | ${run.perSecond} | ${run.p50} ms | ${run.p99} ms | ${sent} | ${replayed} | ${inFlight} | ${other} | ${sent - replayed - inFlight - other} | ${run.errors} |`;
}

export async function benchReceiver({ duration = 30, requests = 100_000, drain = 300 } = {}): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'receiver-bench-'));
  const mail = join(dataDir, 'mail');
  const receiver = await startReceiver({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '10000000', SITE_ORIGINS: site, HOST: '127.0.0.1', SMTP_URL: '' });
  try {
    const known = await acknowledgedKeys(receiver.url, 100);
    const timed = await load(receiver.url, known, { duration });
    const before = residentMb(receiver.pid);
    const volume = await load(receiver.url, known, { amount: requests });
    const after = residentMb(receiver.pid);
    // The outbox's time to catch up, then a stop with whatever it has left.
    const loaded = performance.now();
    let backlog = await backlogOf(receiver.url);
    while (backlog > 0 && performance.now() - loaded < drain * 1000) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      backlog = await backlogOf(receiver.url);
    }
    const drained = (performance.now() - loaded) / 1000;
    const writtenBeforeStop = readdirSync(mail).length;
    const stopping = performance.now();
    await stopReceiver(receiver);
    const stopSeconds = (performance.now() - stopping) / 1000;
    // After the stop, from its database (which the stop has let go of): each enquiry stored is either an e-mail written or waiting.
    const store = new EnquiryStore(dataDir);
    const [kept, left] = [store.kept(), store.backlog()];
    store.close();
    const files = readdirSync(mail);
    // A second copy of one enquiry's e-mail is written as <key>.<time>.eml (receiver/mail.ts).
    const copies = files.filter((file) => /\.\d+\.eml$/.test(file)).length;
    const count = (value: number) => value.toLocaleString('en');
    return [
      'Enquiry receiver (receiver/), the real process on loopback, SQLite with synchronous=FULL, every e-mail written by its outbox:',
      '',
      '| Run | Acknowledged | Per second | p50 | p99 | Repeats sent | Replayed (201) | 409, first copy in flight | Other answer | No answer by the end | Errors |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      row(`50 connections, ${duration} s`, timed),
      row(`${count(requests)} requests`, volume),
      '',
      `"No answer by the end": repeats still on their way when the timed run stopped (autocannon does not wait for them). Errors: answers other than 2xx and those 409s, lost connections and timeouts.`,
      '',
      `Resident memory: ${before} MB before the ${count(requests)} requests, ${after} MB after. The outbox, after the load: ${count(writtenBeforeStop)} e-mails written in all, ${count(backlog)} still to write after ${Math.round(drained)} s.`,
      '',
      `Stopped (SIGTERM) with ${count(backlog)} e-mails to write: the process ended in ${stopSeconds.toFixed(1)} s. Then ${count(kept)} enquiries stored: ${count(files.length - copies)} e-mails written and ${count(left)} left for the next start (${kept === files.length - copies + left ? 'each enquiry one or the other' : 'MISMATCH: some enquiry is neither'}); ${copies} written twice.`,
    ].join('\n');
  } finally {
    await stopReceiver(receiver);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const { values } = parseArgs({ options: { duration: { type: 'string', default: '30' }, requests: { type: 'string', default: '100000' }, drain: { type: 'string', default: '300' } } });
  const [duration, requests, drain] = [values.duration, values.requests, values.drain].map(Number) as [number, number, number];
  if (![duration, requests, drain].every((value) => Number.isInteger(value) && value >= 0)) throw new Error('--duration, --requests and --drain take whole numbers');
  benchReceiver({ duration, requests, drain })
    .then((table) => console.log(table))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
