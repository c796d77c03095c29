import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import * as z from 'zod';
import { maxPictureBytes, pictureFormats, pictureSlots, type PictureSlot } from '@/content/schemas/fields';
import type { FieldIssue } from './data-files';

/*
 * The pictures the data files name, checked against their files in
 * content/pictures/ (the editor's media library): each is there, is a
 * picture, is not over the upload limit, and is at least as large as the
 * place it is shown in needs, the right way up.
 */

/** The part of the JSON Schema zod writes that leads to a picture's path: its `.meta({ slot })`. */
type JsonSchema = { slot?: PictureSlot; properties?: Record<string, JsonSchema>; items?: JsonSchema; oneOf?: JsonSchema[]; anyOf?: JsonSchema[] };

type PictureUse = { path: PropertyKey[]; src: string; slot: PictureSlot };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function usesIn(schema: JsonSchema, data: unknown, path: PropertyKey[]): PictureUse[] {
  if (schema.slot && typeof data === 'string') return [{ path, src: data, slot: schema.slot }];
  const options = [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].flatMap((option) => usesIn(option, data, path));
  if (Array.isArray(data) && schema.items) return [...options, ...data.flatMap((item, index) => usesIn(schema.items!, item, [...path, index]))];
  if (isRecord(data) && schema.properties)
    return [...options, ...Object.entries(schema.properties).flatMap(([key, property]) => (key in data ? usesIn(property, data[key], [...path, key]) : []))];
  return options;
}

/** Every picture a data file names, where it is named, and the place it is shown in. */
export function picturesIn(schema: z.ZodType, data: unknown): PictureUse[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', reused: 'inline' }) as JsonSchema;
  const found = new Map(usesIn(json, data, []).map((use) => [use.path.join('.'), use]));
  return [...found.values()];
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** What is wrong with one picture's file, if anything. */
async function pictureProblem(picturesDir: string, { src, slot }: PictureUse): Promise<string | undefined> {
  const name = src.replace(/^\/images\//, '');
  const file = join(picturesDir, name);
  if (!existsSync(file)) return `no such picture: content/pictures/${name} is not in the media library (choose or upload it again in the editor)`;
  const bytes = statSync(file).size;
  if (bytes > maxPictureBytes) return `content/pictures/${name} is ${megabytes(bytes)}: a picture may be ${megabytes(maxPictureBytes)} at most; export it smaller`;
  let size: { width: number; height: number; format: string };
  try {
    const { autoOrient, format } = await sharp(file).metadata();
    size = { ...autoOrient, format };
  } catch {
    return `content/pictures/${name} is not a picture (a JPEG, PNG or WebP file): it cannot be read as one`;
  }
  if (!(pictureFormats as readonly string[]).includes(size.format))
    return `content/pictures/${name} is a ${size.format.toUpperCase()} file: the site takes JPEG, PNG or WebP pictures`;
  const least = pictureSlots[slot];
  if (size.width < least.width || size.height < least.height)
    return `content/pictures/${name} is ${size.width}×${size.height} pixels: here a picture must be at least ${least.width}×${least.height} pixels`;
  return undefined;
}

/** The mistakes in the pictures a data file names; each file is read once. */
export async function pictureProblems(picturesDir: string, schema: z.ZodType, data: unknown): Promise<FieldIssue[]> {
  const checked = new Map<string, Promise<string | undefined>>();
  const uses = picturesIn(schema, data);
  const problems = await Promise.all(
    uses.map(async (use) => {
      const key = `${use.src} ${use.slot}`;
      if (!checked.has(key)) checked.set(key, pictureProblem(picturesDir, use));
      const message = await checked.get(key);
      return message ? [{ path: use.path, message }] : [];
    }),
  );
  return problems.flat();
}
