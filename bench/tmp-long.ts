import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../playwright.config';
import { phonePage } from './first-use';
async function main() {
  const browser = await chromium.launch(chromiumLaunch);
  for (const [path, sel] of [['/es/contact/', '[data-testid="contact-form"]'], ['/es/', '[aria-labelledby="home-facilities"]'], ['/es/admission/fees/', '[data-testid="cost-calculator"]']] as const) {
    for (let run = 0; run < 2; run++) {
      const { page } = await phonePage(browser);
      await page.addInitScript(() => {
        (globalThis as unknown as { longs: string[] }).longs = [];
        new PerformanceObserver((list) => { for (const e of list.getEntries()) (globalThis as unknown as { longs: string[] }).longs.push(`${Math.round(e.startTime)}+${Math.round(e.duration)}`); }).observe({ type: 'longtask', buffered: true });
      });
      await page.goto(`http://127.0.0.1:4399${path}`, { waitUntil: 'domcontentloaded' });
      await page.locator(sel).first().scrollIntoViewIfNeeded();
      await page.waitForLoadState('load');
      await page.waitForTimeout(6000);
      const r = await page.evaluate(() => ({ longs: (globalThis as unknown as { longs: string[] }).longs, load: Math.round((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd), islands: document.documentElement.getAttribute('data-islands') }));
      console.log(path, 'load', r.load, r.islands, r.longs.join(' '));
      await page.context().close();
    }
  }
  await browser.close();
}
void main();
