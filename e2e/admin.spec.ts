import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { calendarFile } from '@/content/schemas/calendar';
import { feesFile } from '@/content/schemas/fees';
import { gitHost } from '@/scripts/admin/editor-headers';
import { choose, openLocalRepository, savedFile, serveEditor } from './support/editor';
import { startNginx } from './support/nginx';
import { watchCspViolations } from './support/security';

// The staff editor (out-admin/, written by `npm run build`) served by
// scripts/serve.ts with its own host files (out-admin/_headers), as on its own
// origin. The machine has no network: the Git host's status page is answered
// here as GitHub would, every other site is refused, and each request is
// recorded. Past the sign-in screen, the editor's "Work with Local Repository"
// is driven offline (e2e/support/editor.ts).

const adminDir = join(process.cwd(), 'out-admin');

test.describe.configure({ mode: 'serial' });

let stopEditor = () => {};
let base = '';

test.beforeAll(async () => {
  expect(existsSync(join(adminDir, 'index.html')), 'out-admin/ (npm run build, or npm run build:admin, writes it)').toBe(true);
  ({ base: base, stop: stopEditor } = await serveEditor(adminDir));
});

test.afterAll(() => stopEditor());

/** The Git host's status page: the editor's last request before its sign-in screen. */
const gitHostStatus = 'https://www.githubstatus.com/api/v2/status.json';

type Watch = { foreignHosts: Set<string>; gitHostRequests: string[]; consoleErrors: string[]; csp: string[]; inFlight: Set<string> };

/** Records what the editor asks of other sites, refusing all but the Git host's, and its console errors and CSP violations. */
async function watch(page: Page): Promise<Watch> {
  const seen: Watch = { foreignHosts: new Set(), gitHostRequests: [], consoleErrors: [], csp: await watchCspViolations(page), inFlight: new Set() };
  page.on('request', (request) => seen.inFlight.add(request.url()));
  page.on('requestfinished', (request) => seen.inFlight.delete(request.url()));
  page.on('requestfailed', (request) => seen.inFlight.delete(request.url()));
  page.on('console', (message) => {
    if (message.type() === 'error') seen.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => seen.consoleErrors.push(error.message));
  await page.route(
    (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
    (route) => {
      const url = new URL(route.request().url());
      if (!gitHost.includes(url.origin)) {
        seen.foreignHosts.add(url.host);
        return route.abort('blockedbyclient');
      }
      seen.gitHostRequests.push(url.href);
      // GitHub's status page, as it answers when all is well; nothing else of the Git host is asked before sign-in.
      if (url.href === gitHostStatus) return route.fulfill({ json: { status: { indicator: 'none', description: 'All Systems Operational' } } });
      return route.abort('internetdisconnected');
    },
  );
  return seen;
}

/**
 * Waits until the editor has asked the Git host's status (its last request before sign-in) and then nothing for
 * half a second, and names what is still pending if it never settles (one CI run waited on 'networkidle' for
 * three minutes and could not say for what).
 */
async function settled(seen: Watch) {
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        const pending = [...seen.inFlight];
        if (!seen.gitHostRequests.includes(gitHostStatus)) pending.push(`${gitHostStatus} (not yet asked)`);
        if (pending.length > 0) quietSince = Date.now();
        return Date.now() - quietSince >= 500 ? [] : pending;
      },
      { message: 'requests still pending', timeout: 30_000, intervals: [100] },
    )
    .toEqual([]);
}

test('the sign-in screen appears, with no console error, no CSP violation and no request but to the Git host', async ({ page }) => {
  const seen = await watch(page);
  const response = await page.goto(base);
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("connect-src 'self' data: blob: https://api.github.com");
  expect(headers['cross-origin-opener-policy']).not.toBe('same-origin');

  await expect(page.getByRole('button', { name: /Sign In with\W*GitHub/ })).toBeVisible();
  // Its icons and text in their own fonts, from this origin (a missing icon font shows its ligature's name instead).
  await expect.poll(() => page.evaluate(() => document.fonts.check('24px "Material Symbols Outlined"'))).toBe(true);
  await settled(seen);

  expect(seen.csp).toEqual([]);
  expect(seen.consoleErrors).toEqual([]);
  expect([...seen.foreignHosts]).toEqual([]);
  for (const address of seen.gitHostRequests) expect(gitHost).toContain(new URL(address).origin);
});

