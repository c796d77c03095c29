// Enquiry delivery (README, "Receiving enquiries"): the site's real contact
// page, built alone (tests/fixtures/contact-app) with CONTACT_ENDPOINT set to
// a local endpoint, planned by the real post-build step, served on loopback.
// The specification's behaviour without an endpoint: contact-form.spec.ts.
import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { answerBeforeTheFormRuns, contactAnswers as answers, expectKeptAnswers, fillContactForm, keptAnswers, storedDraft } from './support/contact-answers';
import { serveContactExport, type ContactExport } from './support/contact-export';
import { FakeEndpoint, type EndpointMode } from './support/fake-endpoint';
import { waitForIslands } from './support/ui';

const endpoint = new FakeEndpoint();
let endpointUrl = '';
let site = '';
let contactExport: ContactExport | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(240_000);
  endpointUrl = await endpoint.start();
  // A copy of the fixture for each worker: a run repeating this file (--repeat-each) may build it in two at once.
  contactExport = await serveContactExport(endpointUrl, `contact-app-delivery-${testInfo.parallelIndex}`);
  site = contactExport.site;
});

test.afterAll(async () => {
  contactExport?.stop();
  await endpoint.stop();
});

const words = {
  en: { send: 'Send Message', sending: 'Sending your enquiry…', sent: 'Enquiry sent', failed: 'Your enquiry did not go.', retry: 'Try again', consent: /I have read the data protection information/ },
  es: { send: 'Enviar Mensaje', sending: 'Enviando tu consulta…', sent: 'Consulta enviada', failed: 'Tu consulta no ha salido.', retry: 'Intentar de nuevo', consent: /He leído la información sobre protección de datos/ },
} as const;

/** A body without `shownForMs` (lib/enquiry-body.ts), which each send measures afresh. */
const withoutTimeShown = (body: unknown) => ({ ...(body as Record<string, unknown>), shownForMs: undefined });

async function openForm(page: Page, mode: EndpointMode, locale: 'en' | 'es' = 'en') {
  endpoint.reset(mode);
  await page.goto(`${site}/${locale}/contact/`);
  await waitForIslands(page);
  const form = page.getByTestId('contact-form');
  await fillContactForm(form);
  return form;
}

test('the page allows exactly the endpoint in its policy, and names it in the data-protection text', async ({ request }) => {
  const html = await (await request.get(`${site}/es/contact/`)).text();
  const { origin, host } = new URL(endpointUrl);
  const policy = html.match(/http-equiv="Content-Security-Policy" content="([^"]*)"/)?.[1];
  expect(policy).toContain(`connect-src 'self' ${origin};`);
  const scripts = policy!.split('; ').find((directive) => directive.startsWith('script-src'));
  expect(scripts).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
  expect(html).toContain(`a través de ${host}`);
});

test('the post-build step run without the endpoint the pages were built with stops, naming the page, and changes nothing', async ({ request }) => {
  const before = await (await request.get(`${site}/es/contact/`)).text();
  let failure = '';
  try {
    execFileSync('node_modules/.bin/tsx', ['scripts/postbuild.ts', '--out', contactExport!.out, '--pages-only'], { env: { ...process.env, CONTACT_ENDPOINT: '' }, stdio: 'pipe' });
  } catch (error) {
    failure = String((error as { stderr?: Buffer }).stderr);
  }
  expect(failure).toMatch(/contact\/index\.html sends enquiries to http:\/\/127\.0\.0\.1:\d+, but the Content-Security-Policy would allow no endpoint/);
  expect(await (await request.get(`${site}/es/contact/`)).text()).toBe(before);
});

test('a success: the enquiry arrives once, with the typed values and the locale, and nothing else', async ({ page, context }) => {
  const form = await openForm(page, 'accept');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') sent.push(request.url());
  });
  await form.getByRole('button', { name: words.en.send }).click();
  const confirmation = page.getByTestId('enquiry-sent');
  await expect(confirmation).toContainText(words.en.sent);
  await expect(confirmation).toBeFocused();
  await expect(form).toHaveCount(0);
  expect(sent).toEqual([endpointUrl]);
  expect(endpoint.received).toHaveLength(1);
  const { body, headers } = endpoint.received[0]!;
  // With how long the page had shown the form (lib/enquiry-body.ts), for the receiver's spam check.
  expect(body).toEqual({ ...answers, locale: 'en', shownForMs: expect.any(Number) });
  expect(headers['content-type']).toBe('application/json');
  expect(headers.accept).toBe('application/json');
  expect(headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  expect(headers.cookie).toBeUndefined();
  expect(headers.referer).toBeUndefined();
  // The draft is cleared; nothing is stored in the browser.
  expect(await storedDraft(page)).toBeNull();
  expect(await context.cookies()).toEqual([]);
});

