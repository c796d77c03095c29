import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fontCharacters } from '@/app/font-subset';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

/** Every string reachable from a value: the text the site can show. */
function strings(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (!value || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((item) => strings(item, seen));
}

describe('font subset', () => {
  it('has a glyph for every character of the interface strings and the content', async () => {
    const modules = await Promise.all(
      readdirSync('content')
        .filter((file) => file.endsWith('.ts'))
        .map((file) => import(`@/content/${file.slice(0, -3)}`)),
    );
    const text = [...strings(es), ...strings(en), ...modules.flatMap((module) => strings(module))].join('');
    const missing = [...new Set(text)].filter((character) => character >= ' ' && !fontCharacters.includes(character));
    // A new character: add it to app/font-subset.ts and run `npm run fonts`.
    expect(missing).toEqual([]);
  });

  it('the two committed font files are WOFF2', () => {
    for (const file of ['app/fonts/fraunces.woff2', 'app/fonts/inter.woff2']) {
      expect(readFileSync(file).subarray(0, 4).toString('latin1'), file).toBe('wOF2');
    }
  });
});
