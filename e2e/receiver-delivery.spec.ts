// An enquiry from the site's real contact page to the school's inbox
// (docs/receiver.md): the page built for the receiver
// (e2e/support/contact-export.ts), the real receiver process
// (receiver/cli.mts) sending to a real SMTP server, the e-mail read back
// with mailparser. A relay between the browser and the receiver holds or
// loses answers on their way back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { fieldLabels } from '@/receiver/mail';
import { startReceiver, stopReceiver, type ReceiverProcess } from '../tests/support/receiver-process';
import { startSmtpServer, type TestSmtpServer } from '../tests/support/smtp-server';
import { serveContactExport, type ContactExport } from './support/contact-export';
import { Relay } from './support/relay';
import { waitForIslands } from './support/ui';

test.describe.configure({ mode: 'serial' });

const relay = new Relay();
let smtp: TestSmtpServer;
let contactExport: ContactExport;
let receiver: ReceiverProcess;
let dataDir = '';

test.beforeAll(async () => {
  // Its build may run beside contact-delivery's on a busy machine.
  test.setTimeout(480_000);
  smtp = await startSmtpServer();
  contactExport = await serveContactExport(await relay.start(), 'contact-app-receiver');
  dataDir = mkdtempSync(join(tmpdir(), 'receiver-e2e-'));
  receiver = await startReceiver({ DATA_DIR: dataDir, SMTP_URL: smtp.url, SITE_ORIGINS: contactExport.site, HOST: '127.0.0.1' });
  relay.target = receiver.url;
});

test.afterAll(async () => {
  if (receiver) await stopReceiver(receiver);
  await relay.stop();
  contactExport?.stop();
  await smtp?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test.beforeEach(() => {
  smtp.received.length = 0;
  relay.reset('pass');
});

// 5,000 characters: accents, ñ, an emoji, and a line break.
const longMessage = `¿Podríamos visitar el colegio? Mi hija Begoña empieza en septiembre 🌻\n${'Querríamos saber más del comedor, del horario ampliado y de la ruta de Alcobendas. '.repeat(70)}`.slice(0, 5_000);

const answers = {
  completeName: 'María José Núñez Peña 🙂', address: 'Avenida de la Constitución 5, 3.º B', population: 'Alcobendas (La Moraleja)',
  phone: '9123456789', previousCenter: 'Escuela Infantil «El Árbol»', email: 'maria.nunez@example.es', message: longMessage,
};

const words = {
  en: { send: 'Send Message', sent: 'Enquiry sent', consent: /I have read the data protection information/, language: 'inglés' },
  es: { send: 'Enviar Mensaje', sent: 'Consulta enviada', consent: /He leído la información sobre protección de datos/, language: 'español' },
} as const;

async function fillForm(page: Page, locale: 'es' | 'en') {
  await page.goto(`${contactExport.site}/${locale}/contact/`);
  await waitForIslands(page);
  const form = page.getByTestId('contact-form');
  for (const [field, value] of Object.entries(answers)) await form.locator(`[name="${field}"]`).fill(value);
  await form.locator('[name="course"]').selectOption('course2');
  await form.locator('[name="alumni"][value="no"]').check();
  await form.locator('[name="childrenInSchool"][value="yes"]').check();
  await form.getByRole('checkbox', { name: words[locale].consent }).check();
  await shownLikeAFamily(page);
  return form;
}

/**
 * Playwright fills the form in well under the receiver's MIN_FILL_SECONDS
 * (3 s), and the receiver would drop it as a program's. A family always
 * takes longer: the press waits until the page's own clock (performance.now(),
 * which the form reads) has shown the form 3.5 s.
 */
async function shownLikeAFamily(page: Page) {
  await page.waitForFunction(() => performance.now() >= 3_500, undefined, { polling: 100 });
}

/** The one e-mail the school gets: it arrives, and no copy follows while the outbox looks again (every second). */
async function theOneEmail(): Promise<ParsedMail> {
  await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  expect(smtp.received).toHaveLength(1);
  return simpleParser(smtp.received[0]!);
}

for (const locale of ['es', 'en'] as const) {
  test(`in ${locale}: accents, ñ, emoji and a 5,000-character message arrive in one e-mail, each field as typed`, async ({ page }) => {
    expect(longMessage).toHaveLength(5_000);
    const form = await fillForm(page, locale);
    await form.getByRole('button', { name: words[locale].send }).click();
    await expect(page.getByTestId('enquiry-sent')).toContainText(words[locale].sent);
    const mail = await theOneEmail();
    for (const [field, value] of Object.entries(answers)) expect(mail.text, field).toContain(`${fieldLabels[field]}:\n${value}\n`);
    expect(mail.text).toContain(`${fieldLabels.course}:\nCurso 2\n`);
    expect(mail.subject).toBe(`Consulta desde la web: Curso 2, familia en ${words[locale].language}`);
    expect(mail.replyTo?.value[0]).toMatchObject({ name: answers.completeName, address: answers.email });
    expect(relay.answers).toEqual(['201']);
  });
}

test('a double press: one e-mail', async ({ page }) => {
  const form = await fillForm(page, 'en');
  await form.getByRole('button', { name: words.en.send }).dblclick();
  await expect(page.getByTestId('enquiry-sent')).toBeVisible();
  await theOneEmail();
  expect(relay.answers).toEqual(['201']);
});

test('a reload while the answer is on its way, then send again: one e-mail', async ({ page }) => {
  relay.reset('hold');
  await fillForm(page, 'es');
  await page.getByTestId('contact-form').getByRole('button', { name: words.es.send }).click();
  // Stored by the receiver; the answer has not reached the page.
  await expect.poll(() => relay.answers).toEqual(['201']);
  await page.reload();
  await waitForIslands(page);
  const form = page.getByTestId('contact-form');
  await expect(form.locator('[name="message"]')).toHaveValue(longMessage);
  await form.getByRole('checkbox', { name: words.es.consent }).check();
  await form.getByRole('button', { name: words.es.send }).click();
  await expect.poll(() => relay.answers).toEqual(['201', '201 replayed']);
  relay.release();
  await expect(page.getByTestId('enquiry-sent')).toBeVisible();
  await theOneEmail();
});

test('the first answer lost on its way back after the receiver stored it: the retry is recognised, one e-mail', async ({ page }) => {
  relay.reset('lose-first-answer');
  const form = await fillForm(page, 'en');
  await form.getByRole('button', { name: words.en.send }).click();
  await expect(page.getByTestId('enquiry-sent')).toBeVisible({ timeout: 15_000 });
  expect(relay.answers).toEqual(['201', '201 replayed']);
  await theOneEmail();
});
