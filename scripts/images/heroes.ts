import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataFileNames, schemaOf } from '../content-check/data-files';
import { picturesIn } from '../content-check/pictures';

/**
 * The pictures a data file shows in a hero slot (content/schemas/fields.ts),
 * by their path on the site: only these are drawn in the cuts a hero takes on
 * a portrait phone (lib/image-variants.ts). A news photo is never a hero, and
 * its cuts would double the picture step's work.
 */
export function heroPictures(contentDir: string): Set<string> {
  const dataDir = join(contentDir, 'data');
  return new Set(
    dataFileNames(dataDir).flatMap((name) => {
      const schema = schemaOf(name);
      if (!schema) return [];
      const uses = picturesIn(schema, JSON.parse(readFileSync(join(dataDir, name), 'utf8')));
      return uses.filter((use) => use.slot === 'hero').map((use) => use.src);
    }),
  );
}
