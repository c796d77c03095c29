import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { cutNames, cutRegion, cutWidthsFor, pictureCuts, srcSet, variantFormats, variantsOf, variantWidths, widthsFor, type CutName } from '@/lib/image-variants';
import { buildVariants } from '@/scripts/images/variants';

describe('the variant widths', () => {
  it('never exceed the picture, always include its own width, and skip near copies of it', () => {
    for (const width of [300, 800, 1200, 1920, 2400]) {
      const widths = widthsFor({ width, height: width });
      expect(widths.at(-1)).toBe(width);
      expect(widths).toEqual([...widths].sort((a, b) => a - b));
      expect(widths.slice(0, -1).every((candidate) => candidate < width * 0.85)).toBe(true);
    }
    expect(widthsFor({ width: 1920, height: 1200 })).toEqual([...variantWidths]);
  });

  it('give cuts to the hero art only, at the widths a picture of the cut would have', () => {
    expect(cutWidthsFor({ width: 1920, height: 1200 }, 'portrait')).toEqual([400, 680, 900]);
    expect(cutWidthsFor({ width: 1920, height: 1200 }, 'square')).toEqual([400, 680, 800, 1200]);
    for (const cut of cutNames) {
      expect(cutWidthsFor({ width: 1200, height: 800 }, cut)).toEqual([]);
      expect(cutWidthsFor({ width: 800, height: 1100 }, cut)).toEqual([]);
    }
  });

  it('cut the centre of the picture, full height, in the cut\'s shape', () => {
    expect(cutRegion({ width: 1920, height: 1200 }, 'portrait')).toEqual({ left: 510, top: 0, width: 900, height: 1200 });
    expect(cutRegion({ width: 1920, height: 1200 }, 'square')).toEqual({ left: 360, top: 0, width: 1200, height: 1200 });
  });
});

describe('the srcsets', () => {
  it('name exactly the variants the build step writes, for a hero, a photo and a cover', () => {
    for (const size of [{ width: 1920, height: 1200 }, { width: 1200, height: 800 }, { width: 800, height: 1100 }]) {
      const src = `/images/${size.width}x${size.height}.jpg`;
      const named = variantFormats.flatMap((format) =>
        [srcSet(src, size, format), ...cutNames.map((cut) => srcSet(src, size, format, cut))]
          .join(', ')
          .split(', ')
          .filter(Boolean)
          .map((candidate) => candidate.split(' ')[0]),
      );
      expect(named.sort()).toEqual(variantsOf(src, size).map((variant) => variant.path).sort());
    }
  });
});

