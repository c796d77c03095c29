// The phone profile every first-use measure runs on, and, on home, how long
// the hero takes to change with no input at all. The first touch of each
// control is in bench/first-touch.ts. Every visit is a first visit: a fresh
// browser context, with nothing cached or stored.
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { chromiumLaunch } from '../playwright.config';

/** Lighthouse's slow-4G phone: 390×844 touch screen, CPU slowed 4×, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBitsPerSecond: 1.6e6,
  uploadBitsPerSecond: 750e3,
} as const;

/** A page in a fresh context (a fresh profile: no cache, no storage) on the phone profile, and its DevTools session. */
export async function phonePage(browser: Browser): Promise<{ page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({
    viewport: phone.viewport,
    deviceScaleFactor: phone.deviceScaleFactor,
    isMobile: phone.isMobile,
    hasTouch: phone.hasTouch,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: phone.latencyMs,
    downloadThroughput: phone.downloadBitsPerSecond / 8,
    uploadThroughput: phone.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdown });
  // tsx keeps functions' names with a helper, __name, that functions sent into the page then call.
  await page.addInitScript('globalThis.__name ??= (target) => target;');
  return { page, cdp };
}

/** On home: milliseconds from `load` until the hero shows its second slide, with no input. */
async function heroChangeOnce(browser: Browser, url: string): Promise<number> {
  const { page } = await phonePage(browser);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(
      () => {
        // The hero is the page's first carousel.
        const hero = document.querySelector('[data-carousel="hero"]') ?? document.querySelector('[aria-roledescription="carousel"]');
        const slides = [...(hero?.querySelectorAll('[aria-roledescription="slide"]') ?? [])];
        return slides.findIndex((slide) => slide.getAttribute('data-active') === 'true') > 0;
      },
      null,
      { timeout: 30_000, polling: 50 },
    );
    return Math.round(await page.evaluate(() => performance.now() - (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd));
  } finally {
    await page.context().close();
  }
}

/** How long each home's hero takes to change after load with no input, `runs` times each. */
export async function measureHeroChange(heroUrls: string[], runs: number): Promise<Map<string, number[]>> {
  const browser = await chromium.launch(chromiumLaunch);
  const heroChange = new Map<string, number[]>();
  try {
    for (const url of heroUrls) {
      const values: number[] = [];
      for (let run = 0; run < runs; run += 1) values.push(await heroChangeOnce(browser, url));
      heroChange.set(url, values);
      process.stderr.write(`hero change ${JSON.stringify(values)} ${url}\n`);
    }
  } finally {
    await browser.close();
  }
  return heroChange;
}
