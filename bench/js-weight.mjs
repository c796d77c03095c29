// First-load JavaScript per page, as a browser transfers it (gzip, from
// scripts/serve.mjs). Usage: node bench/js-weight.mjs [baseURL]
// Prints a Markdown table; used for issue reports and by the benchmark.
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://localhost:4173';
export const samplePages = {
  home: '/es/',
  'section index': '/es/services/',
  'text page': '/es/meetus/founder/',
  fees: '/es/admission/fees/',
  calendar: '/es/life/calendar/',
  'camp detail': '/es/camps/antibes/',
  'bus routes': '/es/services/routes/',
  contact: '/es/contact/',
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const rows = [];
for (const [name, path] of Object.entries(samplePages)) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes();
    scripts.push(sizes.responseBodySize + sizes.responseHeadersSize);
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  const bytes = scripts.reduce((sum, size) => sum + size, 0);
  rows.push({ name, path, requests: scripts.length, kb: (bytes / 1024).toFixed(1) });
  await context.close();
}
await browser.close();
console.log('| page | path | JS requests | JS transferred (KB, gzip) |\n| --- | --- | ---: | ---: |');
for (const row of rows) console.log(`| ${row.name} | ${row.path} | ${row.requests} | ${row.kb} |`);
