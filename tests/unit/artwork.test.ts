import { readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { dataFiles, dataFolders } from '@/content/schemas';
import { pictures } from '@/packages/artwork/src/pictures';
import { picturesIn } from '@/scripts/content-check/pictures';

/** Every picture a data file of content/data/ names, by its path on the site. */
function picturesShown(): Set<string> {
  const read = (file: string) => JSON.parse(readFileSync(`content/data/${file}`, 'utf8')) as unknown;
  const inFiles = Object.entries(dataFiles).flatMap(([name, schema]) => picturesIn(schema, read(name)));
  const inFolders = Object.entries(dataFolders).flatMap(([folder, { entry }]: [string, { entry: Parameters<typeof picturesIn>[0] }]) =>
    readdirSync(`content/data/${folder}`)
      .filter((name) => name.endsWith('.json'))
      .flatMap((name) => picturesIn(entry, read(`${folder}/${name}`))),
  );
  return new Set([...inFiles, ...inFolders].map(({ src }) => src));
}

// The artwork package (packages/artwork) knows only what it draws; the site's
// data files say what the site shows. They meet at the files in content/pictures/
// (the editor's media library): a picture the school replaces with a photograph
// is no longer drawn.
describe('the artwork package', () => {
  it('draws only pictures the site shows, each at the size of its file in content/pictures/', async () => {
    const shown = picturesShown();
    for (const { file, width, height } of Object.values(pictures)) {
      expect(shown.has(`/images/${file}`), file).toBe(true);
      const { autoOrient } = await sharp(`content/pictures/${file}`).metadata();
      expect(autoOrient, file).toEqual({ width, height });
    }
  });
});
