import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir } from '@/content/data';
import { githubAnnotations } from '@/scripts/content-check/annotations';
import { checkContent } from '@/scripts/content-check/check';
import { contentCopy } from '../support/content-copy';

describe('the content check on a pull request', () => {
  it('marks the file, the line and the field of each mistake', async () => {
    // Primary 1 to 5's tuition written as text, as "10.860".
    const fees = JSON.parse(readFileSync(join(contentDir(), 'data/fees.json'), 'utf8')) as { tuition: { amount: unknown }[] };
    fees.tuition[4]!.amount = new Intl.NumberFormat('es-ES', { useGrouping: 'always' }).format(fees.tuition[4]!.amount as number);
    const dir = contentCopy({ 'data/fees.json': `${JSON.stringify(fees, null, 2)}\n` });
    const annotations = githubAnnotations(await checkContent(dir)).split('\n');
    expect(annotations).toHaveLength(1);
    expect(annotations[0]).toMatch(/^::error file=content\/data\/fees\.json,line=46,title=content\/data\/fees\.json%3A tuition\[4\]\.amount::tuition\[4\]\.amount: must be a number of euros/);
  });

  it('keeps a message on one line, whatever it holds', () => {
    expect(githubAnnotations([{ file: 'content/a,b.json', field: 'x', message: '50% off\nnext' }])).toBe('::error file=content/a%2Cb.json,title=content/a%2Cb.json%3A x::x: 50%25 off%0Anext');
  });
});
