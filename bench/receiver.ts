// The enquiry receiver under load (receiver/, docs/receiver.md):
// the real process, started as production starts it, its SQLite file synced
// on every commit, its .eml files written by the outbox. autocannon sends
// valid enquiries from 50 connections for 30 s, one request in ten repeating
// an acknowledged key; halfway through, the backup command copies the
// database, and the copy, restored into a folder of its own, is counted
// against the enquiries acknowledged before it began. Then 100,000 more, to
// see whether memory stays flat. A monitor asks /health every second
// throughout. The outbox gets up to five minutes to catch up; then the
// receiver is stopped with what is left, the stop timed, and the e-mails
// written counted against what it stored. Loopback only, bounded in time and
// count.
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
import { runReceiverCommand, startReceiver, stopReceiver } from '../tests/support/receiver-process';

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
  // As the page sends it: a family that took a minute.
  shownForMs: 60_000,
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

/** A new enquiry acknowledged (201), and when (performance.now()). */
type Acknowledged = { key: string; at: number };

async function load(receiverUrl: string, known: string[], options: { duration?: number; amount?: number }, acknowledgedKeys?: Acknowledged[]): Promise<Load> {
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
          if (repeat) repeats.sent += 1;
          // Each acknowledged key in turn.
          const key = repeat ? known[repeats.sent % known.length]! : randomUUID();
          Object.assign(context, { repeat, key });
          return { ...request, headers: { 'content-type': 'application/json', origin: site, 'idempotency-key': key }, body };
        },
        onResponse: (status, _body, context, headers) => {
          const { repeat, key } = context as { repeat?: boolean; key?: string };
          if (!repeat) {
            if (status === 201 && key) acknowledgedKeys?.push({ key, at: performance.now() });
            return;
          }
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

/** A monitor asking /health every second: how many answers, and those other than 200 (status and body). */
function watchHealth(receiverUrl: string) {
  const seen = { asked: 0, failed: [] as string[] };
  let watching = true;
  const watched = (async () => {
    while (watching) {
      const started = performance.now();
      try {
        const answer = await fetch(`${receiverUrl}/health`, { signal: AbortSignal.timeout(10_000) });
        const text = await answer.text();
        if (answer.status !== 200) seen.failed.push(`${answer.status} ${text}`);
      } catch (error) {
        seen.failed.push(String(error));
      }
      seen.asked += 1;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1_000 - (performance.now() - started))));
    }
  })();
  return { seen, stop: async () => ((watching = false), await watched, seen) };
}

/**
 * The backup command run beside the loaded receiver, `after` ms into the
 * timed run; then its copy restored into a folder of its own and searched for
 * every enquiry acknowledged before the backup began.
 */
async function backupDuringLoad(dataDir: string, acknowledged: Acknowledged[], after: number) {
  await new Promise((resolve) => setTimeout(resolve, after));
  const folder = mkdtempSync(join(tmpdir(), 'receiver-bench-backup-'));
  try {
    const began = performance.now();
    const backup = await runReceiverCommand(['backup', join(folder, 'backup.sqlite')], { DATA_DIR: dataDir, SMTP_URL: '' });
    const seconds = (performance.now() - began) / 1000;
    if (backup.code !== 0) return `the backup failed: ${backup.stderr.trim()}`;
    const restoredDir = join(folder, 'restored');
    const restore = await runReceiverCommand(['restore', join(folder, 'backup.sqlite')], { DATA_DIR: restoredDir, SMTP_URL: '' });
    if (restore.code !== 0) return `the restore failed: ${restore.stderr.trim()}`;
    const before = acknowledged.filter((done) => done.at < began);
    const during = acknowledged.filter((done) => done.at >= began && done.at <= began + seconds * 1000).length;
    const store = new EnquiryStore(restoredDir, { existing: true });
    const missing = before.filter((done) => !store.has(done.key)).length;
    const restored = store.kept();
    store.close();
    const count = (value: number) => value.toLocaleString('en');
    return `Backup taken ${Math.round(after / 1000)} s into the timed run, in ${seconds.toFixed(1)} s, while ${count(during)} more enquiries were acknowledged; restored into a new data folder: ${count(restored)} enquiries. Of the ${count(before.length)} new enquiries acknowledged before it began, ${count(before.length - missing)} are in the restored copy${missing === 0 ? ' (all)' : `; MISSING: ${count(missing)}`}.`;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function row(name: string, run: Load) {
  const { sent, replayed, inFlight, other } = run.repeats;
  return `| ${name} | ${run.acknowledged} | ${run.perSecond} | ${run.p50} ms | ${run.p99} ms | ${sent} | ${replayed} | ${inFlight} | ${other} | ${sent - replayed - inFlight - other} | ${run.errors} |`;
}

export async function benchReceiver({ duration = 30, requests = 100_000, drain = 300 } = {}): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'receiver-bench-'));
  const mail = join(dataDir, 'mail');
  // Both rate limits high: the bench measures the receiver, not its guards against one address.
  const receiver = await startReceiver({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '10000000', RATE_LIMIT_PER_DAY: '1000000000', SITE_ORIGINS: site, HOST: '127.0.0.1', SMTP_URL: '' });
  const health = watchHealth(receiver.url);
  try {
    const known = await acknowledgedKeys(receiver.url, 100);
    const acknowledged: Acknowledged[] = [];
    const [timed, backup] = await Promise.all([load(receiver.url, known, { duration }, acknowledged), backupDuringLoad(dataDir, acknowledged, (duration * 1000) / 2)]);
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
    const monitor = await health.stop();
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
      backup,
      '',
      `The monitor asked /health ${count(monitor.asked)} times during the load and the outbox's catching up: ${monitor.failed.length === 0 ? 'every answer 200' : `${monitor.failed.length} answers other than 200, the first: ${monitor.failed[0]}`}.`,
      '',
      `Resident memory: ${before} MB before the ${count(requests)} requests, ${after} MB after. The outbox, after the load: ${count(writtenBeforeStop)} e-mails written in all, ${count(backlog)} still to write after ${Math.round(drained)} s.`,
      '',
      `Stopped (SIGTERM) with ${count(backlog)} e-mails to write: the process ended in ${stopSeconds.toFixed(1)} s. Then ${count(kept)} enquiries stored: ${count(files.length - copies)} e-mails written and ${count(left)} left for the next start (${kept === files.length - copies + left ? 'each enquiry one or the other' : 'MISMATCH: some enquiry is neither'}); ${copies} written twice.`,
    ].join('\n');
  } finally {
    await health.stop();
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
