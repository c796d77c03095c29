import { copyFileSync, constants, existsSync, fsyncSync, linkSync, openSync, closeSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { ReceiverConfig } from './config';
import { lockDataDir } from './data-dir-lock';
import { eraseMailFiles } from './mail-files';
import { databaseFile, EnquiryStore } from './store';

/*
 * The commands that look after the receiver's data (docs/receiver.md,
 * "Running it in production"): backup and erase work beside the running
 * receiver, on the same DATA_DIR; restore only while none runs. Each returns
 * the line it prints.
 */

/** A command that cannot do what it was asked: the reason, in one line. */
export class CommandError extends Error {
  override name = 'CommandError';
}

/** Written to disk before the file is put in place: a crash leaves no half-written file under the name. */
function syncFile(file: string) {
  const descriptor = openSync(file, 'r+');
  try {
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}

/** The enquiries in a database file, once SQLite has checked the whole file. */
function checkedCopy(file: string): { kept: number; unsent: number } {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const integrity = (db.prepare('PRAGMA integrity_check').get() as { integrity_check: string }).integrity_check;
    if (integrity !== 'ok') throw new CommandError(`${file} is damaged (SQLite's integrity check: ${integrity})`);
    const table = db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'enquiries'").get();
    if (table === undefined) throw new CommandError(`${file} is not a copy of the receiver's database (it has no enquiries table)`);
    return db.prepare('SELECT COUNT(*) AS kept, COUNT(*) - COUNT(sent_at) AS unsent FROM enquiries').get() as { kept: number; unsent: number };
  } catch (error) {
    if (error instanceof CommandError) throw error;
    throw new CommandError(`${file} is not a SQLite database the receiver wrote (${(error as Error).message})`);
  } finally {
    db.close();
  }
}

/**
 * A consistent copy of the database, as it was at one moment, while the
 * receiver goes on storing enquiries (SQLite's VACUUM INTO reads one
 * snapshot, and in WAL mode a reader never holds up a writer).
 */
export function backup(config: Pick<ReceiverConfig, 'dataDir'>, target: string): string {
  const file = resolve(target);
  if (existsSync(file)) throw new CommandError(`${file} already exists; give the backup a new file name`);
  if (!existsSync(dirname(file))) throw new CommandError(`the folder ${dirname(file)} does not exist`);
  const partial = `${file}.partial-${process.pid}`;
  const store = new EnquiryStore(config.dataDir, { existing: true });
  try {
    store.copyInto(partial);
    syncFile(partial);
    // A link, not a rename: it fails, rather than replaces, if the name was taken meanwhile.
    linkSync(partial, file);
  } finally {
    store.close();
    rmSync(partial, { force: true });
  }
  const { kept, unsent } = checkedCopy(file);
  return `Backed up ${kept} enquiries (${unsent} not yet sent) into ${file}; SQLite's integrity check: ok`;
}

/** Puts a backup in place as DATA_DIR's database; only with no receiver running and no database there. */
export function restore(config: Pick<ReceiverConfig, 'dataDir'>, source: string): string {
  const file = resolve(source);
  if (!existsSync(file)) throw new CommandError(`${file} does not exist`);
  const lock = lockDataDir(config.dataDir);
  try {
    const target = join(config.dataDir, databaseFile);
    const present = [target, `${target}-wal`, `${target}-shm`].filter((path) => existsSync(path));
    if (present.length > 0) throw new CommandError(`DATA_DIR already holds ${present.join(', ')}; move them aside (keep them until the restore is checked), then restore again`);
    const { kept, unsent } = checkedCopy(file);
    const partial = `${target}.partial-${process.pid}`;
    copyFileSync(file, partial, constants.COPYFILE_EXCL);
    syncFile(partial);
    renameSync(partial, target);
    return `Restored ${kept} enquiries into ${target}; ${unsent} not yet sent, which the receiver sends when it starts`;
  } finally {
    lock.release();
  }
}

/** The outbox hands an e-mail in hand to its .eml file within this: a file written just after the erase's first look is found by its second. */
const handOverMs = 1_000;

/**
 * Erases one family's data (a GDPR erasure request): every enquiry from
 * `email`, sent or waiting, and every .eml file of theirs. While the
 * receiver runs: the rows go in one commit beside its own, so no other
 * enquiry is touched.
 */
export async function erase(config: Pick<ReceiverConfig, 'dataDir'>, email: string): Promise<string> {
  if (!/^[^@\s]+@[^@\s]+$/.test(email)) throw new CommandError(`"${email}" is not an e-mail address`);
  const store = new EnquiryStore(config.dataDir, { existing: true });
  let erased;
  try {
    erased = store.erase(email);
  } finally {
    store.close();
  }
  const keys = new Set(erased.map((row) => row.key));
  const folder = join(config.dataDir, 'mail');
  let files = 0;
  if (existsSync(folder)) {
    files = eraseMailFiles(folder, keys, email);
    await new Promise((resolve) => setTimeout(resolve, handOverMs));
    files += eraseMailFiles(folder, keys, email);
  }
  const sent = erased.filter((row) => row.sent).length;
  return [
    `Erased ${erased.length} enquiries from ${email}: ${erased.length - sent} not yet sent (now never sent), ${sent} already e-mailed to the school; and ${files} .eml files.`,
    sent > 0 ? 'The e-mails the school received are in its inbox: delete them there too. Backups made before today still hold these enquiries until they are deleted.' : 'Backups made before today still hold any earlier enquiries of this address until they are deleted.',
  ].join('\n');
}
