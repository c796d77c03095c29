import { chromium } from '@playwright/test';
import { chromiumLaunch } from './playwright.config';
import { writeFileSync } from 'node:fs';
const browser = await chromium.launch(chromiumLaunch);
const url = process.argv[2]!;
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');
await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'] });
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(5000);
const buf = await browser.stopTracing();
const trace = JSON.parse(buf.toString());
const events = trace.traceEvents as any[];
const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'NavigationStartToLargestContentfulPaint')?.ts ?? Math.min(...events.filter(e=>e.ts>0).map((e) => e.ts));
const mainPid = events.find((e) => e.name === 'TracingStartedInBrowser')?.args?.data?.frames?.[0]?.processId;
const tasks = events.filter((e) => e.name === 'RunTask' && e.dur > 40000 && e.pid === mainPid);
for (const t of tasks) {
  const inner = events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e.name !== 'RunTask' && (e.dur ?? 0) > 8000);
  console.log(Math.round((t.ts - nav) / 1000), Math.round(t.dur / 1000), inner.slice(0, 8).map((e) => `${e.name}${e.args?.data?.url ? ':' + e.args.data.url.split('/').pop() : ''}${e.args?.data?.functionName ? ':' + e.args.data.functionName : ''}(${Math.round(e.dur / 1000)})`).join(' '));
}
await browser.close();