test('a 503 then a 200: it arrives exactly once, after one retry with the same idempotency key', async ({ page }) => {
  const form = await openForm(page, 'unavailable-once', 'es');
  await form.getByRole('button', { name: words.es.send }).click();
  await expect(page.getByTestId('enquiry-sent')).toContainText(words.es.sent);
  expect(endpoint.received).toHaveLength(2);
  expect(endpoint.received[1]!.body).toEqual({ ...answers, locale: 'es', shownForMs: expect.any(Number) });
  expect(endpoint.received[1]!.headers['idempotency-key']).toBe(endpoint.received[0]!.headers['idempotency-key']);
});

test('an endpoint that is down: three attempts, then the failure, with everything kept, on the page and after a reload', async ({ page }) => {
  const form = await openForm(page, 'down');
  const attempts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') attempts.push(request.url());
  });
  await form.getByRole('button', { name: words.en.send }).click();
  const failed = page.getByTestId('enquiry-failed');
  await expect(failed).toContainText(words.en.failed, { timeout: 15_000 });
  await expect(failed).toHaveAttribute('role', 'alert');
  expect(attempts).toEqual([endpointUrl, endpointUrl, endpointUrl]);
  await expect(failed.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(failed.getByRole('link', { name: /^\+34/ })).toHaveAttribute('href', /^tel:/);
  await expect(form.locator('[name="message"]')).toHaveValue(answers.message);
  await expect(form.getByRole('checkbox', { name: words.en.consent })).toBeChecked();

  await page.reload();
  await waitForIslands(page);
  for (const field of ['completeName', 'address', 'population', 'phone', 'previousCenter', 'email', 'message', 'course'] as const)
    await expect(page.getByTestId('contact-form').locator(`[name="${field}"]`)).toHaveValue(answers[field]);

  // The family tries again once the endpoint is back: it arrives.
  endpoint.reset('accept');
  await page.getByTestId('contact-form').getByRole('checkbox', { name: words.en.consent }).check();
  await page.getByTestId('contact-form').getByRole('button', { name: words.en.send }).click();
  await expect(page.getByTestId('enquiry-sent')).toBeVisible();
  expect(endpoint.received).toHaveLength(1);
});

test('answers typed before the form runs, then a send to an endpoint answering 503: the draft, the enquiry sent and the one kept agree, and a reload brings all ten back', async ({ page }) => {
  endpoint.reset('unavailable');
  const form = await answerBeforeTheFormRuns(page, `${site}/es/contact/`);
  await form.getByRole('button', { name: words.es.send }).click();
  await expect(page.getByTestId('enquiry-failed')).toContainText(words.es.failed, { timeout: 15_000 });
  await expectKeptAnswers(page, true);
  const stored = (await storedDraft(page))!.state;
  expect(stored.draft).toEqual(keptAnswers);
  expect(endpoint.received).toHaveLength(3);
  for (const { body } of endpoint.received) expect(body).toEqual({ ...stored.draft, consent: true, locale: 'es', shownForMs: expect.any(Number) });
  expect(JSON.parse(stored.enquiry!.body)).toEqual({ ...stored.draft, consent: true, locale: 'es' });

  await page.reload();
  await waitForIslands(page);
  await expectKeptAnswers(page, false);
  expect((await storedDraft(page))!.state.draft).toEqual(keptAnswers);
});

test('a slow endpoint: each attempt given up after 15 s, no second press sends twice, then the failure and a retry', async ({ page }) => {
  await page.clock.install();
  const form = await openForm(page, 'silent');
  const send = form.getByRole('button', { name: words.en.send });
  await send.click();
  const sending = form.getByRole('button', { name: words.en.sending });
  await expect(sending).toHaveAttribute('aria-busy', 'true');
  await expect(form.getByRole('status')).toHaveText(words.en.sending);
  // A second press while sending: Playwright would wait for the aria-disabled button; a family would not.
  await sending.click({ force: true });
  for (const attempt of [1, 2, 3]) {
    await expect.poll(() => endpoint.received.length).toBe(attempt);
    await page.clock.fastForward(15_000);
    // The pause before the next attempt.
    if (attempt < 3) await expect.poll(async () => (await page.clock.fastForward(1_000), endpoint.received.length)).toBe(attempt + 1);
  }
  await expect(page.getByTestId('enquiry-failed')).toContainText(words.en.failed);
  expect(endpoint.received).toHaveLength(3);
  await expect(page.getByTestId('enquiry-failed').getByRole('button', { name: words.en.retry })).toBeVisible();
});

