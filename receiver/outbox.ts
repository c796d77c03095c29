import type { Enquiry } from './enquiry';
import type { Mailer } from './mail';
import type { EnquiryStore } from './store';

/*
 * The outbox: works through the enquiries stored and not yet sent, e-mails
 * each, and marks it sent. An SMTP server that refuses or is down leaves the
 * enquiry stored, tried again with backoff. A crash between the SMTP
 * server's acceptance and the mark sends it once more, with the same
 * Message-ID (docs/receiver.md). A stop ends the pass after
 * the e-mail in hand, whatever the backlog: the rest waits, stored, for the
 * next start.
 */

const dayMs = 24 * 60 * 60 * 1000;
/** Enquiries sent between two commits of their marks. */
const batchSize = 20;

/** How long a stop waits for the e-mail in hand before it leaves it to the next start. */
export const stopGraceMs = 5_000;

/** The pause before the next attempt after `attempts` failed ones: 5 s, doubling, at most 15 minutes. */
export const backoffMs = (attempts: number) => Math.min(5_000 * 2 ** attempts, 15 * 60_000);

export type Clock = () => number;

export class Outbox {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopping = false;

  constructor(
    private readonly store: EnquiryStore,
    private readonly mailer: Mailer,
    private readonly retentionDays: number,
    private readonly clock: Clock = Date.now,
  ) {}

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
   * then forgets what was sent longer ago than the retention. What fails
   * waits for its backoff.
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
          } catch {
            this.store.markFailed(row.key, this.clock() + backoffMs(row.attempts));
          }
        }
      } finally {
        if (sent.length > 0) this.store.markSent(sent, this.clock());
      }
    } while (batch.length === batchSize && !this.stopping);
    this.store.forgetSentBefore(this.clock() - this.retentionDays * dayMs);
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
