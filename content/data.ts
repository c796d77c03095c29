import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as z from 'zod';
import { dataFiles, dataFolders, type DataFileName, type DataFolderName, type DataOf, type EntryOf } from './schemas';

/**
 * The one way content modules read content/data/: a registered file
 * (content/schemas/index.ts), parsed by its schema, so each value has the
 * type its schema infers. The folder is content/ under the working directory
 * (where `next build`, the tests and the scripts run), or CONTENT_DIR: the
 * content check sets it to check a copy of the content.
 */
export function contentDir(): string {
  return process.env.CONTENT_DIR ?? join(process.cwd(), 'content');
}

/** A data file of content/data/, as its schema returns it. */
export function readData<Name extends DataFileName>(name: Name): DataOf<Name> {
  const schema: z.ZodType = dataFiles[name];
  // TypeScript cannot follow a schema looked up by a generic name to its output type; the lookup is the registry's own.
  return schema.parse(JSON.parse(readFileSync(join(contentDir(), 'data', name), 'utf8'))) as DataOf<Name>;
}

/** An entry of a folder of content/data/, and its name: its file's, without ".json" (the editor makes it from the title). */
export type Entry<Name extends DataFolderName> = { name: string; entry: EntryOf<Name> };

/** Every entry of a folder of content/data/ (content/data/news/*.json), each as its schema returns it, in file-name order. */
export function readEntries<Name extends DataFolderName>(folder: Name): Entry<Name>[] {
  const dir = join(contentDir(), 'data', folder);
  if (!existsSync(dir)) return [];
  const schema: z.ZodType = dataFolders[folder].entry;
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({
      name: file.slice(0, -'.json'.length),
      // As in readData: the registry's own lookup, which TypeScript cannot follow.
      entry: schema.parse(JSON.parse(readFileSync(join(dir, file), 'utf8'))) as EntryOf<Name>,
    }));
}

/**
 * content/calendar-sequence.json: the calendar files' ledger (lib/calendar-ledger.ts), which the build
 * keeps up to date and staff never edit. Its shape is the ledger's, checked where it is used.
 */
export function readCalendarLedger(): unknown {
  return JSON.parse(readFileSync(join(contentDir(), 'calendar-sequence.json'), 'utf8'));
}
