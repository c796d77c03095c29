import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/*
 * Where enquiries are kept: SQLite (node:sqlite), one row per idempotency
 * key. A row is committed and synced to disk (WAL, synchronous=FULL) before
 * the family's browser is told it arrived; the outbox (outbox.ts) sends what
 * is stored and not yet sent, and forgets each enquiry the retention period
 * after it was sent.
 *
 * The database is open to more than one connection: the receiver's, and the
 * backup and erase commands' (cli.mts) while it runs. A write waits up to
 * busyTimeoutMs for another's to end. That only one receiver uses a data
 * folder is data-dir-lock.ts's job.
 */

/** How long a write waits for another connection's (an erase, a group commit) to end. */
const busyTimeoutMs = 5_000;

export const databaseFile = 'enquiries.sqlite';

export class NoDatabaseError extends Error {
  override name = 'NoDatabaseError';
  constructor(dataDir: string) {
    super(`DATA_DIR ${dataDir} holds no ${databaseFile}: is DATA_DIR the receiver's?`);
  }
}

export type StoredEnquiry = { key: string; fingerprint: string; body: string; createdAt: number; attempts: number };

export type Saved = 'stored' | 'repeated' | 'conflict';

/** An enquiry erased: its key, and whether it had been e-mailed already. */
export type Erased = { key: string; sent: boolean };

type Pending = { key: string; fingerprint: string; body: string; now: number; resolve: (saved: Saved) => void; reject: (error: unknown) => void };

export class EnquiryStore {
  private readonly db: DatabaseSync;
  private pending: Pending[] = [];

  /** Opens (or, for the receiver, creates) the database in `dataDir`; `existing`: only one already there, for the commands. */
  constructor(dataDir: string, { existing = false } = {}) {
    const file = join(dataDir, databaseFile);
    if (existing && !existsSync(file)) throw new NoDatabaseError(dataDir);
    mkdirSync(dataDir, { recursive: true });
    this.db = new DatabaseSync(file, { timeout: busyTimeoutMs });
    this.db.exec(`
      PRAGMA journal_mode = WAL;
      PRAGMA synchronous = FULL;
      CREATE TABLE IF NOT EXISTS enquiries (
        key TEXT PRIMARY KEY,
        fingerprint TEXT NOT NULL,
        body TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        sent_at INTEGER
      );
      CREATE INDEX IF NOT EXISTS outbox ON enquiries (sent_at, next_attempt_at);
      CREATE INDEX IF NOT EXISTS unsent ON enquiries (sent_at, created_at);
    `);
  }

  /** Keeps an enquiry under its key, once: the same key again is 'repeated' with the same body, 'conflict' with another. */
  save(key: string, fingerprint: string, body: string, now: number): Saved {
    const inserted = this.db
      .prepare('INSERT INTO enquiries (key, fingerprint, body, created_at, next_attempt_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (key) DO NOTHING')
      .run(key, fingerprint, body, now, now);
    if (inserted.changes === 1) return 'stored';
    const kept = this.db.prepare('SELECT fingerprint FROM enquiries WHERE key = ?').get(key) as { fingerprint: string } | undefined;
    return kept?.fingerprint === fingerprint ? 'repeated' : 'conflict';
  }

  /**
   * Keeps an enquiry as save() does, in one transaction with the others that
   * arrive in the same turn of the event loop: one sync to disk for all of
   * them (a group commit). Resolves once the commit is on disk; rejects, for
   * every enquiry of the group, if it fails.
   */
  saveDurably(key: string, fingerprint: string, body: string, now: number): Promise<Saved> {
    return new Promise((resolve, reject) => {
      this.pending.push({ key, fingerprint, body, now, resolve, reject });
      if (this.pending.length === 1) setImmediate(() => this.commitPending());
    });
  }

