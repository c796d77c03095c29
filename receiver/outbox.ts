import type { Enquiry } from './enquiry';
import type { Mailer } from './mail';
import type { EnquiryStore, StoredEnquiry } from './store';

/*
 * The outbox: works through the enquiries stored and not yet sent, e-mails
 * each, and marks it sent. An SMTP server that refuses or is down leaves the
 * enquiry stored, tried again with backoff, and each failed send is one log
 * line (the key, the attempt, the SMTP reply code; nothing a family wrote).
 * A crash between the SMTP server's acceptance and the mark sends it once
 * more, with the same Message-ID (docs/receiver.md). A stop ends the pass
 * after the e-mail in hand, whatever the backlog: the rest waits, stored,
 * for the next start.
 *
 * The retention period (content/data/legal.json) is applied every ten
 * minutes: sent enquiries and .eml files older than it are deleted; an
 * enquiry still unsent after it is never deleted (the family was told it
 * arrived) but reported, in the log and at /health.
 */

const dayMs = 24 * 60 * 60 * 1000;
/** Enquiries sent between two commits of their marks. */
const batchSize = 20;
/** How often the retention is applied (and an enquiry unsent past it reported). */
export const retentionIntervalMs = 10 * 60_000;

/** Where the outbox reports: pino's methods, as Fastify's logger has them. */
export type OutboxLog = {
  info: (fields: object, message: string) => void;
  warn: (fields: object, message: string) => void;
  error: (fields: object, message: string) => void;
};
const silent: OutboxLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** What nodemailer says of a failed send: its kind (EAUTH, ECONNECTION, …) and the SMTP server's reply code, if it answered. */
type SendError = { code?: unknown; responseCode?: unknown };

/** How long a stop waits for the e-mail in hand before it leaves it to the next start. */
export const stopGraceMs = 5_000;

/** The pause before the next attempt after `attempts` failed ones: 5 s, doubling, at most 15 minutes. */
export const backoffMs = (attempts: number) => Math.min(5_000 * 2 ** attempts, 15 * 60_000);

export type Clock = () => number;

export class Outbox {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopping = false;

  private readonly store: EnquiryStore;
  private readonly mailer: Mailer;
  private readonly retentionDays: number;
  private readonly clock: Clock;
  private readonly log: OutboxLog;
  private retentionAppliedAt = Number.NEGATIVE_INFINITY;
  /** Whether the last send failed: the next that goes through says the mail server is back. */
  private failing = false;

  // Fields assigned by hand, not as parameter properties: Node's type stripping runs this file as it is.
  constructor(store: EnquiryStore, mailer: Mailer, retentionDays: number, clock: Clock = Date.now, log: OutboxLog = silent) {
    this.store = store;
    this.mailer = mailer;
    this.retentionDays = retentionDays;
    this.clock = clock;
    this.log = log;
  }

  /** Works through what is due now; a pass already under way is joined, never run beside another (no enquiry is sent twice by two passes). */
  work(): Promise<void> {
    if (this.stopping) return Promise.resolve();
    // A database that fails mid-pass leaves everything unsent stored: the next pass tries again.
    this.running ??= this.pass().catch(() => undefined).finally(() => (this.running = undefined));
    return this.running;
  }

  /**
   * One pass: sends what is due, a batch at a time, marking each batch's
   * sent e-mails in one commit, until nothing is due or the outbox stops;
   * then applies the retention, if it is time. What fails waits for its
   * backoff.
   */
  private async pass(): Promise<void> {
    let batch;
    do {
      batch = this.store.due(this.clock(), batchSize);
      const sent: string[] = [];
      try {
        for (const row of batch) {
          if (this.stopping) break;
          try {
            await this.mailer.send(JSON.parse(row.body) as Enquiry, row.key);
            sent.push(row.key);
            if (this.failing) this.log.info({ key: row.key, attempt: row.attempts + 1 }, 'the mail server takes e-mails again; the enquiries waiting are being sent');
            this.failing = false;
          } catch (error) {
            this.failed(row, error as SendError);
          }
        }
      } finally {
        if (sent.length > 0) this.store.markSent(sent, this.clock());
      }
    } while (batch.length === batchSize && !this.stopping);
    this.applyRetention();
  }

  private failed(row: StoredEnquiry, error: SendError) {
    const wait = backoffMs(row.attempts);
    this.store.markFailed(row.key, this.clock() + wait);
    this.failing = true;
    this.log.warn(
      {
        key: row.key,
        attempt: row.attempts + 1,
        smtpCode: typeof error.responseCode === 'number' ? error.responseCode : null,
        error: typeof error.code === 'string' ? error.code : 'unknown',
        nextAttemptInSeconds: Math.round(wait / 1000),
      },
      'enquiry not sent: the mail server refused it or could not be reached; it stays stored and is tried again',
    );
  }

  /** Deletes what was sent (and .eml files written) longer ago than the retention period, every ten minutes; reports what is past it unsent. */
  private applyRetention() {
    const now = this.clock();
    if (now - this.retentionAppliedAt < retentionIntervalMs) return;
    this.retentionAppliedAt = now;
    const before = now - this.retentionDays * dayMs;
    this.store.forgetSentBefore(before);
    this.mailer.forgetBefore?.(before);
    const overdue = this.store.unsentBefore(before);
    if (overdue > 0)
      this.log.error(
        { unsentPastRetention: overdue, retentionDays: this.retentionDays },
        'enquiries older than the retention period have never been sent: they are kept, not deleted, until the mail server takes them; fix SMTP_URL or the mail server (docs/receiver.md, "When /health is 503")',
      );
  }

  /** Works now and then every `intervalMs`, one pass at a time. */
  start(intervalMs = 1_000) {
    this.timer = setInterval(() => void this.work(), intervalMs);
    void this.work();
  }

  /** Nudges the outbox after a new enquiry, without waiting for the next tick. */
  nudge() {
    void this.work();
  }

  /**
   * Starts no more e-mails and waits for the one in hand, at most `graceMs`.
   * True when the pass has ended with every sent e-mail marked; false when
   * the SMTP server still holds the last one (it stays stored, and the next
   * start sends it again with the same Message-ID).
   */
  async stop(graceMs = stopGraceMs): Promise<boolean> {
    this.stopping = true;
    clearInterval(this.timer);
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), graceMs)));
    const ended = await Promise.race([(this.running ?? Promise.resolve()).then(() => true), gaveUp]);
    clearTimeout(timer);
    return ended;
  }
}
