// The script a page runs before any interaction, as issue 19's budget counts
// it: the inline scripts of its HTML (each gzipped on its own, as a host
// would send it were it a file) and every script file it fetches with no
// input at all, until no request has come for two seconds (its body as
// transferred: gzip; not its response headers, which the bench's HTTP/1.1
// server repeats in full on every file, about 1.5 KB of security headers,
// where a CDN's HTTP/2 or HTTP/3 sends them compressed once); whether the page has islands (a data-island root);
// and, on a page with a form, what entering the form adds (its first field
// focused).
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunch } from '../playwright.config';
import { inlineScripts } from './twins';

export type OnUse = {
  /** Script before any interaction: inline (gzip) plus files (their bodies as transferred, gzip). */
  jsBytes: number;
  inlineBytes: number;
  fileBytes: number;
  /** What the page fetches besides with fetch() or XHR before any interaction (payloads, indexes). */
  payloadBytes: number;
  scripts: string[];
  islands: string[];
  /** Scripts added by focusing the page's first form field, if it has a form. */
  formJsBytes?: number;
};

/** Waits until no request has started or ended for `quietMs`, or `maxMs` have passed. */
async function quiet(page: Page, count: () => number, quietMs = 2000, maxMs = 20_000) {
  const end = Date.now() + maxMs;
  let seen = -1;
  while (seen !== count() && Date.now() < end) {
    seen = count();
    await page.waitForTimeout(quietMs);
  }
}

export async function measureOnUse(urls: string[]): Promise<Map<string, OnUse>> {
  const browser = await chromium.launch(chromiumLaunch);
  const results = new Map<string, OnUse>();
  try {
    for (const url of urls) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const sizes: Promise<{ type: string; path: string; bytes: number }>[] = [];
      let events = 0;
      page.on('request', () => (events += 1));
      page.on('requestfailed', () => (events += 1));
      page.on('requestfinished', (request) => {
        events += 1;
        const type = request.resourceType();
        if (type !== 'script' && type !== 'fetch' && type !== 'xhr') return;
        sizes.push(
          request.sizes().then((size) => ({ type, path: new URL(request.url()).pathname, bytes: size.responseBodySize })),
        );
      });
      await page.goto(url, { waitUntil: 'load' });
      await quiet(page, () => events);
      // The inline scripts as the HTML has them (not as scripts may have changed the document since).
      const html = await (await fetch(url)).text();
      const inline = inlineScripts(html).reduce((sum, script) => sum + gzipSync(script).length, 0);
      type Sent = Awaited<(typeof sizes)[number]>;
      const total = (requests: Sent[], ...types: string[]) =>
        requests.filter((request) => types.includes(request.type)).reduce((sum, request) => sum + request.bytes, 0);
      const requests = await Promise.all(sizes);
      const files = total(requests, 'script');
      const result: OnUse = {
        jsBytes: inline + files,
        inlineBytes: inline,
        fileBytes: files,
        payloadBytes: total(requests, 'fetch', 'xhr'),
        scripts: requests.filter((request) => request.type === 'script').map((request) => request.path),
        islands: await page.evaluate(() => [...new Set([...document.querySelectorAll('[data-island]')].map((island) => island.getAttribute('data-island') ?? ''))]),
      };
      const field = page.locator('form input:not([type="hidden"]), form textarea').first();
      if ((await field.count()) > 0) {
        await field.focus();
        await quiet(page, () => events, 500, 10_000);
        result.formJsBytes = total((await Promise.all(sizes)).slice(requests.length), 'script');
      }
      results.set(url, result);
      process.stderr.write(`script before input ${(result.jsBytes / 1024).toFixed(1)} KB (inline ${(inline / 1024).toFixed(1)} KB) ${url}\n`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