  private commitPending() {
    const group = this.pending.splice(0);
    let results: Saved[];
    try {
      results = this.inTransaction(() => group.map((item) => this.save(item.key, item.fingerprint, item.body, item.now)));
    } catch (error) {
      for (const item of group) item.reject(error);
      return;
    }
    group.forEach((item, index) => item.resolve(results[index]!));
  }

  private inTransaction<T>(work: () => T): T {
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      this.db.exec('COMMIT');
      return result;
    } catch (error) {
      if (this.db.isTransaction) this.db.exec('ROLLBACK');
      throw error;
    }
  }

  /** Enquiries stored and not yet sent whose next attempt is due. */
  due(now: number, limit = 20): StoredEnquiry[] {
    return (
      this.db
        .prepare('SELECT key, fingerprint, body, created_at AS createdAt, attempts FROM enquiries WHERE sent_at IS NULL AND next_attempt_at <= ? ORDER BY created_at LIMIT ?')
        .all(now, limit) as StoredEnquiry[]
    ).map((row) => ({ ...row }));
  }

  /** Marks these enquiries sent, in one commit. */
  markSent(keys: readonly string[], now: number) {
    const mark = this.db.prepare('UPDATE enquiries SET sent_at = ? WHERE key = ?');
    this.inTransaction(() => keys.forEach((key) => mark.run(now, key)));
  }

  markFailed(key: string, nextAttemptAt: number) {
    this.db.prepare('UPDATE enquiries SET attempts = attempts + 1, next_attempt_at = ? WHERE key = ?').run(nextAttemptAt, key);
  }

  /** Forgets every enquiry sent before `before`; returns how many. Unsent ones are never forgotten: they are reported (outbox.ts). */
  forgetSentBefore(before: number): number {
    return Number(this.db.prepare('DELETE FROM enquiries WHERE sent_at IS NOT NULL AND sent_at < ?').run(before).changes);
  }

  /** How many enquiries are kept, sent or not. */
  kept(): number {
    return (this.db.prepare('SELECT COUNT(*) AS count FROM enquiries').get() as { count: number }).count;
  }

  /** How many enquiries wait to be sent. */
  backlog(): number {
    return (this.db.prepare('SELECT COUNT(*) AS count FROM enquiries WHERE sent_at IS NULL').get() as { count: number }).count;
  }

  /** When the oldest enquiry not yet sent arrived, or null when none waits. */
  oldestUnsentAt(): number | null {
    return (this.db.prepare('SELECT MIN(created_at) AS oldest FROM enquiries WHERE sent_at IS NULL').get() as { oldest: number | null }).oldest;
  }

  /** How many enquiries not yet sent arrived before `before`. */
  unsentBefore(before: number): number {
    return (this.db.prepare('SELECT COUNT(*) AS count FROM enquiries WHERE sent_at IS NULL AND created_at < ?').get(before) as { count: number }).count;
  }

  /**
   * Deletes every enquiry whose e-mail address is `email` (in any case), sent
   * or not, in one commit; its space in the file is overwritten
   * (secure_delete), not only freed.
   */
  erase(email: string): Erased[] {
    this.db.exec('PRAGMA secure_delete = ON');
    const rows = this.inTransaction(
      () => this.db.prepare("DELETE FROM enquiries WHERE lower(json_extract(body, '$.email')) = lower(?) RETURNING key, sent_at AS sentAt").all(email) as { key: string; sentAt: number | null }[],
    );
    // Moves the pages written since (the overwritten ones among them) into the file, if no reader holds the log.
    this.db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    return rows.map((row) => ({ key: row.key, sent: row.sentAt !== null }));
  }

  /** Writes a consistent copy of the whole database to `file` (which must not exist), while others go on writing. */
  copyInto(file: string) {
    this.db.prepare('VACUUM INTO ?').run(file);
  }

  has(key: string): boolean {
    return this.db.prepare('SELECT 1 FROM enquiries WHERE key = ?').get(key) !== undefined;
  }

  close() {
    this.db.close();
  }
}
