import { expect, type Locator, type Page } from '@playwright/test';
import { browserStorage } from '@/content/legal';
import { holdIslandCode, waitForIslands } from './ui';

/** A family's ten answers the contact draft keeps. */
export const keptAnswers = {
  completeName: 'Ana García', address: 'Calle del Olmo 3', population: 'Alcobendas', phone: '9123456789',
  previousCenter: 'CEIP Norte', email: 'ana@colegio.es', course: 'course2', message: 'Quisiera visitar el colegio.',
  alumni: 'no', childrenInSchool: 'yes',
};
/** Every answer of a valid enquiry: the kept ones and the consent box, ticked afresh each time. */
export const contactAnswers = { ...keptAnswers, consent: true };

const textFields = ['completeName', 'address', 'population', 'phone', 'previousCenter', 'email', 'message'] as const;
const choices = ['alumni', 'childrenInSchool'] as const;

/** The contact draft as zustand's persist keeps it in the tab: { state: { draft, topic, enquiry, savedAt }, version }. */
export type StoredDraft = { state: { draft: Record<string, string>; topic?: string; enquiry?: { body: string; key: string } } };
export const storedDraft = (page: Page) =>
  page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? 'null') as StoredDraft | null, browserStorage.contactDraft.key);

/** Gives every answer of `contactAnswers`, top to bottom, the consent box ticked. */
export async function fillContactForm(form: Locator) {
  for (const field of textFields) await form.locator(`[name="${field}"]`).fill(keptAnswers[field]);
  await form.locator('[name="course"]').selectOption(keptAnswers.course);
  for (const field of choices) await form.locator(`[name="${field}"][value="${keptAnswers[field]}"]`).check();
  await form.locator('[name="consent"]').check();
}

/**
 * Opens the contact page at `url` with the form's code held back, gives every answer, then lets the
 * code run: what a family on a slow phone does that types at once.
 */
export async function answerBeforeTheFormRuns(page: Page, url: string) {
  const release = await holdIslandCode(page);
  await page.goto(url, { waitUntil: 'commit' });
  const form = page.getByTestId('contact-form');
  await fillContactForm(form);
  // Every answer went in before the form ran.
  await expect(form).toHaveAttribute('data-hydrated', 'false');
  release();
  await waitForIslands(page);
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  return form;
}

/** The form shows all ten kept answers, and the consent box as `consent` says. */
export async function expectKeptAnswers(page: Page, consent: boolean) {
  const form = page.getByTestId('contact-form');
  for (const field of [...textFields, 'course'] as const) await expect(form.locator(`[name="${field}"]`), field).toHaveValue(keptAnswers[field]);
  for (const field of choices) await expect(form.locator(`[name="${field}"][value="${keptAnswers[field]}"]`), field).toBeChecked();
  const box = form.locator('[name="consent"]');
  await (consent ? expect(box).toBeChecked() : expect(box).not.toBeChecked());
}
