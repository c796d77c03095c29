import { expect, test } from '@playwright/test';

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
    const menu = page.getByRole('navigation', { name: 'Menú del sitio' });
    await burger.tap();
    await expect(menu).toBeVisible();
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
