import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../playwright.config';
async function main() {
  const browser = await chromium.launch(chromiumLaunch);
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  for (const path of ['/es/contact/', '/en/contact/', '/es/', '/es/admission/fees/']) {
    await page.goto(`http://127.0.0.1:4399${path}`);
    const r = await page.evaluate(() => [...document.querySelectorAll('[data-island]')].map((e) => `${e.getAttribute('data-island')}@${Math.round((e.querySelector('form,section,div') ?? e).getBoundingClientRect().top)}`));
    console.log(path, r.join(' '));
  }
  await browser.close();
}
void main();
