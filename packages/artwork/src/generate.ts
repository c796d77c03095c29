/**
 * Draws the pictures and writes them into a folder as JPEGs:
 *
 *   npx tsx src/generate.ts <folder>                         # every picture
 *   npx tsx src/generate.ts <folder> hero-home-1 students    # some, by file name or name
 *
 * The site runs it as `npm run artwork` (into public/images).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jpegOf } from './draw';
import { pictures, type PictureName } from './pictures';

async function main(): Promise<void> {
  const [folder, ...wanted] = process.argv.slice(2);
  if (!folder) throw new Error('name the folder to write the pictures into: npx tsx src/generate.ts <folder> [names...]');
  mkdirSync(folder, { recursive: true });
  let total = 0;
  let count = 0;
  for (const name of Object.keys(pictures) as PictureName[]) {
    const { file, width, height } = pictures[name];
    if (wanted.length > 0 && !wanted.includes(name) && !wanted.includes(file.replace(/\.jpg$/, ''))) continue;
    const { bytes, quality, budget } = await jpegOf(name);
    writeFileSync(join(folder, file), bytes);
    total += bytes.length;
    count += 1;
    const kb = (bytes.length / 1024).toFixed(0).padStart(4);
    console.log(`${file.padEnd(28)} ${width}x${height}  q${quality}  ${kb} KB${bytes.length > budget ? '  (over budget)' : ''}`);
  }
  console.log(`${count} pictures, ${(total / 1024).toFixed(0)} KB in all, in ${folder}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
