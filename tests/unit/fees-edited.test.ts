import { rmSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { feeRulesOf, feesFile } from '@/content/schemas/fees';
import { CostCalculatorSection } from '@/components/admission/cost-calculator-section';
import { YearlyCostTable } from '@/components/admission/yearly-cost-table';
import { formatter } from '@/i18n/request';
import { yearlyCost } from '@/lib/yearly-cost';
import { checkContent } from '@/scripts/content-check/check';
import { contentCopy } from '../support/content-copy';
import { inPage } from '../support/page-locale';

/*
 * The site built from a fee changed in the staff editor. The change is made
 * as the editor makes it: one amount, the file written back as JSON with two
 * spaces and a final newline (e2e/admin.spec.ts changes the same fee in the
 * real editor and checks that it saves exactly this text). Then the build's
 * own steps run on it: the content check on a copy of content/, and the fees
 * page's server components (the yearly-cost table and the calculator) render
 * from it, as `next build` renders them into the page. A whole `next build`
 * takes minutes; these are the parts of it that read the fees.
 */

const edited = vi.hoisted(() => ({ level: 'primary1-5', amount: 10990 }));

/** content/data/fees.json before the change (of the content the suite runs on: content/, or CONTENT_DIR's), and as the editor saves it after. */
const { originalText, editedText } = vi.hoisted(() => {
  const { readFileSync: read } = process.getBuiltinModule('node:fs');
  const { join } = process.getBuiltinModule('node:path');
  const text = read(join(process.env.CONTENT_DIR ?? 'content', 'data/fees.json'), 'utf8');
  const fees = JSON.parse(text) as { tuition: { id: string; amount: number }[] };
  fees.tuition.find((row) => row.id === edited.level)!.amount = edited.amount;
  return { originalText: text, editedText: `${JSON.stringify(fees, null, 2)}\n` };
});

// The content modules read content/data/ through content/data.ts, from CONTENT_DIR when it is set: a copy with the edited file, made before they load.
const editedData = vi.hoisted(() => {
  const fs = process.getBuiltinModule('node:fs');
  const { join } = process.getBuiltinModule('node:path');
  const { tmpdir } = process.getBuiltinModule('node:os');
  const dir = fs.mkdtempSync(join(tmpdir(), 'fees-edited-'));
  // The content the suite runs on: content/, or the folder CONTENT_DIR names.
  fs.cpSync(process.env.CONTENT_DIR ?? 'content', dir, { recursive: true });
  fs.writeFileSync(join(dir, 'data/fees.json'), editedText);
  process.env.CONTENT_DIR = dir;
  return dir;
});

afterAll(() => {
  delete process.env.CONTENT_DIR;
  rmSync(editedData, { recursive: true, force: true });
});

const original = feesFile.parse(JSON.parse(originalText));

describe('the site built from a fee changed in the editor', () => {
  it('passes the content check that starts every build', async () => {
    expect(await checkContent(contentCopy({ 'data/fees.json': editedText }))).toEqual([]);
  });

  for (const locale of ['es', 'en'] as const)
    it(`shows the new fee and its totals on the fees page and in the calculator (${locale})`, async () => {
      const before = original.tuition.find((row) => row.id === edited.level)!.amount;
      const rules = feeRulesOf(feesFile.parse(JSON.parse(editedText)));
      const total = yearlyCost(rules, edited.level, 'none').total;
      // The year costs exactly the change more than it did.
      expect(total - yearlyCost(feeRulesOf(original), edited.level, 'none').total).toBe(edited.amount - before);

      const format = formatter(locale);
      const euros = (amount: number) => format.number(amount, 'euros');
      const table = renderToStaticMarkup(inPage(locale, createElement(YearlyCostTable)));
      expect(table).toContain(euros(edited.amount));
      expect(table).toContain(euros(total));
      expect(table).not.toContain(euros(before));

      const calculator = renderToStaticMarkup(inPage(locale, createElement(CostCalculatorSection)));
      expect(calculator).toContain(euros(edited.amount));
      expect(calculator).toContain(euros(total));
      expect(calculator).not.toContain(euros(before));
    }, 30_000); // Two whole tables of every level: slow on a busy machine.
});
