// The scale figure's generator (bench/news-scale/articles.ts) and the promise
// the figure rests on: a build after a change that touches no picture (a
// fee) encodes no picture again, and a news photo is not cut like a hero.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { contentDir } from '@/content/data';
import { newsArticle } from '@/content/schemas/news';
import { variantsOf } from '@/lib/image-variants';
import { writeSampleArticles } from '@/bench/news-scale/articles';

const root = process.cwd();
const tsx = join(root, 'node_modules/.bin/tsx');

describe('the scale figure\'s sample articles, built twice', () => {
  const work = mkdtempSync(join(tmpdir(), 'news-scale-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  const content = join(work, 'content');
  // The data files as committed (they name the hero pictures); of the pictures, only the sample articles' photos.
  cpSync(join(contentDir(), 'data'), join(content, 'data'), { recursive: true });
  const newsDir = join(content, 'data/news');
  const committed = new Set(readdirSync(newsDir));
  /** The picture step's counts, from its line: "images: 20 files of 3 pictures (20 encoded, 0 from the cache) in 9.1 s". */
  const pictureStep = () => {
    const run = spawnSync(tsx, ['scripts/images.ts', '--root', work], { cwd: root, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    const [, files, pictures, encoded] = /^images: (\d+) files of (\d+) pictures \((\d+) encoded/.exec(run.stdout) ?? [];
    return { files: Number(files), pictures: Number(pictures), encoded: Number(encoded) };
  };

  it('are articles of the news schema, each with a photo of its own that the picture step encodes once', { timeout: 180_000 }, async () => {
    // Smaller than a phone's, but tall enough for a hero's cuts.
    await writeSampleArticles(content, 3, { width: 1600, height: 1200 });
    const added = readdirSync(newsDir).filter((name) => !committed.has(name));
    expect(added).toHaveLength(3);
    for (const name of added) expect(newsArticle.safeParse(JSON.parse(readFileSync(join(newsDir, name), 'utf8'))).success).toBe(true);
    const photos = readdirSync(join(content, 'pictures'));
    expect(new Set(photos.map((photo) => readFileSync(join(content, 'pictures', photo)).toString('base64'))).size).toBe(3);
    // Every third one stored sideways, as a phone held upright writes it.
    expect((await sharp(join(content, 'pictures', photos[2]!)).metadata()).orientation).toBe(6);

    const first = pictureStep();
    // Each photo published and drawn in the widths of lib/image-variants.ts (two landscape, one portrait), every file encoded.
    const filesOf = (size: { width: number; height: number }) => 1 + variantsOf('/images/photo.jpg', size).filter((variant) => !variant.cut).length;
    const files = 2 * filesOf({ width: 1600, height: 1200 }) + filesOf({ width: 1200, height: 1600 });
    expect(first).toEqual({ pictures: 3, files, encoded: files });
    // No hero shows a news photo: its variants are the whole picture's only (lib/image-variants.ts).
    expect(readdirSync(join(work, 'public/images/variants')).filter((name) => /-(portrait|square)-/.test(name))).toEqual([]);

    const feesFile = join(content, 'data/fees.json');
    const fees = JSON.parse(readFileSync(feesFile, 'utf8')) as { tuition: { amount: number }[] };
    fees.tuition[0]!.amount += 10;
    writeFileSync(feesFile, JSON.stringify(fees));
    expect(pictureStep()).toEqual({ ...first, encoded: 0 });
  });
});
