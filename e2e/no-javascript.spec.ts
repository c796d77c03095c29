import { expect, test, type Page } from '@playwright/test';
import { chromiumDescription, shownNativeErrors } from './support/ui';

test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

test('pages render their text and the navigation links work without JavaScript', async ({ page }) => {
  await page.goto('/es/meetus/founder/');
  await expect(page.locator('h1')).toHaveText('El fundador');
  await expect(page.locator('footer')).toContainText('Alcobendas');
  await page.getByRole('navigation', { name: 'Páginas de Conócenos' }).getByRole('link', { name: 'Valores' }).click();
  await expect(page).toHaveURL('/es/meetus/values/#page-content');
  await expect(page.locator('h1')).toHaveText('Valores');
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Etapas', exact: true }).click();
  await expect(page).toHaveURL('/es/stages/');
  await page.locator('#page-content').getByRole('link', { name: 'IB PAI' }).click();
  await expect(page).toHaveURL('/es/stages/ibpai/#page-content');
  await page.locator('footer').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL('/en/stages/ibpai/');
  await expect(page.locator('h1')).toHaveText('IB MYP');
});

test('the mobile site can be navigated from the sub-menu strip and footer without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/en/services/');
  await page.getByTestId('submenu-strip').getByRole('link', { name: 'Bus routes' }).click();
  await expect(page).toHaveURL('/en/services/routes/#page-content');
  await page.locator('footer').getByRole('link', { name: 'Summer camps' }).or(page.locator('footer').getByRole('link', { name: 'Camps' })).first().click();
  await expect(page).toHaveURL('/en/camps/');
  await context.close();
});

test.describe('menus without JavaScript', () => {
  test('desktop: a dropdown opens on hover and by its button, the language menu too, and their links work', async ({ page }) => {
    await page.goto('/es/stages/');
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    const toggle = nav.getByRole('button', { name: 'Mostrar el submenú de Admisiones' });
    const panel = page.locator(`[id="${await toggle.getAttribute('popovertarget')}"]`);
    await nav.getByRole('link', { name: 'Admisiones', exact: true }).hover();
    await expect(panel.getByRole('link', { name: 'Honorarios' })).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(panel).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Solicitud de plaza' })).toBeFocused();
    await panel.getByRole('link', { name: 'Honorarios' }).click();
    await expect(page).toHaveURL('/es/admission/fees/');

    await page.getByRole('button', { name: 'Elegir idioma' }).click();
    await page.getByRole('link', { name: /EN\s+English/ }).click();
    await expect(page).toHaveURL('/en/admission/fees/');
  });

  test('mobile: the burger and the widget menu open and close, and their links work', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, hasTouch: true });
    const page = await context.newPage();
    await page.goto('/es/services/');
    const burger = page.getByRole('button', { name: 'Abrir menú' });
    const menu = page.getByRole('navigation', { name: 'Navegación principal' });
    await burger.tap();
    await expect(menu).toBeVisible();
    // Without script the focus stays on the burger; the next Tab enters the menu (the browser's popover order).
    await burger.focus();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Conócenos', exact: true })).toBeFocused();
    await burger.tap();
    await expect(menu).toBeHidden();

    const widget = page.getByRole('button', { name: 'Accesos rápidos' });
    await widget.tap();
    await expect(page.getByTestId('widget').getByRole('link', { name: 'Calendario' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('widget').getByRole('link', { name: 'Calendario' })).toBeHidden();

    await burger.tap();
    await menu.getByRole('link', { name: 'Rutas' }).tap();
    await expect(page).toHaveURL('/es/services/routes/');
    await context.close();
  });

  test('the contact form keeps what was typed out of the address bar when sent', async ({ page }) => {
    await page.goto('/en/contact/');
    const form = page.getByTestId('contact-form');
    await form.getByRole('textbox', { name: 'Full name', exact: true }).fill('Ana García');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL('/en/contact/');
    await expect(form.getByRole('textbox', { name: 'Full name', exact: true })).toHaveValue('Ana García');
  });
});

const contact = {
  en: { required: 'Required', phone: 'Invalid phone number', email: 'Invalid email address', send: 'Send Message',
    name: 'Full name', address: 'Address', town: 'Town or city', phoneLabel: 'Phone', emailLabel: 'E-mail', previous: 'Previous school',
    course: 'Course', message: 'Message', alumni: 'Are you a former pupil of the school?', children: 'Do you have children at the school?',
    yes: 'Yes', no: 'No', consent: /I have read the data protection information/ },
  es: { required: 'Campo obligatorio', phone: 'Número de teléfono no válido', email: 'Correo electrónico no válido', send: 'Enviar Mensaje',
    name: 'Nombre completo', address: 'Dirección', town: 'Población', phoneLabel: 'Teléfono', emailLabel: 'Correo electrónico', previous: 'Centro de procedencia',
    course: 'Curso', message: 'Mensaje', alumni: '¿Eres antiguo alumno del colegio?', children: '¿Tienes hijos en el colegio?',
    yes: 'Sí', no: 'No', consent: /He leído la información sobre protección de datos/ },
} as const;

const requiredFields = ['completeName', 'address', 'population', 'phone', 'email', 'previousCenter', 'course', 'message', 'alumni', 'childrenInSchool', 'consent'];