test.describe('in a browser set to Spanish, as the school\'s staff use it', () => {
  test.use({ locale: 'es-ES' });

  test('the sign-in screen is in Spanish, its words from this origin, with no console error, CSP violation or request to another site', async ({ page }) => {
    const seen = await watch(page);
    const interfaceWords = page.waitForResponse((response) => response.url() === new URL('locales/es-CO.json', base).href);
    await page.goto(base);
    expect((await interfaceWords).status()).toBe(200);
    await expect(page.getByRole('button', { name: /Iniciar sesión con\W*GitHub/ })).toBeVisible();
    await settled(seen);
    expect(seen.csp).toEqual([]);
    expect(seen.consoleErrors).toEqual([]);
    expect([...seen.foreignHosts]).toEqual([]);
  });
});

const feesPath = 'content/data/fees.json';
const busRoutesPath = 'content/data/bus-routes.json';
const calendarPath = 'content/data/calendar.json';

/** Opens a data file's form in the editor, by the file's Spanish name in the list. */
async function openFile(page: Page, label: string) {
  await page.getByRole('treeitem', { name: label }).click();
  await page.getByRole('row', { name: label }).click();
}

/** Scrolls the form with the mouse over it until `drawn` holds: the editor draws a long list's fields as they scroll into view. */
async function scrollUntil(page: Page, drawn: () => Promise<void>, step = 400) {
  await page.mouse.move(300, 400);
  await expect(async () => {
    await page.mouse.wheel(0, step);
    await drawn();
  }).toPass({ timeout: 60_000 });
}

/** Gives the editor a data file as it is in the repository and opens its form; returns the file's text. */
async function openFromRepository(page: Page, path: string, label: string) {
  const original = readFileSync(path, 'utf8');
  await openLocalRepository(page, base, { [path]: original });
  await openFile(page, label);
  return original;
}

/** The fees file as the editor saved it: exactly `expected` (JSON.stringify with two spaces and a final newline, the form the fees test builds from), in the shape the schema accepts. */
async function expectSavedFees(page: Page, expected: unknown) {
  await expect.poll(() => savedFile(page, feesPath), { timeout: 30_000 }).toBe(`${JSON.stringify(expected, null, 2)}\n`);
  expect(feesFile.safeParse(JSON.parse(await savedFile(page, feesPath))).success).toBe(true);
}

/** Nothing amiss while the editor worked: no CSP violation, no console error, no request to another site. */
function expectQuiet(seen: Watch) {
  expect(seen.csp).toEqual([]);
  expect(seen.consoleErrors).toEqual([]);
  expect([...seen.foreignHosts]).toEqual([]);
}

/** What the editor, its preview pane included, must not show anywhere: an identifier. */
const noIdentifier = (page: Page) => expect(page.getByText('Identificador')).toHaveCount(0);

test('a fee changed in the editor is saved as the one number changed, in the shape the schema accepts', async ({ page }) => {
  const seen = await watch(page);
  const original = await openFromRepository(page, feesPath, 'Honorarios');
  // Scroll until the fifth row (Primary 1 to 5) is drawn.
  const amounts = page.getByRole('spinbutton', { name: 'Cuota anual (euros)' });
  await expect(page.getByRole('spinbutton', { name: 'Primer mes' })).toBeVisible();
  await scrollUntil(page, async () => expect(await amounts.count()).toBeGreaterThanOrEqual(5));
  // The rows' identifiers are kept, never shown, in the form or its preview.
  await noIdentifier(page);
  const primary = amounts.nth(4);
  await primary.scrollIntoViewIfNeeded();
  await expect(primary).toHaveValue('10860');
  await primary.fill('10990');
  await page.getByRole('button', { name: 'Save' }).click();

  const expected = JSON.parse(original) as { tuition: { id: string; amount: number }[] };
  expected.tuition.find((row) => row.id === 'primary1-5')!.amount = 10990;
  await expectSavedFees(page, expected);
  expectQuiet(seen);
});

