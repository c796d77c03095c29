// The JavaScript a page loads for its islands, on its own: the framework's
// scripts and the route payload the deferred loader fetches behind the
// page's first picture (see scripts/postbuild/deferred-scripts.ts), none on
// a page without islands; and on a page with a form, what entering the form
// adds (its rules, loaded on first focus).
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../playwright.config';
import { waitForIslands } from '../e2e/support/ui';

export type OnUse = {
  jsBytes: number;
  payloadBytes: number;
  scripts: string[];
  /** Scripts added by focusing the page's first form field, if it has a form. */
  formJsBytes?: number;
};

export async function measureOnUse(urls: string[]): Promise<Map<string, OnUse>> {
  const browser = await chromium.launch(chromiumLaunch);
  const results = new Map<string, OnUse>();
  try {
    for (const url of urls) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const sizes: Promise<{ type: string; path: string; bytes: number }>[] = [];
      page.on('requestfinished', (request) => {
        const type = request.resourceType();
        if (type !== 'script' && type !== 'fetch') return;
        sizes.push(
          request.sizes().then((size) => ({ type, path: new URL(request.url()).pathname, bytes: size.responseBodySize + size.responseHeadersSize })),
        );
      });
      await page.goto(url, { waitUntil: 'load' });
      await waitForIslands(page);
      await page.waitForLoadState('networkidle');
      type Sent = Awaited<(typeof sizes)[number]>;
      const total = (requests: Sent[], type: string) =>
        requests.filter((request) => request.type === type).reduce((sum, request) => sum + request.bytes, 0);
      const requests = await Promise.all(sizes);
      const result: OnUse = {
        jsBytes: total(requests, 'script'),
        payloadBytes: total(requests, 'fetch'),
        scripts: requests.filter((request) => request.type === 'script').map((request) => request.path),
      };
      const field = page.locator('form input:not([type="hidden"]), form textarea').first();
      if ((await field.count()) > 0) {
        await field.focus();
        // The load state stays "networkidle" once reached: wait until no request has come for half a second.
        let seen: number;
        do {
          seen = sizes.length;
          await page.waitForTimeout(500);
        } while (sizes.length !== seen);
        result.formJsBytes = total((await Promise.all(sizes)).slice(requests.length), 'script');
      }
      results.set(url, result);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
