import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { images } from '@/content/images';

// Texts in both languages, fees, dates and age ranges: tests/unit/content-check.test.ts (the check every build starts with).
describe('content modules', () => {
  it('point at picture files that exist', () => {
    const missing = Object.values(images)
      .map((image) => image.src)
      .filter((src) => !existsSync(join(process.cwd(), 'public', src)));
    expect(missing).toEqual([]);
  });
});
