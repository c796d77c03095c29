import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { menuPanel } from './support/ui';

// Every page as it loads: all-pages.spec.ts.

test.describe('axe with menus open', () => {
  test('desktop dropdown and language menu', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/es/admission/fees/');
    for (const name of ['Mostrar el submenú de Admisiones', 'Elegir idioma']) {
      const button = page.getByRole('button', { name });
      await button.click();
      await expect(await menuPanel(button)).toBeVisible();
      expect(await seriousViolations(page), name).toEqual([]);
    }
  });

  test('mobile menu, strip and widget', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/services/routes/');
    for (const name of ['Quick links', 'Open menu']) {
      const button = page.getByRole('button', { name });
      await button.click();
      await expect(await menuPanel(button)).toBeVisible();
      expect(await seriousViolations(page), name).toEqual([]);
    }
  });

  test('the 404 page', async ({ page }) => {
    await page.route('**/*', (route) => route.continue());
    const response = await page.request.get('/missing/');
    await page.setContent(await response.text());
    expect(await seriousViolations(page)).toEqual([]);
  });
});