for (const locale of ['en', 'es'] as const) {
  const w = contact[locale];
  const openForm = async (page: Page) => {
    await page.goto(`/${locale}/contact/`);
    const form = page.getByTestId('contact-form');
    const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });
    return { form, field };
  };

  test.describe(`the contact form's errors without JavaScript (${locale})`, () => {
    test('a visited empty field shows "Required", in the page\'s language, and nothing shows before', async ({ page }) => {
      const { form, field } = await openForm(page);
      expect(await shownNativeErrors(form)).toEqual({});
      const name = field(w.name);
      await name.focus();
      // Not while the visitor is in it for the first time.
      expect(await shownNativeErrors(form)).toEqual({});
      await page.keyboard.press('Tab');
      await expect(field(w.address)).toBeFocused();
      expect(await shownNativeErrors(form)).toEqual({ completeName: w.required });
      const error = form.locator('#completeName-native-error');
      await expect(error).toBeVisible();
      // Next to its field, just under it, and read with it.
      const gap = await error.evaluate((element) => element.getBoundingClientRect().top - document.getElementById('completeName')!.getBoundingClientRect().bottom);
      expect(gap).toBeGreaterThanOrEqual(0);
      expect(gap).toBeLessThan(12);
      await expect.poll(() => chromiumDescription(page, '#completeName')).toBe(w.required);
      await expect.poll(() => chromiumDescription(page, '#population')).toBe('');
      // A radio group left without an answer, and the course left on its placeholder.
      await form.getByRole('combobox', { name: w.course, exact: true }).focus();
      await form.getByRole('radiogroup', { name: w.alumni }).getByRole('radio', { name: w.yes, exact: true }).focus();
      await form.getByRole('radiogroup', { name: w.children }).getByRole('radio', { name: w.yes, exact: true }).focus();
      expect(await shownNativeErrors(form)).toEqual({ completeName: w.required, address: w.required, course: w.required, alumni: w.required });
      // Answered, the error goes.
      await name.fill('Ana García');
      await form.getByRole('radiogroup', { name: w.alumni }).getByRole('radio', { name: w.no, exact: true }).check();
      expect(await shownNativeErrors(form)).toEqual({ address: w.required, course: w.required, childrenInSchool: w.required });
    });

    test('a phone or an e-mail that does not match shows its format\'s message, one message at a time', async ({ page }) => {
      const { form, field } = await openForm(page);
      const [phone, email] = [field(w.phoneLabel), field(w.emailLabel)];
      await phone.fill('12345');
      await email.focus();
      expect(await shownNativeErrors(form)).toEqual({ phone: w.phone });
      await expect.poll(() => chromiumDescription(page, '#phone')).toMatch(new RegExp(`${w.phone}$`));
      await email.fill('abc@x');
      await phone.focus();
      expect(await shownNativeErrors(form)).toEqual({ phone: w.phone, email: w.email });
      await expect(form.locator('#email-native-error')).toBeVisible();
      // Emptied, a field is missing rather than wrong.
      await email.fill('');
      expect(await shownNativeErrors(form)).toEqual({ phone: w.phone, email: w.required });
      for (const [bad, message] of [['612 345 678', w.phone], ['12345678901', w.phone], ['9123456789', undefined]] as const) {
        await phone.fill(bad);
        expect((await shownNativeErrors(form)).phone).toBe(message);
      }
      for (const [typed, message] of [['ana@colegio', w.email], ['ana@colegio.e', w.email], ['ANA.Ruiz+web@Colegio-Norte.ES', undefined]] as const) {
        await email.fill(typed);
        expect((await shownNativeErrors(form)).email).toBe(message);
      }
    });

    test('send on a form left empty shows "Required" on every missing answer and keeps what was typed', async ({ page }) => {
      const { form, field } = await openForm(page);
      await field(w.name).fill('Ana García');
      await field(w.message).fill('Hola <b>mundo</b>');
      await form.getByRole('button', { name: w.send }).click();
      await expect(page).toHaveURL(`/${locale}/contact/`);
      // The browser focuses the first problem.
      await expect(field(w.address)).toBeFocused();
      const missing = requiredFields.filter((name) => name !== 'completeName' && name !== 'message');
      expect(await shownNativeErrors(form)).toEqual(Object.fromEntries(missing.map((name) => [name, w.required])));
      await expect(field(w.name)).toHaveValue('Ana García');
      await expect(field(w.message)).toHaveValue('Hola <b>mundo</b>');
    });

    test('a valid form sent without JavaScript goes nowhere and keeps its answers', async ({ page }) => {
      const { form, field } = await openForm(page);
      const sent: string[] = [];
      page.on('request', (request) => { if (request.method() !== 'GET') sent.push(`${request.method()} ${request.url()}`); });
      await field(w.name).fill('Ana García');
      await field(w.address).fill('Calle del Olmo 3');
      await field(w.town).fill('Alcobendas');
      await field(w.phoneLabel).fill('9123456789');
      await field(w.emailLabel).fill('ana@colegio.es');
      await field(w.previous).fill('CEIP Norte');
      await form.getByRole('combobox', { name: w.course, exact: true }).selectOption('course2');
      await field(w.message).fill('Quisiera visitar el colegio.');
      await form.getByRole('radiogroup', { name: w.alumni }).getByRole('radio', { name: w.no, exact: true }).check();
      await form.getByRole('radiogroup', { name: w.children }).getByRole('radio', { name: w.yes, exact: true }).check();
      await form.getByRole('checkbox', { name: w.consent }).check();
      expect(await shownNativeErrors(form)).toEqual({});
      await form.getByRole('button', { name: w.send }).click();
      await expect(page).toHaveURL(`/${locale}/contact/`);
      await expect(field(w.name)).toHaveValue('Ana García');
      expect(await shownNativeErrors(form)).toEqual({});
      expect(sent).toEqual([]);
    });
  });
}