test('three presses at once: one enquiry is sent', async ({ page }) => {
  const form = await openForm(page, 'held');
  const send = form.getByRole('button', { name: words.en.send });
  await send.evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
    button.click();
  });
  await expect.poll(() => endpoint.received.length).toBe(1);
  await page.waitForTimeout(500);
  endpoint.answerHeld();
  await expect(page.getByTestId('enquiry-sent')).toBeVisible();
  expect(endpoint.received).toHaveLength(1);
});

test('a reload while sending, then send again: the same idempotency key, so the school gets it once', async ({ page }) => {
  await openForm(page, 'held');
  await page.getByTestId('contact-form').getByRole('button', { name: words.en.send }).click();
  await expect.poll(() => endpoint.received.length).toBe(1);
  // The family gives up waiting and reloads; the first send did arrive.
  await page.reload();
  await waitForIslands(page);
  const form = page.getByTestId('contact-form');
  await expect(form.locator('[name="message"]')).toHaveValue(answers.message);
  await form.getByRole('checkbox', { name: words.en.consent }).check();
  await form.getByRole('button', { name: words.en.send }).click();
  await expect.poll(() => endpoint.received.length).toBe(2);
  endpoint.answerHeld();
  await expect(page.getByTestId('enquiry-sent')).toBeVisible();
  expect(endpoint.keys).toHaveLength(1);
  // The same enquiry; only how long the family had had the form differs from one send to the next.
  expect(withoutTimeShown(endpoint.received[1]!.body)).toEqual(withoutTimeShown(endpoint.received[0]!.body));
});

test('an answer changed while sending is kept and goes in the next send, with a key of its own', async ({ page }) => {
  const form = await openForm(page, 'held');
  await form.getByRole('button', { name: words.en.send }).click();
  await expect.poll(() => endpoint.received.length).toBe(1);
  const message = form.locator('[name="message"]');
  await message.fill('Quisiera visitar el colegio el jueves.');
  endpoint.answerHeld();
  // The first enquiry went; the form stays open with the change, and nothing else is sent by itself.
  await expect(form.getByRole('button', { name: words.en.send })).toBeVisible();
  await expect(message).toHaveValue('Quisiera visitar el colegio el jueves.');
  await page.waitForTimeout(500);
  expect(endpoint.received).toHaveLength(1);
  await form.getByRole('button', { name: words.en.send }).click();
  await expect.poll(() => endpoint.received.length).toBe(2);
  endpoint.answerHeld();
  await expect(page.getByTestId('enquiry-sent')).toBeVisible();
  expect(endpoint.keys).toHaveLength(2);
  expect(endpoint.received[1]!.body).toEqual({ ...answers, message: 'Quisiera visitar el colegio el jueves.', locale: 'en', shownForMs: expect.any(Number) });
});

test('a 400: the failure at once, with no retry', async ({ page }) => {
  const form = await openForm(page, 'refuse');
  await form.getByRole('button', { name: words.en.send }).click();
  await expect(page.getByTestId('enquiry-failed')).toBeVisible();
  await page.waitForTimeout(1_500);
  expect(endpoint.received).toHaveLength(1);
});

test('the honeypot: no person or assistive technology meets it; filled, the form pretends success and sends nothing', async ({ page }) => {
  const form = await openForm(page, 'accept');
  const honeypot = form.locator('[name="website"]');
  await expect(honeypot).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0);
  expect(await honeypot.getAttribute('tabindex')).toBe('-1');
  await honeypot.evaluate((input: HTMLInputElement) => (input.value = 'https://spam.example'));
  await form.getByRole('button', { name: words.en.send }).click();
  await expect(page.getByTestId('enquiry-sent')).toBeVisible();
  await page.waitForTimeout(500);
  expect(endpoint.received).toEqual([]);
});