test('a charge every level pays is chosen by its name among the charges, and saved as its id', async ({ page }) => {
  const seen = await watch(page);
  const original = await openFromRepository(page, feesPath, 'Honorarios');

  // Far down the file, after the billing rules.
  const everyLevel = page.getByRole('group', { name: 'Conceptos que pagan todos los cursos', exact: true });
  await expect(page.getByRole('spinbutton', { name: 'Primer mes' })).toBeVisible();
  await scrollUntil(page, () => expect(everyLevel).toBeVisible({ timeout: 1000 }), 2000);
  await everyLevel.scrollIntoViewIfNeeded();
  await noIdentifier(page);
  // The charges it names are shown by their names, checked; the others offered the same way.
  await expect(everyLevel.getByRole('checkbox', { name: 'Seguro escolar' })).toBeChecked();
  await expect(everyLevel.getByRole('checkbox', { name: 'Material escolar' })).toBeChecked();
  await expect(everyLevel.getByRole('checkbox', { name: 'Recursos digitales' })).not.toBeChecked();
  await choose(everyLevel.getByRole('checkbox', { name: 'Recursos digitales' }));
  await page.getByRole('button', { name: 'Save' }).click();

  const expected = JSON.parse(original) as { chargedToEveryLevel: string[] };
  expected.chargedToEveryLevel.push('digital');
  await expectSavedFees(page, expected);
  expectQuiet(seen);
});

test('a date added to the school calendar gets an identifier staff never see, and the others keep theirs', async ({ page }) => {
  const seen = await watch(page);
  const original = await openFromRepository(page, calendarPath, 'Calendario escolar');
  await expect(page.getByRole('textbox', { name: 'Español' }).first()).toBeVisible();
  await noIdentifier(page);

  // The first term's dates: the editor adds a new one at the list's end.
  const add = page.getByRole('button', { name: /^Add .Fechas/ }).first();
  await scrollUntil(page, () => expect(add).toBeVisible({ timeout: 1000 }), 600);
  // The list's header counts its dates, drawn or not: a date is added (by its menu of kinds, "to be announced")
  // until the count says so, and never again once it does. On a busy machine the menu can miss the press that
  // opens it while the list settles after the scrolling, or the choice made in it, and the focus, which the
  // editor moves to the new date's header, can be taken back by the closing menu.
  type Calendar = { terms: { entries: { id: string; label: { es: string } }[] }[] };
  const index = (JSON.parse(original) as Calendar).terms[0]!.entries.length;
  const dates = page.locator('section[aria-label][data-key-path="terms.0.entries"]');
  const count = dates.locator('.summary').first();
  const counting = (n: number) => new RegExp(`^${n}\\s`);
  const announced = page.getByRole('menuitem', { name: 'Fecha por anunciar' });
  await expect(count).toHaveText(counting(index));
  await expect(async () => {
    if (counting(index).test(await count.innerText())) {
      if (!(await announced.isVisible())) await add.click();
      await announced.click({ timeout: 2000 });
    }
    await expect(count).toHaveText(counting(index + 1), { timeout: 5000 });
  }).toPass({ timeout: 60_000 });
  // The list draws only the items near the view, so the new date is held by its place in the file
  // (terms.0.entries.<n>), never by what happens to be drawn: taking the last "to be announced" header at once
  // took the term's older such date when the new one was not drawn yet, filled it, left the new one empty, and
  // the editor refused the save, writing nothing.
  // The form's field (labelled), not the preview pane's copy of it.
  const field = (path: string) => page.locator(`[aria-label][data-key-path="terms.0.entries.${index}.${path}"]`);
  /** A control of the new date (by default its text box), once the editor has drawn it (it draws fields as they scroll into view). */
  const drawn = async (path: string, control = field(path).getByRole('textbox')) => {
    await expect(async () => {
      await field(path.split('.')[0]!).scrollIntoViewIfNeeded({ timeout: 1000 });
      await page.mouse.wheel(0, 100);
      await expect(control).toBeVisible({ timeout: 1000 });
    }).toPass();
    return control;
  };
  await choose(await drawn('tone', field('tone').getByRole('radio', { name: 'Festivo' })));
  await (await drawn('label.es')).fill('Fiesta del colegio');
  await (await drawn('label.en')).fill('School day celebration');
  await (await drawn('when.es')).fill('Se anunciará en mayo');
  await (await drawn('when.en')).fill('To be announced in May');
  await page.getByRole('button', { name: 'Save' }).click();

  const savedCalendar = async () => JSON.parse(await savedFile(page, calendarPath)) as Calendar;
  await expect.poll(async () => (await savedCalendar()).terms[0]!.entries.at(-1)!.label.es, { timeout: 30_000 }).toBe('Fiesta del colegio');
  const saved = await savedCalendar();
  expect(calendarFile.safeParse(saved).success).toBe(true);
  expect(saved.terms[0]!.entries.at(-1)!.id).toMatch(/^[0-9a-f]{12}$/);
  // Everything else as it was, identifiers included.
  saved.terms[0]!.entries.pop();
  expect(saved).toEqual(JSON.parse(original));
  expectQuiet(seen);
});

