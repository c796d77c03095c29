// What the pages publish of every picture staff chose (content/pictures/,
// the editor's media library), written into <public>/images/: the picture
// itself at the path the data files name, re-encoded the right way up with
// no EXIF, GPS or other metadata (the fallback <img> of old browsers), its
// AVIF variants as lib/image-variants.ts lists them, and a list of each
// picture's size for the pages (lib/pictures.ts). Encoding is slow, so each
// picture's files are kept in a cache folder under a hash of the file and of
// the recipe: a run without new pictures only links them into place.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, relative } from 'node:path';
import sharp from 'sharp';
import { baseName, cutRegion, pictureCuts, publishedSize, variantDirectory, variantFormats, variantsOf, variantSuffix, variantWidths, type Variant } from '@/lib/image-variants';

/**
 * Visually clean on a phone (checked side by side with the originals). AVIF at
 * effort 2 takes an eighth of the default effort's time for ~5% more bytes;
 * the artwork (and most photographs) are JPEGs with half-resolution colour,
 * so 4:2:0 loses nothing that is there. The published JPEG (or PNG) is for
 * browsers without AVIF only.
 */
const encoderOptions = {
  avif: { quality: 50, effort: 2, chromaSubsampling: '4:2:0' },
  jpeg: { quality: 80, mozjpeg: true },
  png: { compressionLevel: 9 },
  webp: { quality: 80 },
} as const;

/** Anything that changes the output changes every cache key. */
const recipe = JSON.stringify({ sharp: sharp.versions.sharp, decoded: 'once, at the published size', encoderOptions, variantWidths, variantFormats, pictureCuts, published: publishedSize({ width: 1e4, height: 1e4 }) });

/** Raster pictures, re-encoded; drawings (SVG, partner logos) are published as they are. */
const rasterFormats: Record<string, keyof typeof encoderOptions> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp' };
const pictureFile = /\.(jpe?g|png|webp|svg)$/i;

/** A picture as the pages draw it: its path on the site and its size the right way up, at most the widest variant. */
export type Picture = { src: string; width: number; height: number };
type Source = Picture & { file: string; bytes: Buffer; key: string; format: keyof typeof encoderOptions | undefined };
type Job = { source: Source; variant: Variant | undefined; cached: string };

/** Every picture file under `dir`, as paths relative to it. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pictureFile.test(entry.name))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

async function readSource(picturesDir: string, file: string): Promise<Source> {
  const bytes = readFileSync(join(picturesDir, file));
  const format = rasterFormats[file.split('.').pop()!.toLowerCase()];
  // The size as it shows, EXIF orientation applied (a phone's portrait photo is stored sideways).
  const { autoOrient } = format ? await sharp(bytes).metadata() : { autoOrient: { width: 0, height: 0 } };
  const key = createHash('sha256').update(recipe).update(bytes).digest('hex').slice(0, 20);
  return { file, src: `/images/${file.split('\\').join('/')}`, bytes, format, key, ...publishedSize(autoOrient) };
}

const cacheName = (variant: Variant | undefined) => (variant ? variantSuffix(variant) : 'published');

/**
 * Encodes a picture's missing files from one decoding of it, turned the right
 * way up (autoOrient) and brought down to its published size: a phone's
 * 12-megapixel JPEG is decoded once, not once per variant. The files keep no
 * metadata (sharp's default).
 */
async function encodePicture(source: Source, jobs: Job[]) {
  const { data, info } = await sharp(source.bytes, { autoOrient: true }).resize({ width: source.width, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  const decoded = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  for (const { variant, cached } of jobs) {
    const pipeline = variant
      ? (variant.cut ? decoded().extract(cutRegion(info, variant.cut)) : decoded()).resize({ width: variant.width, withoutEnlargement: true }).avif(encoderOptions.avif)
      : decoded().toFormat(source.format!, encoderOptions[source.format!]);
    // Written aside, then renamed: an interrupted run never leaves half a file in the cache, and two builds sharing the
    // cache (a test's copy of the site beside another) never write into one file.
    const part = `${cached}.${process.pid}.part`;
    await pipeline.toFile(part);
    renameSync(part, cached);
  }
}

/** Encodes the pictures' missing files, `parallel` pictures at a time. */
async function runAll(jobs: Job[], parallel: number) {
  const queue = [...Map.groupBy(jobs, (job) => job.source).entries()];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await encodePicture(...next);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, queue.length) }, worker));
}

function place(from: string, to: string) {
  mkdirSync(dirname(to), { recursive: true });
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

type Options = {
  picturesDir: string;
  publicDir: string;
  cacheDir: string;
  manifestFile: string;
  /** The pictures some page shows in a hero (their src): only they get the cuts of lib/image-variants.ts. Every picture when not given. */
  heroes?: ReadonlySet<string>;
  parallel?: number;
};

/**
 * Writes every picture of `picturesDir` into `publicDir`/images (encoding
 * only what the cache lacks), drops what is no longer there, and lists each
 * picture's size in `manifestFile`.
 */
export async function buildVariants({ picturesDir, publicDir, cacheDir, manifestFile, heroes, parallel = availableParallelism() }: Options) {
  const files = filesUnder(picturesDir);
  const byName = new Map<string, string>();
  for (const file of files.filter((name) => rasterFormats[name.split('.').pop()!.toLowerCase()])) {
    const other = byName.get(baseName(file));
    if (other) throw new Error(`${other} and ${file} in ${picturesDir} would share variant names: rename one.`);
    byName.set(baseName(file), file);
  }
  const sources = await Promise.all(files.map((file) => readSource(picturesDir, file)));

  const jobs = sources.flatMap((source) => {
    if (!source.format) return [];
    mkdirSync(join(cacheDir, source.key), { recursive: true });
    const variants = variantsOf(source.src, source).filter((variant) => !variant.cut || !heroes || heroes.has(source.src));
    return [undefined, ...variants].map((variant) => ({ source, variant, cached: join(cacheDir, source.key, cacheName(variant)) }));
  });
  const missing = jobs.filter((job) => !existsSync(job.cached));
  // One libvips thread per picture, one picture per core: cores stay busy through the single-threaded steps.
  const threads = sharp.concurrency();
  sharp.concurrency(1);
  await runAll(missing, parallel);
  sharp.concurrency(threads);

  const imagesDir = join(publicDir, 'images');
  rmSync(imagesDir, { recursive: true, force: true });
  mkdirSync(join(publicDir, variantDirectory), { recursive: true });
  for (const job of jobs) place(job.cached, join(publicDir, job.variant ? job.variant.path : job.source.src));
  for (const source of sources) if (!source.format) place(join(picturesDir, source.file), join(publicDir, source.src));
  // Cache entries of pictures since replaced or removed.
  const keys = new Set(sources.map((source) => source.key));
  for (const entry of readdirSync(cacheDir)) if (!keys.has(entry)) rmSync(join(cacheDir, entry), { recursive: true, force: true });

  const pictures: Picture[] = sources.filter((source) => source.format).map(({ src, width, height }) => ({ src, width, height }));
  mkdirSync(dirname(manifestFile), { recursive: true });
  writeFileSync(manifestFile, `${JSON.stringify(Object.fromEntries(pictures.map(({ src, width, height }) => [src, { width, height }])), null, 2)}\n`);
  return { pictures, files: jobs.length, encoded: missing.length };
}
