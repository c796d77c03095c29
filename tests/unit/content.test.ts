import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir } from '@/content/data';
import { dataFiles } from '@/content/schemas';
import { picturesIn } from '@/scripts/content-check/pictures';

// Texts in both languages, fees, dates, age ranges and each picture's file: tests/unit/content-check.test.ts (the check every build starts with).
describe('the data files', () => {
  it('name every picture by a path under /images/, each with its alt text in both languages beside it', () => {
    const uses = Object.entries(dataFiles).flatMap(([name, schema]) => picturesIn(schema, JSON.parse(readFileSync(join(contentDir(), 'data', name), 'utf8'))));
    expect(uses.length).toBeGreaterThan(100);
    for (const use of uses) expect(use.src).toMatch(/^\/images\/[a-z0-9-]+\.jpg$/);
  });
});
