// The phone profile every first-use measure runs on, and, on home, how long
// the hero takes to change with no input at all. The first touch of each
// control is in bench/first-touch.ts. Every visit is a first visit: a fresh
// browser context, with nothing cached or stored, in a browser with V8's
// inspector off (bench/quiet-browser.ts).
import { launchQuietBrowser, type QuietBrowser } from './quiet-browser';

/** Lighthouse's slow-4G phone: 390×844 touch screen, CPU slowed 4×, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBitsPerSecond: 1.6e6,
  uploadBitsPerSecond: 750e3,
} as const;

/** On home: milliseconds from `load` until the hero shows its second slide, with no input. */
async function heroChangeOnce(browser: QuietBrowser, url: string): Promise<number> {
  const page = await browser.phonePage(phone);
  try {
    await page.goto(url, 120_000);
    const changed = await page.waitFor(
      () => {
        // The hero is the page's first carousel.
        const hero = document.querySelector('[data-carousel="hero"]') ?? document.querySelector('[aria-roledescription="carousel"]');
        const slides = [...(hero?.querySelectorAll('[aria-roledescription="slide"]') ?? [])];
        return slides.findIndex((slide) => slide.getAttribute('data-active') === 'true') > 0;
      },
      null,
      { timeoutMs: 30_000, pollingMs: 50 },
    );
    if (!changed) throw new Error(`${url}: the hero did not change within 30 s of load`);
    return Math.round(await page.evaluate(() => performance.now() - (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd, null));
  } finally {
    await page.close();
  }
}

/** How long each home's hero takes to change after load with no input, `runs` times each. */
export async function measureHeroChange(heroUrls: string[], runs: number): Promise<Map<string, number[]>> {
  const browser = await launchQuietBrowser();
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
