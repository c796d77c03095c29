/**
 * Lays the pictures of a folder out on contact sheets for review:
 *   npx tsx src/contact-sheet.ts <folder> [name-filter ...]
 * writes /tmp/contact-1.png, /tmp/contact-2.png, ... (6 pictures a sheet, 2 columns).
 *   npx tsx src/contact-sheet.ts <folder> --phone
 * writes /tmp/contact-phone.png: every hero cropped to a tall phone screen (9:16, centred).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const COLS = 2;
const PER_SHEET = 6;
const CELL_W = 720;
const CELL_H = 480;
const GAP = 12;

async function phone(dir: string): Promise<void> {
  const heroes = readdirSync(dir)
    .filter((f) => f.startsWith('hero-'))
    .sort();
  const w = 225;
  const h = 400;
  const composites = await Promise.all(
    heroes.map(async (f, i) => ({
      input: await sharp(join(dir, f))
        .extract({ left: Math.round((1920 - 675) / 2), top: 0, width: 675, height: 1200 })
        .resize(w, h)
        .toBuffer(),
      left: GAP + (i % 9) * (w + GAP),
      top: GAP + Math.floor(i / 9) * (h + GAP),
    })),
  );
  const rows = Math.ceil(heroes.length / 9);
  await sharp({ create: { width: 9 * (w + GAP) + GAP, height: rows * (h + GAP) + GAP, channels: 3, background: '#2a2a2a' } })
    .composite(composites)
    .png()
    .toFile('/tmp/contact-phone.png');
  console.log('/tmp/contact-phone.png', heroes.join(' '));
}

async function main(): Promise<void> {
  const [dir, ...filters] = process.argv.slice(2);
  if (!dir) throw new Error('name the folder of pictures: npx tsx src/contact-sheet.ts <folder> [--phone | name-filter ...]');
  if (filters[0] === '--phone') return phone(dir);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.jpg'))
    .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
    .sort();
  for (let s = 0; s * PER_SHEET < files.length; s++) {
    const batch = files.slice(s * PER_SHEET, (s + 1) * PER_SHEET);
    const rows = Math.ceil(batch.length / COLS);
    const composites = await Promise.all(
      batch.map(async (f, i) => ({
        input: await sharp(join(dir, f)).resize(CELL_W, CELL_H, { fit: 'contain', background: '#2a2a2a' }).toBuffer(),
        left: GAP + (i % COLS) * (CELL_W + GAP),
        top: GAP + Math.floor(i / COLS) * (CELL_H + GAP),
      })),
    );
    const out = `/tmp/contact-${s + 1}.png`;
    await sharp({ create: { width: COLS * (CELL_W + GAP) + GAP, height: rows * (CELL_H + GAP) + GAP, channels: 3, background: '#2a2a2a' } })
      .composite(composites)
      .png()
      .toFile(out);
    console.log(out, batch.join(' '));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
