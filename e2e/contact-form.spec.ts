import { expect, test, type Page } from '@playwright/test';
import { islandBundles } from '@/components/islands/built-code';
import { camps } from '@/content/camps';
import { feesCourse } from '@/content/fees';
import { browserStorage } from '@/content/legal';
import { translator } from '@/i18n/request';
import { schoolYear } from '@/tests/support/content-days';
import { seriousViolations } from './support/axe';
import { answerBeforeTheFormRuns, contactAnswers, expectKeptAnswers, keptAnswers, storedDraft } from './support/contact-answers';
import { holdIslandCode, shownNativeErrors, waitForIslands } from './support/ui';

/** Every key the site has written to sessionStorage: only those the cookie policy lists. */
const storedKeys = (page: Page) => page.evaluate(() => Object.keys(sessionStorage));
const documentedKeys = Object.values(browserStorage).map((entry) => entry.key);

const words = {
  en: { required: 'Required', phone: 'Invalid phone number', email: 'Invalid email address', submit: 'Send Message',
    name: 'Full name', phoneLabel: 'Phone', emailLabel: 'E-mail', hint: 'Exactly 10 digits', course: 'Course', message: 'Message',
    alumni: 'Are you a former pupil of the school?', children: 'Do you have children at the school?', yes: 'Yes', no: 'No',
    consent: /I have read the data protection information/, options: ['Course 1', 'Course 2', 'Course 3'] },
  es: { required: 'Campo obligatorio', phone: 'Número de teléfono no válido', email: 'Correo electrónico no válido', submit: 'Enviar Mensaje',
    name: 'Nombre completo', phoneLabel: 'Teléfono', emailLabel: 'Correo electrónico', hint: 'Exactamente 10 dígitos', course: 'Curso', message: 'Mensaje',
    alumni: '¿Eres antiguo alumno del colegio?', children: '¿Tienes hijos en el colegio?', yes: 'Sí', no: 'No',
    consent: /He leído la información sobre protección de datos/, options: ['Curso 1', 'Curso 2', 'Curso 3'] },
} as const;

async function openForm(page: Page, locale: 'es' | 'en') {
  await page.goto(`/${locale}/contact/`);
  await waitForIslands(page);
  return page.getByTestId('contact-form');
}

