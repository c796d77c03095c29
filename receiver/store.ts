import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/*
 * Where enquiries are kept: SQLite (node:sqlite), one row per idempotency
 * key. A row is committed and synced to disk (WAL, synchronous=FULL) before
 * the family's browser is told it arrived; the outbox (outbox.ts) sends what
 * is stored and not yet sent, and forgets each enquiry RETENTION_DAYS after
 * it was sent.
 *
 * One receiver per data folder: the database is opened in SQLite's exclusive
 * locking mode, so the open store holds an OS lock on the file until it is
 * closed or its process ends (a crash or SIGKILL included); a second store on
 * the same folder is refused. Two outboxes on one folder would send the same
 * e-mails twice.
 */

/** SQLite's "database is locked": another connection holds the file. */
const sqliteBusy = 5;

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
  constructor(dataDir: string) {
    super(`another receiver is using DATA_DIR ${dataDir} (its enquiries.sqlite is locked); stop that one first, or give this one a DATA_DIR of its own`);
  }
}

export type StoredEnquiry = { key: string; fingerprint: string; body: string; createdAt: number; attempts: number };

export type Saved = 'stored' | 'repeated' | 'conflict';

type Pending = { key: string; fingerprint: string; body: string; now: number; resolve: (saved: Saved) => void; reject: (error: unknown) => void };

export class EnquiryStore {
  private readonly db: DatabaseSync;
  private pending: Pending[] = [];

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    this.db = new DatabaseSync(join(dataDir, 'enquiries.sqlite'));
    try {
      // Exclusive before WAL: the lock is taken as the database is opened, and kept.
      this.db.exec('PRAGMA locking_mode = EXCLUSIVE; PRAGMA journal_mode = WAL;');
    } catch (error) {
      this.db.close();
      throw (error as { errcode?: number }).errcode === sqliteBusy ? new DataDirInUseError(dataDir) : error;
    }
    this.db.exec(`
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

  /** Forgets every enquiry sent before `before`; returns how many. */
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

  has(key: string): boolean {
    return this.db.prepare('SELECT 1 FROM enquiries WHERE key = ?').get(key) !== undefined;
  }

  close() {
    this.db.close();
  }
}
