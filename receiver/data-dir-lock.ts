import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/*
 * One receiver per data folder: two outboxes on one folder would send the
 * same e-mails twice. The running receiver holds an exclusive SQLite lock on
 * DATA_DIR/receiver.lock, an empty database of its own, in a transaction it
 * never ends. The operating system frees the lock when the process ends,
 * however it ends (a crash or kill -9 never blocks the next start). The
 * enquiries' database itself stays open to other programs: the backup and
 * erase commands (cli.mts) work beside the running receiver.
 */

/** SQLite's "database is locked": another connection holds the file. */
const sqliteBusy = 5;

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
  constructor(dataDir: string) {
    super(`another receiver is using DATA_DIR ${dataDir} (it holds ${join(dataDir, 'receiver.lock')}); stop that one first, or give this one a DATA_DIR of its own`);
  }
}

export type DataDirLock = { release: () => void };

/** Takes the folder for this process, or throws DataDirInUseError at once if a receiver holds it. */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lock = new DatabaseSync(join(dataDir, 'receiver.lock'));
  try {
    lock.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    lock.close();
    throw (error as { errcode?: number }).errcode === sqliteBusy ? new DataDirInUseError(dataDir) : error;
  }
  return { release: () => lock.close() };
}
