import { expect, test } from '@playwright/test';
import { fakeVideoHost, watchCspViolations } from './support/security';
import { menuPanel, waitForIslands } from './support/ui';

const policyOf = (html: string) => html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/)?.[1]?.replace(/&#x27;|&#39;/g, "'");

test('every page carries a strict policy first in its head: scripts by hash, never unsafe-inline or unsafe-eval', async ({ request }) => {
  for (const url of ['/es/', '/en/contact/', '/es/privacy/', '/stages/', '/404.html']) {
    const html = await (await request.get(url)).text();
    const policy = policyOf(html);
    expect(policy, url).toBeDefined();
    const scriptSrc = policy!.split('; ').find((directive) => directive.startsWith('script-src '))!;
    expect(scriptSrc, url).toMatch(/^script-src 'self' /);
    expect(scriptSrc, url).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
    // 'wasm-unsafe-eval' (the search's WebAssembly) is another keyword: it allows no eval of script text.
    expect(policy, url).not.toContain("'unsafe-eval'");
    expect(scriptSrc, url).not.toContain("'unsafe-inline'");
    for (const part of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", 'frame-src https://www.youtube-nocookie.com', "img-src 'self' data:", "font-src 'self'", "connect-src 'self'"])
      expect(policy, url).toContain(part);
    // Nothing runs before the policy: it precedes the first script.
    expect(html.indexOf('http-equiv="Content-Security-Policy"'), url).toBeLessThan(html.indexOf('<script'));
  }
});

test('the policy is enforced: an inline script that is not in it never runs', async ({ page }) => {
  const violations = await watchCspViolations(page);
  await page.goto('/es/');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations[0]).toContain('script-src');
});

// No CSP violation on any page: all-pages.spec.ts.

test('no CSP violation on the redirect pages and the 404', async ({ page }) => {
  const violations = await watchCspViolations(page);
  await page.goto('/admission/fees/');
  await page.waitForURL('/es/admission/fees/');
  await page.goto('/en/no-such-page/');
  await page.waitForURL('/en/');
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test.describe('the islands still work under the policy', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('navbar dropdown, carousel, contact form and video player', async ({ page }) => {
    const violations = await watchCspViolations(page);
    await fakeVideoHost(page);

    await page.goto('/es/');
    await waitForIslands(page);
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    const toggle = nav.getByRole('button', { name: 'Mostrar el submenú de Conócenos' });
    await toggle.click();
    await expect((await menuPanel(toggle)).getByRole('link', { name: 'Manifiesto' })).toBeVisible();
    await page.mouse.move(640, 700);

    const carousel = page.locator('[data-carousel="hero"]');
    const active = carousel.locator('[data-active="true"]');
    await expect(active).toHaveAttribute('aria-label', '1 de 3');
    await carousel.getByRole('button', { name: 'Siguiente' }).click();
    await expect(active).not.toHaveAttribute('aria-label', '1 de 3');

    await page.getByTestId('video-play').first().click();
    await expect(page.getByTestId('video-player')).toBeVisible();
    await expect(page.getByTestId('video-player').locator('iframe')).not.toHaveCount(0);

    await page.goto('/en/contact/');
    await waitForIslands(page);
    const form = page.getByTestId('contact-form');
    const name = form.getByRole('textbox', { name: 'Full name', exact: true });
    await name.focus();
    await name.blur();
    await expect(form.getByText('Required').first()).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    expect(violations).toEqual([]);
  });
});
