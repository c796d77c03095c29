import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { images } from '@/content/images';

// Every content module, loaded as it is at build time.
const modules = import.meta.glob<Record<string, unknown>>('/content/*.ts', { eager: true });

/** Paths to every {es, en} object in a value, with what is wrong with it. */
function untranslated(value: unknown, path: string, seen = new Set<unknown>()): string[] {
  if (value === null || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  const record = value as Record<string, unknown>;
  if ('es' in record || 'en' in record) {
    const problems: string[] = [];
    for (const locale of ['es', 'en'] as const) {
      const text = record[locale];
      const empty =
        text === undefined ||
        (typeof text === 'string' && text.trim() === '') ||
        (Array.isArray(text) && (text.length === 0 || text.some((item) => typeof item === 'string' && item.trim() === '')));
      if (empty) problems.push(`${path}.${locale}`);
    }
    if (Array.isArray(record.es) && Array.isArray(record.en) && record.es.length !== record.en.length)
      problems.push(`${path}: ${record.es.length} Spanish items, ${record.en.length} English`);
    return problems;
  }
  return Object.entries(record).flatMap(([key, child]) => untranslated(child, `${path}.${key}`, seen));
}

describe('content modules', () => {
  it('are all loaded', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(5);
  });

  it('have every text in both languages', () => {
    const problems = Object.entries(modules).flatMap(([file, exports]) => untranslated(exports, file));
    expect(problems).toEqual([]);
  });

  it('point at picture files that exist', () => {
    const missing = Object.values(images)
      .map((image) => image.src)
      .filter((src) => !existsSync(join(process.cwd(), 'public', src)));
    expect(missing).toEqual([]);
  });
});
