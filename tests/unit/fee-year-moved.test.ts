import { rmSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { enquiryTopics } from '@/content/contact';
import { feesCourse, yearGroupBirthYears, yearGroupLevels } from '@/content/fees';
import { yearGroupRoutes } from '@/content/navigation';
import { formatter } from '@/i18n/request';
import { feeLevels } from '@/components/admission/fee-levels';
import { YearGroupCost } from '@/components/admission/year-group-cost';
import { yearGroupOf } from '@/lib/year-groups';
import { checkContent } from '@/scripts/content-check/check';
import { contentCopy } from '../support/content-copy';

/*
 * The fee year moved on in the staff editor, from 2024/2025 to 2025/2026,
 * and nothing else: every year of birth moves with it, with no change of
 * code. The change is made as the editor makes it (one number, the file
 * written back as JSON with two spaces and a final newline); then the
 * content check runs on a copy of content/, and the route tree, the
 * contact topics and the pages' parts are read from the changed data.
 */

// The content modules read content/data/ through content/data.ts, from CONTENT_DIR when it is set: a copy
// holding the edited file, made before they load.
const { editedText, editedData } = vi.hoisted(() => {
  const fs = process.getBuiltinModule('node:fs');
  const { join } = process.getBuiltinModule('node:path');
  const { tmpdir } = process.getBuiltinModule('node:os');
  const fees = JSON.parse(fs.readFileSync('content/data/fees.json', 'utf8')) as { feesCourse: { startYear: number } };
  fees.feesCourse.startYear = 2025;
  const text = `${JSON.stringify(fees, null, 2)}\n`;
  const dir = fs.mkdtempSync(join(tmpdir(), 'fee-year-moved-'));
  fs.cpSync('content/data', join(dir, 'data'), { recursive: true });
  fs.writeFileSync(join(dir, 'data/fees.json'), text);
  process.env.CONTENT_DIR = dir;
  return { editedText: text, editedData: dir };
});

afterAll(() => {
  delete process.env.CONTENT_DIR;
  rmSync(editedData, { recursive: true, force: true });
});

describe('the fee year moved to 2025/2026', () => {
  it('passes the content check that starts every build', async () => {
    expect(feesCourse.startYear).toBe(2025);
    expect(await checkContent(contentCopy({ 'data/fees.json': editedText }))).toEqual([]);
  });

  it('gives a page to each year of birth from 2008 to 2024, in the route tree and among the contact topics', () => {
    const years = Array.from({ length: 17 }, (_, index) => 2008 + index);
    expect(yearGroupBirthYears).toEqual(years);
    expect(yearGroupRoutes.map((route) => route.path)).toEqual(years.map((year) => `/admission/year-group/${year}`));
    expect(enquiryTopics).toContain('yearGroup2024');
    expect(enquiryTopics).not.toContain('yearGroup2007');
  });

  it('puts a child born in 2018 in 2.º de Primaria, and one born in 2024 in Pre-K 1-2, at the fee table\'s costs', () => {
    const levels = new Map(feeLevels('es', formatter('es')).map((level) => [level.id, level]));
    const born2018 = yearGroupOf(feesCourse, yearGroupLevels, 2018)!;
    expect(born2018.paths.map(({ level, year }) => [level.level, year.name.es])).toEqual([['primary1-5', '2.º de Educación Primaria']]);
    expect(yearGroupOf(feesCourse, yearGroupLevels, 2024)!.paths.map(({ level }) => level.level)).toEqual(['prek12-half', 'prek12-full']);
    const cost = renderToStaticMarkup(createElement(YearGroupCost, { level: levels.get('primary1-5')!, locale: 'es', format: formatter('es'), id: 'cost' }));
    // (Outside a Next build the link leaves out the trailing slash the export writes.)
    expect(cost).toMatch(/href="\/es\/admission\/fees\/?#primary-1-5"/);
    for (const total of ['11.200\u00a0€', '12.300\u00a0€', '12.700\u00a0€']) expect(cost).toContain(total);
  });
});
