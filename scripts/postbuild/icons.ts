// The raster icons browsers and phones ask for, drawn from app/icon.svg (the
// crest) so that there is one source: favicon.ico (16 and 32 px), the 180 px
// apple-touch-icon and the web app manifest's 192 and 512 px icons.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { site } from '@/content/site';
import { iconFiles } from '@/lib/seo';

const crest = readFileSync(join(process.cwd(), 'app/icon.svg'));
const transparent = { r: 0, g: 0, b: 0, alpha: 0 };

/**
 * The crest centred on a square. `scale` is the crest's height as a share of
 * the side: on the manifest icons it stays inside the maskable safe zone
 * (a circle of 80 % of the side), which the crest's corners reach at 0.58.
 */
async function crestPng(size: number, scale: number, background?: string): Promise<Buffer> {
  const crestHeight = Math.round(size * scale);
  const mark = await sharp(crest, { density: 72 * Math.max(1, crestHeight / 48) })
    .resize({ height: crestHeight })
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: background ?? transparent } })
    .composite([{ input: mark, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** An .ico whose images are PNG data (allowed by the format since Windows Vista; every browser reads it). */
function icoFile(pngs: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map(({ data }) => data)]);
}

function write(outDir: string, path: string, data: Buffer) {
  const file = join(outDir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
}

/** Writes the icon files named in lib/seo.ts `iconFiles`; returns how many. */
export async function writeIcons(outDir: string): Promise<number> {
  const sizes = [16, 32];
  const favicons = await Promise.all(sizes.map(async (size) => ({ size, data: await crestPng(size, 1) })));
  write(outDir, iconFiles.favicon, icoFile(favicons));
  write(outDir, iconFiles.appleTouch, await crestPng(180, 0.7, site.backgroundColor));
  write(outDir, iconFiles.app192, await crestPng(192, 0.58, site.backgroundColor));
  write(outDir, iconFiles.app512, await crestPng(512, 0.58, site.backgroundColor));
  return 4;
}
