import { rmSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { enquiryTopics } from '@/content/contact';
import { feeRules, feesCourse, yearGroupBirthYears, yearGroupLevels } from '@/content/fees';
import { yearGroupRoutes } from '@/content/navigation';
import { formatter } from '@/i18n/request';
import { feeLevels } from '@/components/admission/fee-levels';
import { YearGroupCost } from '@/components/admission/year-group-cost';
import { yearGroupOf } from '@/lib/year-groups';
import { transportChoices, yearlyCost } from '@/lib/yearly-cost';
import { checkContent } from '@/scripts/content-check/check';
import { contentCopy } from '../support/content-copy';
import { inPage } from '../support/page-locale';

/*
 * The fee year moved on by one year in the staff editor, and nothing else:
 * every year of birth moves with it, with no change of code. The change is made as the editor makes it (one number, the file
 * written back as JSON with two spaces and a final newline); then the
 * content check runs on a copy of content/, and the route tree, the
 * contact topics and the pages' parts are read from the changed data.
 */

// The content modules read content/data/ through content/data.ts, from CONTENT_DIR when it is set: a copy
// holding the edited file, made before they load.
const { editedText, editedData, movedYear } = vi.hoisted(() => {
  const fs = process.getBuiltinModule('node:fs');
  const { join } = process.getBuiltinModule('node:path');
  const { tmpdir } = process.getBuiltinModule('node:os');
  // The content the suite runs on: content/, or the folder CONTENT_DIR names.
  const content = process.env.CONTENT_DIR ?? join(process.cwd(), 'content');
  const fees = JSON.parse(fs.readFileSync(join(content, 'data/fees.json'), 'utf8')) as { feesCourse: { startYear: number } };
  fees.feesCourse.startYear += 1;
  const text = `${JSON.stringify(fees, null, 2)}\n`;
  const dir = fs.mkdtempSync(join(tmpdir(), 'fee-year-moved-'));
  fs.cpSync(content, dir, { recursive: true });
  fs.writeFileSync(join(dir, 'data/fees.json'), text);
  process.env.CONTENT_DIR = dir;
  return { editedText: text, editedData: dir, movedYear: fees.feesCourse.startYear };
});

afterAll(() => {
  delete process.env.CONTENT_DIR;
  rmSync(editedData, { recursive: true, force: true });
});

describe('the fee year moved on by one year', () => {
  it('passes the content check that starts every build', async () => {
    expect(feesCourse.startYear).toBe(movedYear);
    expect(await checkContent(contentCopy({ 'data/fees.json': editedText }))).toEqual([]);
  });

  it('gives a page to each year of birth of the new fee year, the 17 before its first, in the route tree and among the contact topics', () => {
    const years = Array.from({ length: 17 }, (_, index) => movedYear - 17 + index);
    expect(yearGroupBirthYears).toEqual(years);
    expect(yearGroupRoutes.map((route) => route.path)).toEqual(years.map((year) => `/admission/year-group/${year}`));
    expect(enquiryTopics).toContain(`yearGroup${movedYear - 1}`);
    expect(enquiryTopics).not.toContain(`yearGroup${movedYear - 18}`);
  });

  it('puts a child who turns 7 in 2.º de Primaria, and one who turns 1 in Pre-K 1-2, at the fee table\'s costs', () => {
    const levels = new Map(feeLevels('es', formatter('es')).map((level) => [level.id, level]));
    const turnsSeven = yearGroupOf(feesCourse, yearGroupLevels, movedYear - 7)!;
    expect(turnsSeven.paths.map(({ level, year }) => [level.level, year.name.es])).toEqual([['primary1-5', '2.º de Educación Primaria']]);
    expect(yearGroupOf(feesCourse, yearGroupLevels, movedYear - 1)!.paths.map(({ level }) => level.level)).toEqual(['prek12-half', 'prek12-full']);
    const cost = renderToStaticMarkup(inPage('es', createElement(YearGroupCost, { level: levels.get('primary1-5')!, id: 'cost' })));
    // (Outside a Next build the link leaves out the trailing slash the export writes.)
    expect(cost).toMatch(/href="\/es\/admission\/fees\/?#primary-1-5"/);
    // Its year's total without transport, with a half route and with a full one.
    for (const transport of transportChoices) expect(cost).toContain(formatter('es').number(yearlyCost(feeRules, 'primary1-5', transport).total, 'euros'));
  });
});
