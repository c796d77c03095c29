import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { images } from '@/content/images';
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

describe('the pictures of content/images.ts', () => {
  // The srcsets are made from the listed size and the variants from the file's: they must agree.
  it('have the size listed for them', async () => {
    const wrong: string[] = [];
    for (const image of Object.values(images)) {
      const file = join(process.cwd(), 'public', image.src);
      if (!existsSync(file)) continue; // content.test.ts reports missing files
      const { width, height } = await sharp(file).metadata();
      if (width !== image.width || height !== image.height) wrong.push(`${image.src}: ${width}×${height}`);
    }
    expect(wrong).toEqual([]);
  });

  it('name in their srcsets exactly the variants the build step writes', () => {
    for (const image of Object.values(images)) {
      const named = variantFormats.flatMap((format) =>
        [srcSet(image.src, image, format), ...cutNames.map((cut) => srcSet(image.src, image, format, cut))]
          .join(', ')
          .split(', ')
          .filter(Boolean)
          .map((candidate) => candidate.split(' ')[0]),
      );
      expect(named.sort()).toEqual(variantsOf(image.src, image).map((variant) => variant.path).sort());
    }
  });
});

describe('the build step (scripts/images/variants.ts)', () => {
  const work = mkdtempSync(join(tmpdir(), 'image-variants-'));
  const publicDir = join(work, 'public');
  const cacheDir = join(work, 'cache');
  mkdirSync(join(publicDir, 'images'), { recursive: true });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  const draw = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 40, g: 110, b: 80 } } });

  const fixtures = [
    { file: 'wide.jpg', width: 1600, height: 1200 },
    { file: 'small.png', width: 500, height: 400 },
  ];

  it('writes every variant in its format and size, then reuses them', { timeout: 60_000 }, async () => {
    for (const { file, width, height } of fixtures) await draw(width, height).toFile(join(publicDir, 'images', file));

    const first = await buildVariants({ publicDir, cacheDir });
    expect(first.pictures.map((picture) => picture.file).sort()).toEqual(['small.png', 'wide.jpg']);
    const expected = fixtures.flatMap((fixture) =>
      variantsOf(`/images/${fixture.file}`, fixture).map((variant) => ({
        ...variant,
        height: Math.round(variant.cut ? variant.width / pictureCuts[variant.cut].aspect : (variant.width * fixture.height) / fixture.width),
      })),
    );
    expect(first.encoded).toBe(expected.length);
    const cutWidths = (cut: CutName) => expected.filter((variant) => variant.cut === cut).map((variant) => variant.width);
    expect(cutWidths('portrait')).toEqual([400, 680, 900]);
    expect(cutWidths('square')).toEqual([400, 680, 800, 1200]);
    for (const variant of expected) {
      const { format, width, height } = await sharp(join(publicDir, variant.path)).metadata();
      // sharp reports AVIF as its container, HEIF.
      expect(format).toBe('heif');
      expect([width, height]).toEqual([variant.width, variant.height]);
    }

    const second = await buildVariants({ publicDir, cacheDir });
    expect(second.encoded).toBe(0);
    expect(second.variants).toBe(expected.length);
  });

  it('drops the variants and cache of a removed picture', { timeout: 60_000 }, async () => {
    rmSync(join(publicDir, 'images/small.png'));
    await buildVariants({ publicDir, cacheDir });
    expect(readdirSync(join(publicDir, 'images/variants')).filter((name) => name.startsWith('small-'))).toEqual([]);
    expect(readdirSync(cacheDir)).toHaveLength(1);
  });
});