test('a value outside the schema\'s limits is refused by the editor before it saves', async ({ page }) => {
  await watch(page);
  const original = await openFromRepository(page, feesPath, 'Honorarios');
  await page.getByRole('spinbutton', { name: 'Primer mes' }).fill('13');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('group', { name: /Primer mes/ })).toContainText('The value must be less than or equal to 12.');
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  expect(await savedFile(page, feesPath)).toBe(original);
});

test('a bus route is named by its number; one numbered 0, or a time against the schema\'s pattern, is refused before saving', async ({ page }) => {
  await watch(page);
  const original = await openFromRepository(page, busRoutesPath, 'Rutas de autobús');
  const number = page.getByRole('spinbutton', { name: 'Número de la ruta' }).first();
  await expect(page.getByRole('spinbutton', { name: 'Número total de rutas' })).toBeVisible();
  await scrollUntil(page, () => expect(number).toBeVisible({ timeout: 1000 }));
  await noIdentifier(page);
  await expect(number).toHaveValue('1');
  await number.fill('0');
  const morning = page.getByRole('textbox', { name: 'Hora por la mañana' }).first();
  await scrollUntil(page, () => expect(morning).toBeVisible({ timeout: 1000 }), 200);
  await expect(morning).toHaveValue('08:05');
  await morning.fill('7.55');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('group', { name: /Número de la ruta/ }).first()).toContainText('The value must be greater than or equal to 1.');
  await expect(page.getByRole('group', { name: /Hora por la mañana/ }).first()).toContainText('No tiene el formato esperado');
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  expect(await savedFile(page, busRoutesPath)).toBe(original);
});

test('served by nginx with out-admin/nginx.conf: the same headers, the host files hidden, the sign-in screen with no CSP violation', async ({ page }) => {
  const nginx = await startNginx(adminDir, '/');
  try {
    const served = await fetch(`${nginx.base}/`);
    const expected = await fetch(base);
    for (const name of ['content-security-policy', 'cross-origin-opener-policy', 'strict-transport-security', 'x-frame-options', 'cache-control'])
      expect(served.headers.get(name), name).toBe(expected.headers.get(name));
    expect((await fetch(`${nginx.base}/config.yml`)).headers.get('content-type')).toBe('application/yaml');
    for (const hidden of ['_headers', 'nginx.conf']) expect((await fetch(`${nginx.base}/${hidden}`)).status, hidden).toBe(404);

    const seen = await watch(page);
    await page.goto(`${nginx.base}/`);
    await expect(page.getByRole('button', { name: /Sign In with\W*GitHub/ })).toBeVisible();
    await settled(seen);
    expect(seen.csp).toEqual([]);
    expect(seen.consoleErrors).toEqual([]);
  } finally {
    nginx.stop();
  }
});
