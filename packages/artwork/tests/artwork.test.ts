import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegOf, svgOf } from '../src/draw';
import { pictures, type PictureName } from '../src/pictures';

const names = Object.keys(pictures) as PictureName[];

describe('the pictures', () => {
  it('each write a file of their own', () => {
    const files = names.map((name) => pictures[name].file);
    expect(new Set(files).size).toBe(files.length);
    for (const file of files) expect(file).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\.jpg$/);
  });

  it('are each drawn at their size, the same on every run, and each differently', () => {
    const drawings = names.map(svgOf);
    expect(names.map(svgOf)).toEqual(drawings);
    expect(new Set(drawings).size).toBe(names.length);
    for (const [index, name] of names.entries()) {
      const { width, height } = pictures[name];
      expect(drawings[index]!.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`), name).toBe(true);
    }
  });
});

describe('a picture rendered', () => {
  it('is the same JPEG, byte for byte, on every run: progressive, at its size, within its budget', async () => {
    const { width, height } = pictures.magazineCover;
    const first = await jpegOf('magazineCover');
    const second = await jpegOf('magazineCover');
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(await sharp(first.bytes).metadata()).toMatchObject({ format: 'jpeg', width, height, isProgressive: true });
    expect(first.bytes.length).toBeLessThanOrEqual(first.budget);
  });
});
