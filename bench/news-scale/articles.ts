// Sample news articles for the scale figure (bench/news-scale.ts): each an
// entry of <content>/data/news/ with a photo of its own in
// <content>/pictures/, as a phone writes it (4032 × 3024 JPEG of about 4 MB,
// every third one stored sideways with EXIF orientation 6 and GPS tags).
// Each photo is drawn from its own seed, so no two share a byte and the
// picture step's cache (keyed by content hash) has to encode every one.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { NewsArticle } from '@/content/schemas/news';

/** A phone's 12-megapixel photo. */
export const phoneSize = { width: 4032, height: 3024 } as const;

/** Numbers from 0 to 1, the same for the same seed (mulberry32). */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const raw = (width: number, height: number) => ({ raw: { width, height, channels: 3 as const } });

/** Sensor noise, drawn once per size and laid over every photo: it is what makes a phone's JPEG weigh megabytes. */
const grains = new Map<string, Promise<Buffer>>();
function grain({ width, height }: Size): Promise<Buffer> {
  const key = `${width}x${height}`;
  if (!grains.has(key)) grains.set(key, sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 14 } } }).raw().toBuffer());
  return grains.get(key)!;
}

type Size = { width: number; height: number };

/**
 * A photo of its own for `seed`: broad colour fields, a mid-scale texture and
 * a dozen soft discs (drawn at a quarter of the size, then enlarged), under
 * full-size grain.
 */
export async function samplePhoto(seed: number, size: Size = phoneSize): Promise<Buffer> {
  const random = seeded(seed + 1);
  const noise = (width: number, height: number, spread = 256) => Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(128 + (random() - 0.5) * spread)));
  const width = Math.round(size.width / 4);
  const height = Math.round(size.height / 4);
  const fields = await sharp(noise(8, 6), raw(8, 6)).resize(width, height, { kernel: 'cubic', fit: 'fill' }).raw().toBuffer();
  const texture = await sharp(noise(Math.ceil(width / 4), Math.ceil(height / 4), 128), raw(Math.ceil(width / 4), Math.ceil(height / 4)))
    .resize(width, height, { fit: 'fill' })
    .raw()
    .toBuffer();
  const discs = Array.from(
    { length: 12 },
    () => `<circle cx="${Math.floor(random() * width)}" cy="${Math.floor(random() * height)}" r="${Math.floor((0.02 + random() * 0.15) * width)}" fill="hsl(${Math.floor(random() * 360)} 60% 50%)" fill-opacity="0.6"/>`,
  ).join('');
  const scene = await sharp(fields, raw(width, height))
    .composite([{ input: texture, ...raw(width, height), blend: 'soft-light' }, { input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${discs}</svg>`) }])
    .removeAlpha()
    .raw()
    .toBuffer();
  const full = await sharp(scene, raw(width, height)).resize(size.width, size.height, { fit: 'fill' }).raw().toBuffer();
  const photo = sharp(full, raw(size.width, size.height))
    .composite([{ input: await grain(size), ...raw(size.width, size.height), blend: 'overlay' }])
    .jpeg({ quality: 90 });
  // A phone held upright stores its photo sideways and says so in EXIF, beside where it was taken.
  if (seed % 3 === 2)
    photo.withMetadata({ orientation: 6 }).withExif({ IFD0: { Make: 'Phone', Model: 'Camera' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 25/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '3/1 42/1 0/1' } });
  return photo.toBuffer();
}

const topics = [
  { es: 'La clase de {n} visita el museo', en: 'Class {n} visits the museum' },
  { es: 'Jornada deportiva número {n}', en: 'Sports day number {n}' },
  { es: 'El coro ensaya su concierto {n}', en: 'The choir rehearses concert {n}' },
  { es: 'Taller de ciencias {n} en el laboratorio', en: 'Science workshop {n} in the laboratory' },
];

/** The `index`th sample article (from 0), dated a day earlier than the one before, and its file names. */
export function sampleArticle(index: number): { slug: string; picture: string; article: NewsArticle } {
  const number = String(index + 1).padStart(3, '0');
  const topic = topics[index % topics.length]!;
  const title = { es: topic.es.replace('{n}', number), en: topic.en.replace('{n}', number) };
  const date = new Date(Date.UTC(2025, 5, 30) - index * 86_400_000).toISOString().slice(0, 10);
  const picture = `scale-${number}.jpg`;
  return {
    slug: `escala-${number}`,
    picture,
    article: {
      sample: true,
      title,
      date,
      summary: {
        // 140 to 160 characters, as the news schema asks of a summary.
        es: `Noticia de ejemplo ${number}, generada para medir cuánto tarda la construcción del sitio cuando el colegio ha publicado muchas noticias con su foto.`,
        en: `Sample article ${number}, generated to measure how long the site takes to build once the school has published a great many articles, each with a photo.`,
      },
      image: { src: `/images/${picture}`, alt: { es: `Foto de ejemplo ${number}: manchas de colores`, en: `Sample photo ${number}: patches of colour` } },
      body: {
        es: `Primer párrafo de la noticia de ejemplo ${number}.\n\n## Un subtítulo\n\nSegundo párrafo, con más texto para que la página tenga el largo de una noticia.`,
        en: `First paragraph of sample article ${number}.\n\n## A subheading\n\nSecond paragraph, with more text so the page is as long as an article.`,
      },
    },
  };
}

/**
 * Writes `count` sample articles and their photos into a content directory
 * (its data/news/ and pictures/), two photos at a time.
 */
export async function writeSampleArticles(contentDir: string, count: number, size: Size = phoneSize): Promise<void> {
  mkdirSync(join(contentDir, 'data/news'), { recursive: true });
  mkdirSync(join(contentDir, 'pictures'), { recursive: true });
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < count; index = next++) {
      const { slug, picture, article } = sampleArticle(index);
      writeFileSync(join(contentDir, 'pictures', picture), await samplePhoto(index, size));
      writeFileSync(join(contentDir, 'data/news', `${slug}.json`), `${JSON.stringify(article, null, 2)}\n`);
    }
  };
  await Promise.all([worker(), worker()]);
}