for (const locale of ['en', 'es'] as const) {
  const w = words[locale];

  test.describe(`contact form (${locale})`, () => {
    test('has the specification\'s fields, marked as required, with autocomplete tokens', async ({ page }) => {
      const form = await openForm(page, locale);
      const expectations: [string | RegExp, string | null][] = [
        [w.name, 'name'], [locale === 'es' ? 'Dirección' : 'Address', 'street-address'],
        [locale === 'es' ? 'Población' : 'Town or city', 'address-level2'], [w.phoneLabel, 'tel'],
        [w.emailLabel, 'email'], [locale === 'es' ? 'Centro de procedencia' : 'Previous school', null],
      ];
      for (const [label, token] of expectations) {
        const field = form.getByRole('textbox', { name: label, exact: true });
        await expect(field).toHaveJSProperty('required', true);
        if (token) await expect(field).toHaveAttribute('autocomplete', token);
      }
      await expect(form.getByRole('textbox', { name: w.message, exact: true })).toHaveAttribute('rows', '4');
      const course = form.getByRole('combobox', { name: w.course, exact: true });
      await expect(course.locator('option')).toHaveText([locale === 'es' ? 'Elige un curso' : 'Choose a course', ...w.options]);
      expect(await course.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).toEqual(['', 'course1', 'course2', 'course3']);
      for (const legend of [w.alumni, w.children]) {
        const group = form.getByRole('radiogroup', { name: legend });
        await expect(group.getByRole('radio')).toHaveCount(2);
        await expect(group.getByRole('radio', { name: w.yes, exact: true })).toHaveAttribute('value', 'yes');
      }
      await expect(form.getByRole('checkbox', { name: w.consent })).not.toBeChecked();
      await expect(form.locator('text=*')).not.toHaveCount(0);
      const phone = form.getByRole('textbox', { name: w.phoneLabel, exact: true });
      await expect(page.locator(`#${(await phone.getAttribute('aria-describedby'))!.split(' ')[0]}`)).toContainText(w.hint);
      await expect(form.getByRole('button', { name: w.submit })).toBeVisible();
      // The data-protection text sits above the consent box.
      const notice = form.locator('#data-protection');
      expect((await notice.boundingBox())!.y).toBeLessThan((await form.getByRole('checkbox').boundingBox())!.y);
    });

    test('shows an error only once a field has been visited', async ({ page }) => {
      const form = await openForm(page, locale);
      const name = form.getByRole('textbox', { name: w.name, exact: true });
      await expect(form.getByText(w.required, { exact: true })).toHaveCount(0);
      // The form's rules load as the visitor enters it; until then the browser checks it on send.
      await expect(form).not.toHaveAttribute('novalidate');
      await name.focus();
      // Then react-hook-form checks it, and the browser's own messages are gone.
      await expect(form).toHaveAttribute('novalidate');
      await expect(form.locator('.native-error')).toHaveCount(0);
      await form.getByRole('textbox', { name: w.phoneLabel, exact: true }).focus();
      await expect(form.getByText(w.required, { exact: true })).toHaveCount(1);
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      const errorId = (await name.getAttribute('aria-describedby'))!;
      await expect(page.locator(`#${errorId}`)).toHaveText(w.required);
      await name.fill('Ana');
      await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    });

    test('before the form runs: typing stays, a field left shows its error once it runs', async ({ page }) => {
      const release = await holdIslandCode(page);
      await page.goto(`/${locale}/contact/`, { waitUntil: 'commit' });
      const form = page.getByTestId('contact-form');
      const name = form.getByRole('textbox', { name: w.name, exact: true });
      const message = form.getByRole('textbox', { name: w.message, exact: true });
      await name.focus();
      await message.focus();
      await message.fill('Hola');
      await expect(form).toHaveAttribute('data-hydrated', 'false');
      // The browser has checked the field left, and CSS shows its error (no axe violation); react-hook-form's follows.
      expect(await shownNativeErrors(form)).toEqual({ completeName: w.required });
      expect(await seriousViolations(page), 'axe with a browser-checked message shown').toEqual([]);
      release();
      await waitForIslands(page);
      await expect(form.getByText(w.required, { exact: true })).toHaveCount(1);
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(message).toHaveValue('Hola');
    });

    test('pressing send as the very first action checks everything and focuses the first problem', async ({ page }) => {
      const release = await holdIslandCode(page);
      await page.goto(`/${locale}/contact/`, { waitUntil: 'commit' });
      const form = page.getByTestId('contact-form');
      const send = form.getByRole('button', { name: w.submit });
      await send.click();
      // Never disabled, never silent: the press is kept, and the button says it is busy, until the form runs.
      await expect(send).toBeEnabled();
      await expect(send).toHaveAttribute('aria-busy', 'true');
      expect(page.url()).toMatch(new RegExp(`/${locale}/contact/$`));
      // The browser has already checked the form: every answer shows 'Required', and the first has the focus
      // (its check's bubble is left out: the words are beside each field).
      expect(Object.values(await shownNativeErrors(form))).toEqual(Array(11).fill(w.required));
      await expect(form.getByRole('textbox', { name: w.name, exact: true })).toBeFocused();
      release();
      await expect(form.getByRole('textbox', { name: w.name, exact: true })).toBeFocused();
      // All eleven answers are missing: each shows 'Required' (the consent box included), once.
      await expect(form.getByText(w.required, { exact: true })).toHaveCount(11);
      await expect(form.locator('.native-error')).toHaveCount(0);
      await expect(send).not.toHaveAttribute('aria-busy');
    });

    test('checks the phone (exactly 10 digits) and the e-mail', async ({ page }) => {
      const form = await openForm(page, locale);
      const phone = form.getByRole('textbox', { name: w.phoneLabel, exact: true });
      const email = form.getByRole('textbox', { name: w.emailLabel, exact: true });
      for (const bad of ['12345', '12345678901', '612 345 678', '０１２３４５６７８９']) {
        await phone.fill(bad);
        await phone.blur();
        await expect(form.getByText(w.phone, { exact: true })).toBeVisible();
      }
      await phone.fill('9123456789');
      await expect(form.getByText(w.phone, { exact: true })).toHaveCount(0);
      await email.fill('ana@colegio');
      await email.blur();
      await expect(form.getByText(w.email, { exact: true })).toBeVisible();
      await email.fill('ana@colegio.es');
      await expect(form.getByText(w.email, { exact: true })).toHaveCount(0);
    });

    test('submit checks everything, focuses the first problem and keeps what was typed', async ({ page }) => {
      const form = await openForm(page, locale);
      await form.getByRole('textbox', { name: w.emailLabel, exact: true }).fill('not-an-address');
      await form.getByRole('textbox', { name: w.message, exact: true }).fill('Hola <b>mundo</b>');
      await form.getByRole('button', { name: w.submit }).click();
      await expect(form.getByRole('textbox', { name: w.name, exact: true })).toBeFocused();
      // 9 empty required answers (consent included) + the e-mail.
      await expect(form.getByText(w.required, { exact: true })).toHaveCount(9);
      await expect(form.getByText(w.email, { exact: true })).toBeVisible();
      await expect(form.getByRole('textbox', { name: w.emailLabel, exact: true })).toHaveValue('not-an-address');
      await expect(form.getByRole('textbox', { name: w.message, exact: true })).toHaveValue('Hola <b>mundo</b>');
    });

    test('a valid form is shown as JSON in an alert, and nothing is sent', async ({ page }) => {
      const form = await openForm(page, locale);
      const sent: string[] = [];
      page.on('request', (request) => { if (request.method() !== 'GET') sent.push(`${request.method()} ${request.url()}`); });
      await form.getByRole('textbox', { name: w.name, exact: true }).fill('Ana <script>alert(1)</script> García');
      await form.getByRole('textbox', { name: locale === 'es' ? 'Dirección' : 'Address', exact: true }).fill('Calle del Olmo 3');
      await form.getByRole('textbox', { name: locale === 'es' ? 'Población' : 'Town or city', exact: true }).fill('Alcobendas');
      await form.getByRole('textbox', { name: w.phoneLabel, exact: true }).fill('9123456789');
      await form.getByRole('textbox', { name: w.emailLabel, exact: true }).fill('ana@colegio.es');
      await form.getByRole('textbox', { name: locale === 'es' ? 'Centro de procedencia' : 'Previous school', exact: true }).fill('CEIP Norte');
      await form.getByRole('combobox', { name: w.course, exact: true }).selectOption('course2');
      await form.getByRole('textbox', { name: w.message, exact: true }).fill('Quisiera visitar el colegio.');
      await form.getByRole('radiogroup', { name: w.alumni }).getByRole('radio', { name: w.no, exact: true }).check();
      await form.getByRole('radiogroup', { name: w.children }).getByRole('radio', { name: w.yes, exact: true }).check();
      await form.getByRole('checkbox', { name: w.consent }).check();
      const alerts: { type: string; message: string }[] = [];
      page.once('dialog', (dialog) => {
        alerts.push({ type: dialog.type(), message: dialog.message() });
        void dialog.accept();
      });
      await form.getByRole('button', { name: w.submit }).click();
      await expect.poll(() => alerts.length).toBe(1);
      const [alert] = alerts;
      expect(alert!.type).toBe('alert');
      expect(JSON.parse(alert!.message)).toEqual({
        completeName: 'Ana <script>alert(1)</script> García', address: 'Calle del Olmo 3', population: 'Alcobendas',
        phone: '9123456789', previousCenter: 'CEIP Norte', email: 'ana@colegio.es', course: 'course2',
        message: 'Quisiera visitar el colegio.', alumni: 'no', childrenInSchool: 'yes', consent: true,
      });
      expect(alert!.message).toContain('\n  "completeName"');
      expect(sent).toEqual([]);
      expect(await storedDraft(page)).toBeNull();
    });

    test('what was typed survives a reload (never the consent box)', async ({ page }) => {
      const form = await openForm(page, locale);
      await form.getByRole('textbox', { name: w.name, exact: true }).fill('Luis Pérez');
      await form.getByRole('combobox', { name: w.course, exact: true }).selectOption('course3');
      await form.getByRole('radiogroup', { name: w.alumni }).getByRole('radio', { name: w.yes, exact: true }).check();
      await form.getByRole('checkbox', { name: w.consent }).check();
      await page.reload();
      await waitForIslands(page);
      const again = page.getByTestId('contact-form');
      await expect(again.getByRole('textbox', { name: w.name, exact: true })).toHaveValue('Luis Pérez');
      await expect(again.getByRole('combobox', { name: w.course, exact: true })).toHaveValue('course3');
      await expect(again.getByRole('radiogroup', { name: w.alumni }).getByRole('radio', { name: w.yes, exact: true })).toBeChecked();
      await expect(again.getByRole('checkbox', { name: w.consent })).not.toBeChecked();
      const stored = await storedDraft(page);
      expect(stored!.state.draft).toMatchObject({ completeName: 'Luis Pérez', course: 'course3', alumni: 'yes' });
      expect(stored!.state.draft).not.toHaveProperty('consent');
      for (const key of await storedKeys(page)) expect(documentedKeys).toContain(key);
    });
  });
}

