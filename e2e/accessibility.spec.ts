import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { openDisclosure } from './support/ui';

// Every page as it loads: all-pages.spec.ts.

test.describe('axe with menus open', () => {
  test('desktop dropdown and language menu', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/es/admission/fees/');
    await openDisclosure(page.getByRole('button', { name: 'Mostrar el submenú de Admisiones' }));
    expect(await seriousViolations(page)).toEqual([]);
    await openDisclosure(page.getByRole('button', { name: 'Elegir idioma' }));
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('mobile menu, strip and widget', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/services/routes/');
    await openDisclosure(page.getByRole('button', { name: 'Quick links' }));
    expect(await seriousViolations(page)).toEqual([]);
    await openDisclosure(page.getByRole('button', { name: 'Open menu' }));
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the 404 page', async ({ page }) => {
    await page.route('**/*', (route) => route.continue());
    const response = await page.request.get('/missing/');
    await page.setContent(await response.text());
    expect(await seriousViolations(page)).toEqual([]);
  });
});
