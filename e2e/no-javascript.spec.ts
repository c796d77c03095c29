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