test.describe('answers typed before the form runs', () => {
  test('are in the draft with the others, come back after a reload, and are what the alert shows', async ({ page }) => {
    await answerBeforeTheFormRuns(page, '/en/contact/');
    await expect.poll(async () => (await storedDraft(page))?.state.draft).toEqual(keptAnswers);

    await page.reload();
    await waitForIslands(page);
    await expectKeptAnswers(page, false);
    expect((await storedDraft(page))!.state.draft).toEqual(keptAnswers);

    // Sent: the alert shows the answers the draft held, and the draft is gone.
    const form = page.getByTestId('contact-form');
    await form.locator('[name="consent"]').check();
    const alerts: string[] = [];
    page.once('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await form.getByRole('button', { name: words.en.submit }).click();
    await expect.poll(() => alerts.length).toBe(1);
    expect(JSON.parse(alerts[0]!)).toEqual(contactAnswers);
    expect(await storedDraft(page)).toBeNull();
  });
});

/** The camps the topics are asked about: one abroad (the sample's Antibes), and the last of the lists. */
const askedCamp = camps.find((camp) => camp.region === 'abroad') ?? camps[0]!;
const linkedCamp = camps.at(-1)!;
/** A topic as the form names it: the interface's words (messages/), the camp and the years from the content. */
const topicText = (locale: 'es' | 'en') => {
  const t = translator({ locale, namespace: 'enquiry' });
  return {
    camp: t('campTopic', { camp: askedCamp.name[locale], year: String(askedCamp.dates.start.year) }),
    fees: t('feesTopic', { course: schoolYear(feesCourse.startYear) }),
  };
};

const topics = {
  en: { camp: 'Ask about this camp', fees: 'Ask about fees', heading: 'Your enquiry is about', remove: 'Remove topic', message: 'Message',
    antibes: topicText('en').camp, fees2: topicText('en').fees, sentence: (topic: string) => `I would like more information about: ${topic}.` },
  es: { camp: 'Preguntar por este campamento', fees: 'Preguntar por los honorarios', heading: 'Tu consulta trata sobre', remove: 'Quitar el tema', message: 'Mensaje',
    antibes: topicText('es').camp, fees2: topicText('es').fees, sentence: (topic: string) => `Quisiera más información sobre: ${topic}.` },
} as const;

for (const locale of ['en', 'es'] as const) {
  const w = topics[locale];

  test.describe(`topic carried to the contact form (${locale})`, () => {
    test('"Ask about this camp" shows the camp on the form and starts the message with it, across a reload', async ({ page }) => {
      await page.goto(`/${locale}/camps/${askedCamp.slug}/`);
      await waitForIslands(page);
      await page.locator('#page-content').getByRole('link', { name: w.camp }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/contact/`));
      await waitForIslands(page);
      const form = page.getByTestId('contact-form');
      await expect(form.getByTestId('enquiry-topic')).toContainText(`${w.heading}: ${w.antibes}`);
      const message = form.getByRole('textbox', { name: w.message, exact: true });
      await expect(message).toHaveValue(w.sentence(w.antibes));
      await message.fill(`${w.sentence(w.antibes)} Plazas?`);
      expect((await storedDraft(page))!.state).toMatchObject({ topic: askedCamp.key, draft: { message: `${w.sentence(w.antibes)} Plazas?` } });
      for (const key of await storedKeys(page)) expect(documentedKeys).toContain(key);

      await page.reload();
      await waitForIslands(page);
      await expect(page.getByTestId('enquiry-topic')).toContainText(w.antibes);
      await expect(message).toHaveValue(`${w.sentence(w.antibes)} Plazas?`);

      // The family can drop the topic; what they wrote stays.
      await page.getByRole('button', { name: w.remove }).click();
      await expect(page.getByTestId('enquiry-topic')).toHaveCount(0);
      await page.reload();
      await waitForIslands(page);
      await expect(page.getByTestId('contact-form')).toHaveAttribute('data-hydrated', 'true');
      await expect(page.getByTestId('enquiry-topic')).toHaveCount(0);
      await expect(message).toHaveValue(`${w.sentence(w.antibes)} Plazas?`);
    });

    test('an answer given before a topic stays, the topic starts the empty message, and a message emptied stays empty', async ({ page }) => {
      await page.goto(`/${locale}/contact/`);
      await waitForIslands(page);
      const name = page.getByTestId('contact-form').locator('[name="completeName"]');
      await name.fill('Luis Pérez');
      await page.goto(`/${locale}/admission/fees/`);
      await page.getByRole('link', { name: w.fees }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/contact/`));
      await waitForIslands(page);
      const message = page.getByRole('textbox', { name: w.message, exact: true });
      await expect(message).toHaveValue(w.sentence(w.fees2));
      await expect(name).toHaveValue('Luis Pérez');
      await message.fill('');
      await page.reload();
      await waitForIslands(page);
      await expect(page.getByTestId('enquiry-topic')).toContainText(w.fees2);
      await expect(name).toHaveValue('Luis Pérez');
      await expect(message).toHaveValue('');
    });

    test('"Ask about fees" names the fees\' school year on the form', async ({ page }) => {
      await page.goto(`/${locale}/admission/fees/`);
      await waitForIslands(page);
      await page.getByRole('link', { name: w.fees }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/contact/`));
      await waitForIslands(page);
      await expect(page.getByTestId('enquiry-topic')).toContainText(w.fees2);
      await expect(page.getByRole('textbox', { name: w.message, exact: true })).toHaveValue(w.sentence(w.fees2));
    });
  });

  test.describe(`topic links without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });

    test('are plain links to the contact page, naming their topic in its address', async ({ page }) => {
      const links = [[`/${locale}/camps/${linkedCamp.slug}/`, w.camp, linkedCamp.key], [`/${locale}/camps/sports/`, w.camp, 'campsSports'], [`/${locale}/admission/fees/`, w.fees, 'fees']] as const;
      for (const [path, name, topic] of links) {
        await page.goto(path);
        const link = page.locator('#page-content').getByRole('link', { name });
        const target = `/${locale}/contact/?topic=${topic}#page-content`;
        await expect(link).toHaveAttribute('href', target);
        await link.click();
        await expect(page).toHaveURL(target);
        await expect(page.getByTestId('contact-form')).toBeVisible();
      }
    });
  });
}

test.describe("the form's code, loaded on first use", () => {
  // A phone's screen: the form starts below it.
  test.use({ viewport: { width: 390, height: 844 } });

  /** The island code the page asks for: modules under /islands/ but the islands' loader, which every page with islands runs. */
  const islandRequests = (page: Page) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/islands/') && path !== islandBundles().loader) requested.push(path);
    });
    return requested;
  };
  const form = (page: Page) => page.locator('[data-island="contact-form"]');

  test('is not fetched while the form is out of view, is fetched once the visitor scrolls to it, and runs on their first use of it', async ({ page }) => {
    const requested = islandRequests(page);
    await page.goto('/es/contact/');
    await expect(page.locator('html')).toHaveAttribute('data-islands', 'waiting');
    await page.waitForTimeout(2000);
    expect(requested).toEqual([]);
    await expect(form(page)).not.toHaveAttribute('data-island-state');
    await page.getByTestId('contact-form').evaluate((element) => element.scrollIntoView({ block: 'center' }));
    // In view: every module it brings is fetched at once, and none of them runs.
    const { src, modules: brought } = islandBundles().islands['contact-form']!;
    await expect(form(page)).toHaveAttribute('data-island-src', src);
    const modules = [src, ...brought];
    await expect.poll(() => modules.filter((path) => !requested.includes(path))).toEqual([]);
    await page.waitForTimeout(1000);
    await expect(form(page)).not.toHaveAttribute('data-island-state');
    await expect(page.locator('html')).toHaveAttribute('data-islands', 'waiting');
    // The visitor's first focus in the form runs it.
    await page.getByLabel('Nombre completo').focus();
    await expect(form(page)).toHaveAttribute('data-island-state', 'ready');
  });

  test('loads at once, with no scroll, when the address brings a topic or the tab keeps a draft', async ({ page }) => {
    await page.goto('/es/contact/?topic=fees');
    await expect(form(page)).toHaveAttribute('data-island-state', 'ready');
    await expect(page).toHaveURL('/es/contact/');
    // The topic is now in the tab's draft: a later visit restores it without a scroll.
    await page.goto('/es/');
    await page.goto('/es/contact/');
    await expect(form(page)).toHaveAttribute('data-island-state', 'ready');
    await expect(page.getByTestId('enquiry-topic')).toContainText('Honorarios del curso');
  });
});
