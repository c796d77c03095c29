import { expect, test, type Page } from '@playwright/test';
import { childrenOf } from '@/content/navigation';
import { isPopoverOpen, menuPanel } from './support/ui';

const header = (page: Page) => page.locator('header');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });
const islandCode = /\/islands\/[^?]+\.js(\?|$)/;

/**
 * The page read to its end (its footer is there) while the islands' code never arrives (the requests hang, as on
 * a stalled connection): every menu must work without it. The islands' loader, which their early touches add once the page
 * has loaded and painted, is such code too.
 */
async function parsedWithoutIslandCode(page: Page, url: string) {
  await page.route(islandCode, () => {});
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('footer').last().waitFor({ state: 'attached' });
}

test.describe('desktop navbar', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a section dropdown opens on hover and closes when the pointer leaves', async ({ page }) => {
    await page.goto('/es/stages/');
    const panel = await menuPanel(mainNav(page).getByRole('button', { name: 'Mostrar el submenú de Conócenos' }));
    await expect(panel).toBeHidden();
    await mainNav(page).getByRole('link', { name: 'Conócenos', exact: true }).hover();
    const items = childrenOf('meetus', { menuOnly: true });
    await expect(panel.getByRole('link')).toHaveCount(items.length);
    await expect(panel.getByRole('link', { name: 'Manifiesto' })).toBeVisible();
    // Escape hides what hovering shows (WCAG 1.4.13), until the pointer leaves and comes back.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await page.mouse.move(640, 700);
    await mainNav(page).getByRole('link', { name: 'Conócenos', exact: true }).hover();
    await expect(panel).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(panel).toBeHidden();
  });

  test('keyboard: Enter opens a dropdown, Tab enters it, Escape closes and returns focus', async ({ page }) => {
    await page.goto('/es/stages/');
    const toggle = mainNav(page).getByRole('button', { name: 'Mostrar el submenú de Admisiones' });
    const panel = await menuPanel(toggle);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    expect(await isPopoverOpen(panel)).toBe(true);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText('Solicitud de plaza');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    // Space toggles too, and leaving the menu with Tab closes it.
    await page.keyboard.press('Space');
    await expect(panel).toBeVisible();
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('Tab');
    await expect(panel).toBeHidden();
  });

  test('one menu open at a time; a click outside closes it', async ({ page }) => {
    await page.goto('/es/stages/');
    const dropdown = await menuPanel(mainNav(page).getByRole('button', { name: 'Mostrar el submenú de Admisiones' }));
    const language = await menuPanel(page.getByRole('button', { name: 'Elegir idioma' }));
    await mainNav(page).getByRole('button', { name: 'Mostrar el submenú de Admisiones' }).click();
    await expect(dropdown).toBeVisible();
    await page.getByRole('button', { name: 'Elegir idioma' }).click();
    await expect(language).toBeVisible();
    expect(await isPopoverOpen(dropdown)).toBe(false);
    await page.mouse.click(640, 600);
    await expect(language).toBeHidden();
    await expect(dropdown).toBeHidden();
  });

  test('menus work before, and without, the code of the islands', async ({ page }) => {
    await parsedWithoutIslandCode(page, '/es/');
    const toggle = mainNav(page).getByRole('button', { name: 'Mostrar el submenú de Servicios' });
    await toggle.click();
    await expect((await menuPanel(toggle)).getByRole('link', { name: 'Comedor' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Elegir idioma' }).click();
    await page.getByRole('link', { name: /EN\s+English/ }).click();
    await expect(page).toHaveURL('/en/');
  });

  test('a dropdown item navigates; top-level links go to the section page', async ({ page }) => {
    await page.goto('/es/');
    await mainNav(page).getByRole('link', { name: 'Servicios', exact: true }).hover();
    await mainNav(page).getByRole('link', { name: 'Comedor' }).click();
    await expect(page).toHaveURL('/es/services/diningroom/');
    await mainNav(page).getByRole('link', { name: 'Etapas', exact: true }).click();
    await expect(page).toHaveURL('/es/stages/');
    await expect(page.locator('h1')).toHaveText('Etapas');
  });

  test('the globe switches to the same page in the other language', async ({ page }) => {
    await page.goto('/es/admission/fees/');
    await page.getByRole('button', { name: 'Elegir idioma' }).click();
    await page.getByRole('link', { name: /EN\s+English/ }).click();
    await expect(page).toHaveURL('/en/admission/fees/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'Choose language' }).click();
    await page.getByRole('link', { name: /ES\s+Español/ }).click();
    await expect(page).toHaveURL('/es/admission/fees/');
  });

  test('the envelope leads to contact; the user icon is shown and inert', async ({ page }) => {
    await page.goto('/en/life/');
    const user = page.getByTestId('user-icon');
    await expect(user).toBeVisible();
    await expect(user).toHaveAttribute('aria-hidden', 'true');
    expect(await user.evaluate((element) => element.closest('a, button'))).toBeNull();
    await header(page).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/en/contact/');
  });

  test('the side navigation marks the current page and jumps to the page content', async ({ page }) => {
    await page.goto('/es/meetus/founder/');
    const side = page.getByRole('navigation', { name: 'Páginas de Conócenos' }).first();
    await expect(side.getByRole('link', { name: 'El fundador' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText('Inicio/Conócenos');
    await side.getByRole('link', { name: 'Manifiesto' }).click();
    await expect(page).toHaveURL('/es/meetus/manifiesto/#page-content');
    await expect(side.getByRole('link', { name: 'Manifiesto' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('navbar style follows the scroll', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('content pages turn solid past one screen height minus 80 px', async ({ page }) => {
    await page.goto('/es/meetus/founder/');
    await expect(header(page)).toHaveAttribute('data-solid', 'false');
    await page.evaluate(() => window.scrollTo(0, window.innerHeight - 80 - 20));
    await expect(header(page)).toHaveAttribute('data-solid', 'false');
    await page.evaluate(() => window.scrollTo(0, window.innerHeight - 80 + 20));
    await expect(header(page)).toHaveAttribute('data-solid', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header(page)).toHaveAttribute('data-solid', 'false');
  });

  for (const path of ['/es/services/', '/es/life/calendar/', '/en/media/tv/']) {
    test(`always solid on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(header(page)).toHaveAttribute('data-solid', 'true');
    });
  }

  for (const path of ['/es/', '/en/ibschool/']) {
    test(`never solid on ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(200);
      await expect(header(page)).toHaveAttribute('data-solid', 'false');
    });
  }
});

test.describe('mobile navbar', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the first tap on the burger opens the menu, with no island code on the page', async ({ page }) => {
    await parsedWithoutIslandCode(page, '/es/meetus/founder/');
    const burger = page.getByRole('button', { name: 'Abrir menú' });
    await burger.tap();
    await expect(mainNav(page)).toBeVisible();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    // A second tap closes it.
    await burger.tap();
    await expect(mainNav(page)).toBeHidden();
  });

  test('the burger opens the menu, focus moves in, Escape closes it', async ({ page }) => {
    await page.goto('/es/admission/fees/');
    await expect(mainNav(page)).toBeHidden();
    const burger = page.getByRole('button', { name: 'Abrir menú' });
    await burger.tap();
    const menu = mainNav(page);
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Conócenos', exact: true })).toBeFocused();
    await expect(menu.getByRole('link', { name: 'Honorarios' })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(burger).toBeFocused();
    // The same icons as on desktop.
    await expect(page.getByRole('button', { name: 'Elegir idioma' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Contacto' })).toBeVisible();
    await expect(page.getByTestId('user-icon')).toBeVisible();
  });

  test('a link in the burger menu navigates and closes it', async ({ page }) => {
    await page.goto('/es/');
    await page.getByRole('button', { name: 'Abrir menú' }).tap();
    await mainNav(page).getByRole('link', { name: 'Rutas' }).click();
    await expect(page).toHaveURL('/es/services/routes/');
    await expect(mainNav(page)).toBeHidden();
  });

  test('the sub-menu strip lists the section and marks the current page', async ({ page }) => {
    await page.goto('/es/admission/fees/');
    const strip = page.getByTestId('submenu-strip');
    await expect(strip).toBeVisible();
    await expect(strip.getByRole('link')).toHaveCount(childrenOf('admission', { menuOnly: true }).length);
    await expect(strip.getByRole('link', { name: 'Honorarios' })).toHaveAttribute('aria-current', 'page');
    await strip.getByRole('link', { name: 'Visita' }).click();
    await expect(page).toHaveURL('/es/admission/visit/#page-content');
    await expect(strip.getByRole('link', { name: 'Visita' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('widget menu and scroll arrows', () => {
  test('the widget button shows and hides the quick links', async ({ page }) => {
    await page.goto('/es/stages/');
    const toggle = page.getByRole('button', { name: 'Accesos rápidos' });
    const widget = page.getByTestId('widget');
    await expect(widget.getByRole('link', { name: 'Calendario' })).toBeHidden();
    await toggle.click();
    for (const name of ['Recordatorios', 'Calendario', 'Escuela de padres', 'Menú']) {
      await expect(widget.getByRole('link', { name })).toBeVisible();
    }
    await toggle.click();
    await expect(widget.getByRole('link', { name: 'Calendario' })).toBeHidden();
    await toggle.click();
    await widget.getByRole('link', { name: 'Menú' }).click();
    await expect(page).toHaveURL('/es/services/diningroom/');
  });

  test('home: the down arrow hides after 40 px, the up arrow shows and goes back to the top', async ({ page }) => {
    await page.goto('/es/');
    const down = page.getByTestId('scroll-down');
    const up = page.getByTestId('scroll-up');
    await expect(down).toBeVisible();
    await expect(up).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 39));
    await page.waitForTimeout(100);
    await expect(down).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(down).toBeHidden();
    await expect(up).toBeVisible();
    await up.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(down).toBeVisible();
  });
});

test.describe('browsers without popovers', () => {
  test('each menu button has a fallback link to somewhere useful, hidden where popovers work', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/es/services/routes/');
    const fallbacks = page.locator('header a[aria-label], [data-testid="widget"] a[aria-label]');
    const targets = Object.fromEntries(
      await fallbacks.evaluateAll((links) => links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])),
    );
    // The language menu's link is named for where it goes, in that language.
    expect(targets).toMatchObject({ 'Abrir menú': '#site-map', 'Accesos rápidos': '#site-map', English: '/en/services/routes/' });
    await expect(page.locator('header a[aria-label="English"]')).toHaveAttribute('hreflang', 'en');
    await expect(page.locator('header a[aria-label="English"]')).toHaveAttribute('lang', 'en');
    for (const [button, link] of [['Abrir menú', 'Abrir menú'], ['Accesos rápidos', 'Accesos rápidos'], ['Elegir idioma', 'English']]) {
      await expect(page.getByRole('link', { name: link, exact: true }).and(page.locator('[aria-label]'))).toBeHidden();
      await expect(page.getByRole('button', { name: button })).toBeVisible();
    }
    await expect(page.locator('footer #site-map').getByRole('link')).not.toHaveCount(0);
  });
});
