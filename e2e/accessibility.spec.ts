import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { localizedPath, routes, sections } from '@/content/navigation';
import { routing } from '@/i18n/routing';
import { openDisclosure } from './support/ui';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

const groups = [
  { name: 'home', routes: routes.filter((route) => route.key === 'home') },
  ...sections.map((section) => ({ name: section.key, routes: routes.filter((route) => route.section === section.key) })),
];

for (const locale of routing.locales) {
  test.describe(`axe (WCAG 2.2 AA) in ${locale}`, () => {
    for (const group of groups) {
      test(`${group.name}: 0 serious or critical violations`, async ({ page }) => {
        for (const route of group.routes) {
          const url = localizedPath(locale, route.path);
          await page.goto(url);
          expect.soft(await seriousViolations(page), url).toEqual([]);
        }
      });
    }
  });
}

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
