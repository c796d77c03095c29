import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/*
 * The .eml files the receiver writes without SMTP_URL, one per e-mail, in
 * DATA_DIR/mail/: `<key>.eml`, and `<key>.<time>.eml` for a copy sent again
 * (mail.ts). They hold what a family wrote, so they are kept no longer than
 * the enquiries (the outbox's retention) and erased with them (erase.ts).
 */

export function mailFolder(dataDir: string): string {
  const folder = join(dataDir, 'mail');
  mkdirSync(folder, { recursive: true });
  return folder;
}

const mailFiles = (folder: string) => readdirSync(folder).filter((name) => name.endsWith('.eml'));

/** Deletes the files written before `before` (ms since the epoch); returns how many. */
export function forgetMailFilesBefore(folder: string, before: number): number {
  let forgotten = 0;
  for (const name of mailFiles(folder)) {
    const file = join(folder, name);
    if (statSync(file).mtimeMs < before) {
      rmSync(file, { force: true });
      forgotten += 1;
    }
  }
  return forgotten;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The Reply-To header of a raw e-mail, its folded lines joined: the family's address (mail.ts). */
function replyTo(raw: string): string {
  const headers = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return headers.match(/^Reply-To:(.*)$/im)?.[1] ?? '';
}

/**
 * Deletes the files of these enquiries (by key), and any other whose
 * Reply-To is `email` (an enquiry the database has already forgotten whose
 * file was left); returns how many.
 */
export function eraseMailFiles(folder: string, keys: ReadonlySet<string>, email: string): number {
  const address = new RegExp(`(^|[\\s<,:])${escapeRegExp(email)}(?=$|[\\s>,])`, 'i');
  let erased = 0;
  for (const name of mailFiles(folder)) {
    const file = join(folder, name);
    const key = name.split('.')[0]!;
    let match = keys.has(key);
    if (!match) {
      try {
        match = address.test(replyTo(readFileSync(file, 'utf8')));
      } catch (error) {
        // Deleted meanwhile by the outbox's retention.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    if (match) {
      rmSync(file, { force: true });
      erased += 1;
    }
  }
  return erased;
}
