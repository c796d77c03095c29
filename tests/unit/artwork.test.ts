import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { contentDir } from '@/content/data';
import { dataFiles, dataFolders } from '@/content/schemas';
import { pictures } from '@/packages/artwork/src/pictures';
import { picturesIn } from '@/scripts/content-check/pictures';
import { specSampleOnly } from '../support/spec-sample';

/** Every picture a data file of the content (content/data/, or CONTENT_DIR's) names, by its path on the site. */
function picturesShown(): Set<string> {
  const read = (file: string) => JSON.parse(readFileSync(join(contentDir(), 'data', file), 'utf8')) as unknown;
  const inFiles = Object.entries(dataFiles).flatMap(([name, schema]) => picturesIn(schema, read(name)));
  const inFolders = Object.entries(dataFolders).flatMap(([folder, { entry }]: [string, { entry: Parameters<typeof picturesIn>[0] }]) =>
    readdirSync(join(contentDir(), 'data', folder))
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
  it('draws each picture the site shows at the size of its file in content/pictures/', async () => {
    const shown = picturesShown();
    const drawn = Object.values(pictures).filter(({ file }) => shown.has(`/images/${file}`) && existsSync(join(contentDir(), 'pictures', file)));
    expect(drawn.length).toBeGreaterThan(0);
    for (const { file, width, height } of drawn) {
      const { autoOrient } = await sharp(join(contentDir(), 'pictures', file)).metadata();
      expect(autoOrient, file).toEqual({ width, height });
    }
  });

  // Once the school takes a camp off or replaces a drawing with a photograph, the package may draw what the site no longer shows.
  it('draws only pictures the specification\'s sample shows', (context) => {
    specSampleOnly(context);
    const shown = picturesShown();
    for (const { file } of Object.values(pictures)) expect(shown.has(`/images/${file}`), file).toBe(true);
  });
});
