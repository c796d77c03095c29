import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { documentWeight, firstFlightBytes, twinWeight, weightLimit, type DocumentWeight } from '@/bench/document-weight';
import { exportedHtmlFiles, outDir } from './support/site';

// A page's HTML reaches a phone in as few round trips as its content allows
// (bench/document-weight.ts): its scripts (the islands' inline ones, the
// controls, the search) never cost it one, and where its content fits TCP's
// first flight it keeps room to spare there. Weighed as scripts/serve.ts
// sends each page (gzip, with its headers), against its no-script twin.

type Weighed = { page: string; islands: boolean; weight: DocumentWeight; twin: number; limit: number };

const pageUrl = (file: string) => `/${file.replace(/index\.html$/, '')}`;

test('no page with islands needs a round trip more than its no-script twin, and each keeps room to spare', async ({ baseURL }) => {
  const weighed: Weighed[] = [];
  for (const file of exportedHtmlFiles()) {
    const html = readFileSync(join(outDir, file), 'utf8');
    const weight = await documentWeight(baseURL!, pageUrl(file));
    const twin = twinWeight(html, weight);
    weighed.push({ page: pageUrl(file), islands: html.includes('data-island='), weight, twin, limit: weightLimit(twin) });
  }
  const heaviest = [...weighed].sort((a, b) => b.weight.total - a.weight.total).slice(0, 12);
  const rows = heaviest.map(({ page, islands, weight, twin, limit }) => `${page}${islands ? ' (islands)' : ''}: ${weight.total} bytes (headers ${weight.headers}), twin ${twin}, limit ${limit}`);
  test.info().annotations.push({ type: 'heaviest pages', description: rows.join('\n') });
  console.log(`Heaviest pages (first flight ${firstFlightBytes} bytes):\n${rows.join('\n')}`);
  expect(weighed.filter(({ islands }) => islands).length).toBeGreaterThan(0);
  const over = weighed.filter(({ islands, weight, limit }) => islands && weight.total > limit);
  expect(over.map(({ page, weight, limit }) => `${page}: ${weight.total} bytes > ${limit}`)).toEqual([]);
});
