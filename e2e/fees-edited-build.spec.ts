// A fee changed in the staff editor, built by `next build` into the real fees
// page (issue 20). The change is the one e2e/admin.spec.ts makes in the
// editor and checks it saves: Primary 1 to 5's tuition, 10,860 → 10,990 euros,
// written back as JSON with two spaces and a final newline. The site's own
// sources are copied beside the fixtures (a dotted folder: neither tsc nor the
// lint reads it), the content check that starts every build runs on the copy,
// and Next builds the fees page from it alone (--debug-build-paths), type
// check included. Then the built page is served and read in Chromium, with
// JavaScript off: the table and the calculator are the server's HTML.
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { serveExport, type ServedExport } from './support/serve-export';
import { fixtureCopyDir, siteSources as sources } from './support/site-copy';

const root = process.cwd();
const copy = fixtureCopyDir('.fees-edited');
const feesPage = 'app/[locale]/admission/fees/page.tsx';

const edited = { level: 'primary1-5', anchor: 'primary-1-5', before: 10860, after: 10990 };
/** The year's total for Primary 1 to 5 before the change (the specification's 10,860 + 44 + 156 + 140), and with each route. */
const totals = { none: 11200, half: 12300, full: 12700 };
const raise = edited.after - edited.before;

const words = {
  es: { level: 'Curso', primary: 'Primaria 1 a 5', full: 'Ruta completa', total: (amount: string) => `Total del curso, Primaria 1 a 5: ${amount}.` },
  en: { level: 'Year group', primary: 'Primary 1 to 5', full: 'Full route', total: (amount: string) => `Total for the year, Primary 1 to 5: ${amount}.` },
} as const;

const euros = (amount: number, locale: 'es' | 'en') =>
  new Intl.NumberFormat(locale === 'es' ? 'es-ES' : 'en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, useGrouping: 'always' }).format(amount);

let served: ServedExport | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  rmSync(copy, { recursive: true, force: true });
  for (const source of sources) cpSync(join(root, source), join(copy, source), { recursive: true });

  const feesFile = join(copy, 'content/data/fees.json');
  const fees = JSON.parse(readFileSync(feesFile, 'utf8')) as { tuition: { id: string; amount: number }[] };
  const row = fees.tuition.find((tuition) => tuition.id === edited.level)!;
  expect(row.amount).toBe(edited.before);
  row.amount = edited.after;
  writeFileSync(feesFile, `${JSON.stringify(fees, null, 2)}\n`);

  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  // The build's first step refuses a mistake before Next runs; this change is none.
  execFileSync(join(root, 'node_modules/.bin/tsx'), ['scripts/content-check/run.ts', '--dir', join(copy, 'content')], { cwd: root, env, stdio: 'pipe' });
  execFileSync(join(root, 'node_modules/.bin/next'), ['build', '--debug-build-paths', feesPage], { cwd: copy, env, stdio: 'pipe' });
  served = await serveExport(join(copy, 'out'));
});

test.afterAll(() => {
  served?.stop();
  rmSync(copy, { recursive: true, force: true });
});

test.use({ javaScriptEnabled: false });

for (const locale of ['es', 'en'] as const) {
  const text = words[locale];

  test(`the changed fee and its totals show on the built fees page and in its calculator (${locale})`, async ({ page }) => {
    await page.goto(`${served!.site}/${locale}/admission/fees/`);
    const row = page.locator(`#page-content tbody tr[id="${edited.anchor}"]`);
    await expect(row).toContainText(euros(edited.after, locale));
    await expect(row).not.toContainText(euros(edited.before, locale));
    const cells = row.locator('td');
    await expect(cells.nth(4)).toContainText(euros(totals.none + raise, locale));
    await expect(cells.nth(5)).toHaveText(euros(totals.half + raise, locale));
    await expect(cells.nth(6)).toHaveText(euros(totals.full + raise, locale));

    const calculator = page.getByTestId('cost-calculator');
    await calculator.getByRole('combobox', { name: text.level }).selectOption({ label: text.primary });
    const status = calculator.getByRole('status');
    await expect(status).toHaveText(text.total(euros(totals.none + raise, locale)), { useInnerText: true });
    await calculator.getByRole('radio', { name: text.full }).check();
    await expect(status).toHaveText(text.total(euros(totals.full + raise, locale)), { useInnerText: true });
    await expect(calculator.getByRole('table').locator('tfoot td').last()).toHaveText(euros(totals.full + raise, locale), { useInnerText: true });
  });
}