describe('the build step (scripts/images/variants.ts)', () => {
  const work = mkdtempSync(join(tmpdir(), 'image-variants-'));
  const picturesDir = join(work, 'content/pictures');
  const publicDir = join(work, 'public');
  const cacheDir = join(work, 'cache');
  const manifestFile = join(work, 'pictures.json');
  const options = { picturesDir, publicDir, cacheDir, manifestFile };
  mkdirSync(picturesDir, { recursive: true });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  const draw = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 40, g: 110, b: 80 } } });

  const fixtures = [
    { file: 'wide.jpg', width: 1600, height: 1200 },
    { file: 'small.png', width: 500, height: 400 },
  ];

  it('writes every variant in its format and size, then reuses them', { timeout: 60_000 }, async () => {
    for (const { file, width, height } of fixtures) await draw(width, height).toFile(join(picturesDir, file));

    const first = await buildVariants(options);
    expect(first.pictures.map((picture) => picture.src).sort()).toEqual(['/images/small.png', '/images/wide.jpg']);
    expect(JSON.parse(readFileSync(manifestFile, 'utf8'))).toEqual({ '/images/small.png': { width: 500, height: 400 }, '/images/wide.jpg': { width: 1600, height: 1200 } });
    const expected = fixtures.flatMap((fixture) =>
      variantsOf(`/images/${fixture.file}`, fixture).map((variant) => ({
        ...variant,
        height: Math.round(variant.cut ? variant.width / pictureCuts[variant.cut].aspect : (variant.width * fixture.height) / fixture.width),
      })),
    );
    // Each picture's variants, and the picture itself re-encoded.
    expect(first.encoded).toBe(expected.length + fixtures.length);
    for (const { file, width, height } of fixtures) {
      const published = await sharp(join(publicDir, 'images', file)).metadata();
      expect([published.width, published.height, published.exif]).toEqual([width, height, undefined]);
    }
    const cutWidths = (cut: CutName) => expected.filter((variant) => variant.cut === cut).map((variant) => variant.width);
    expect(cutWidths('portrait')).toEqual([400, 680, 900]);
    expect(cutWidths('square')).toEqual([400, 680, 800, 1200]);
    for (const variant of expected) {
      const { format, width, height } = await sharp(join(publicDir, variant.path)).metadata();
      // sharp reports AVIF as its container, HEIF.
      expect(format).toBe('heif');
      expect([width, height]).toEqual([variant.width, variant.height]);
    }

    const second = await buildVariants(options);
    expect(second.encoded).toBe(0);
    expect(second.files).toBe(expected.length + fixtures.length);
  });

  it('drops the variants and cache of a removed picture', { timeout: 60_000 }, async () => {
    rmSync(join(picturesDir, 'small.png'));
    await buildVariants(options);
    expect(existsSync(join(publicDir, 'images/small.png'))).toBe(false);
    expect(readdirSync(join(publicDir, 'images/variants')).filter((name) => name.startsWith('small-'))).toEqual([]);
    expect(readdirSync(cacheDir)).toHaveLength(1);
  });
});

describe('a photo straight from a phone', () => {
  const work = mkdtempSync(join(tmpdir(), 'image-phone-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('is published the right way up, no wider than the widest variant, with no EXIF or GPS in any file', { timeout: 120_000 }, async () => {
    const picturesDir = join(work, 'content/pictures');
    const publicDir = join(work, 'public');
    mkdirSync(picturesDir, { recursive: true });
    // Stored sideways, 4032 × 3024, as a phone held upright writes it: EXIF orientation 6 turns it to 3024 × 4032.
    const top = await sharp({ create: { width: 4032, height: 1512, channels: 3, background: { r: 200, g: 30, b: 30 } } }).png().toBuffer();
    await sharp({ create: { width: 4032, height: 3024, channels: 3, background: { r: 30, g: 30, b: 200 } } })
      .composite([{ input: top, left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 25/1 0/1' } })
      .toFile(join(picturesDir, 'phone.jpg'));
    expect((await sharp(join(picturesDir, 'phone.jpg')).metadata()).exif).toBeDefined();

    const { pictures } = await buildVariants({ picturesDir, publicDir, cacheDir: join(work, 'cache'), manifestFile: join(work, 'pictures.json') });
    expect(pictures).toEqual([{ src: '/images/phone.jpg', width: 1920, height: 2560 }]);
    const published = [join(publicDir, 'images/phone.jpg'), ...readdirSync(join(publicDir, 'images/variants')).map((name) => join(publicDir, 'images/variants', name))];
    for (const file of published) {
      const { exif, xmp, orientation, width, height } = await sharp(file).metadata();
      expect({ file, exif, xmp, orientation }).toEqual({ file, exif: undefined, xmp: undefined, orientation: undefined });
      // Portrait, as the phone was held.
      expect(height).toBeGreaterThan(width!);
    }
    const { data } = await sharp(join(publicDir, 'images/phone.jpg')).resize(3, 3, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
    // Turned 90° clockwise, the red band (the top rows of the stored pixels) lies on the right: the top-left corner is blue (turned the other way, it would be red).
    expect(data[0]! < data[2]!).toBe(true);
  });
});
