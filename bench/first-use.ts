// First use on a phone: what a visitor feels, which Lighthouse does not see.
// On the phone profile below, for each page: the time from a first tap's input
// timestamp to the first frame in which the menu is open, for a tap 1, 2, 3
// and 4 s after `load`; the same taps on a native popover reference page
// (bench/native-reference); and, on home, how long the hero takes to change
// with no input at all. Every visit is a first visit (a fresh context).
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumLaunch } from '../playwright.config';
import { median } from './median';

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

/** Seconds after `load` at which the first tap lands. */
export const tapDelays = [1, 2, 3, 4] as const;

/** The menu button every page (and the reference) has, and its panel. */
const menuPanelId = 'menu-site';

export type TapResult = {
  /** Milliseconds from tap to the first frame with the menu open, per tap delay, one value per run. */
  byDelay: Record<string, number[]>;
  median: number;
  medianByDelay: Record<string, number>;
};

export type FirstUse = { taps: Map<string, TapResult>; heroChange: Map<string, number[]> };

async function phonePage(browser: Browser): Promise<Page> {
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
  return page;
}

type TapRecord = { tapAt?: number; openAt?: number };

/**
 * In the page from its first byte: the tap's input timestamp (the first
 * pointerdown's), and the first frame once the menu starts to open
 * (beforetoggle fires as it opens; the next animation frame paints it).
 */
function recordFirstTap(panelId: string) {
  const record: TapRecord = {};
  (window as unknown as { __firstTap: TapRecord }).__firstTap = record;
  // On window, ahead of the page's own listeners, which may keep a press from the document.
  window.addEventListener('pointerdown', (event) => {
    record.tapAt ??= event.timeStamp;
  }, true);
  document.addEventListener('beforetoggle', (event) => {
    const target = event.target as HTMLElement;
    if (target.id !== panelId || (event as ToggleEvent).newState !== 'open' || record.openAt !== undefined) return;
    requestAnimationFrame(() => {
      record.openAt = performance.now();
    });
  }, true);
}

async function tapOnce(browser: Browser, url: string, delaySeconds: number): Promise<number> {
  const page = await phonePage(browser);
  try {
    await page.addInitScript(recordFirstTap, menuPanelId);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // Where to tap, read at once: asking the page later could wait for its busy main thread.
    const box = await page.locator(`[popovertarget="${menuPanelId}"]`).first().boundingBox();
    if (!box) throw new Error(`${url}: no menu button`);
    await page.waitForTimeout(delaySeconds * 1000);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForFunction(() => (window as unknown as { __firstTap: TapRecord }).__firstTap.openAt !== undefined, null, { timeout: 30_000 });
    const { tapAt, openAt } = await page.evaluate(() => (window as unknown as { __firstTap: TapRecord }).__firstTap);
    if (tapAt === undefined) throw new Error(`${url}: the tap was not seen`);
    return Math.round(openAt! - tapAt);
  } finally {
    await page.context().close();
  }
}

/** On home: milliseconds from `load` until the hero shows its second slide, with no input. */
async function heroChangeOnce(browser: Browser, url: string): Promise<number> {
  const page = await phonePage(browser);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    const active = '[data-carousel="hero"] [data-active="true"]';
    await page.waitForFunction((selector) => document.querySelector(selector)?.getAttribute('aria-label')?.startsWith('2'), active, { timeout: 30_000, polling: 50 });
    return Math.round(await page.evaluate(() => performance.now() - (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd));
  } finally {
    await page.context().close();
  }
}

function summarise(byDelay: Record<string, number[]>): TapResult {
  return {
    byDelay,
    median: median(Object.values(byDelay).flat()),
    medianByDelay: Object.fromEntries(Object.entries(byDelay).map(([delay, values]) => [delay, median(values)])),
  };
}

/** Measures every URL's first taps, `runs` times per tap delay, and the hero of each URL in `heroUrls`. */
export async function measureFirstUse(urls: string[], heroUrls: string[], runs: number): Promise<FirstUse> {
  const browser = await chromium.launch(chromiumLaunch);
  const taps = new Map<string, TapResult>();
  const heroChange = new Map<string, number[]>();
  try {
    for (const url of urls) {
      const byDelay: Record<string, number[]> = {};
      for (const delay of tapDelays) {
        byDelay[delay] = [];
        for (let run = 0; run < runs; run += 1) byDelay[delay]!.push(await tapOnce(browser, url, delay));
      }
      taps.set(url, summarise(byDelay));
      process.stderr.write(`first tap ${JSON.stringify(byDelay)} ${url}\n`);
    }
    for (const url of heroUrls) {
      const values: number[] = [];
      for (let run = 0; run < runs; run += 1) values.push(await heroChangeOnce(browser, url));
      heroChange.set(url, values);
      process.stderr.write(`hero change ${JSON.stringify(values)} ${url}\n`);
    }
  } finally {
    await browser.close();
  }
  return { taps, heroChange };
}
