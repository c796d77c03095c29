import { expect, test } from '@playwright/test';
import { routing } from '@/i18n/routing';
import { pageGroups } from './support/security';

// What the cookie policy promises (content/legal.ts): no cookie, nothing in
// localStorage, and no request to anyone else until a video's play button.
for (const locale of routing.locales) {
  test.describe(`privacy on every page (${locale})`, () => {
    for (const group of pageGroups(locale)) {
      test(`${group.name}: no request leaves the site, no cookie, no localStorage`, async ({ page, context, baseURL }) => {
        const origin = new URL(baseURL!).origin;
        const elsewhere: string[] = [];
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (url.protocol !== 'data:' && url.origin !== origin) elsewhere.push(`${page.url()} → ${request.url()}`);
        });
        // Anything that did try to leave is answered here, never sent.
        await page.route((url) => url.origin !== origin && url.protocol !== 'data:', (route) => route.abort());

        for (const url of group.urls) {
          await page.goto(url);
          await page.waitForLoadState('networkidle');
          expect.soft(await page.evaluate(() => localStorage.length), `${url} localStorage`).toBe(0);
        }
        expect(elsewhere).toEqual([]);
        expect(await context.cookies()).toEqual([]);
        expect(await page.evaluate(() => document.cookie)).toBe('');
        expect(await page.evaluate(() => localStorage.length)).toBe(0);
      });
    }
  });
}
