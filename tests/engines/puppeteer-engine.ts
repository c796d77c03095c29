import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import chromiumFlags from '@/scripts/chromium-flags.json';
import { pageScript, type EnginePage, type EngineSession, type Viewport } from './engine-page';
import { stateTimeoutMs } from './visit';

/**
 * Chromium and Firefox ESR, Debian's own builds, driven by puppeteer-core
 * over WebDriver BiDi: the same client and the same protocol for both, the
 * W3C's, which Firefox speaks itself (no geckodriver) and Chromium through
 * the mapper puppeteer-core brings. Each is started headless, asking for
 * reduced motion, with every host but loopback sent to the outside world.
 */
export async function startChromium(proxy: string): Promise<EngineSession> {
  const browser = await puppeteer.launch({
    browser: 'chrome',
    protocol: 'webDriverBiDi',
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...chromiumFlags, '--force-prefers-reduced-motion', `--proxy-server=http://${proxy}`],
    protocolTimeout: stateTimeoutMs * 3,
  });
  return session(browser);
}

export async function startFirefox(proxy: string): Promise<EngineSession> {
  const [host, port] = proxy.split(':');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    headless: true,
    extraPrefsFirefox: {
      'ui.prefersReducedMotion': 1,
      // A manual proxy for every scheme; Firefox never sends loopback addresses to a proxy.
      'network.proxy.type': 1,
      'network.proxy.share_proxy_settings': true,
      'network.proxy.http': host,
      'network.proxy.http_port': Number(port),
      'network.proxy.ssl': host,
      'network.proxy.ssl_port': Number(port),
    },
    protocolTimeout: stateTimeoutMs * 3,
  });
  return session(browser);
}

async function session(browser: Browser): Promise<EngineSession> {
  // A page of its own: the tab a headless Firefox starts with never has the focus (document.hasFocus() is
  // false, and no focus event fires in it), while a family's browser window has it.
  const [first] = await browser.pages();
  const page = await browser.newPage();
  await first?.close();
  page.setDefaultTimeout(stateTimeoutMs);
  return { page: new PuppeteerPage(page), version: await browser.version(), close: () => browser.close() };
}

class PuppeteerPage implements EnginePage {
  constructor(private readonly page: Page) {}

  setViewport({ width, height }: Viewport) {
    return this.page.setViewport({ width, height });
  }

  async goto(url: string) {
    await this.page.goto(url, { waitUntil: 'load' });
  }

  async reload() {
    await this.page.reload({ waitUntil: 'load' });
  }

  async click(selector: string) {
    await (await this.page.waitForSelector(selector, { visible: true }))!.click();
  }

  async hover(selector: string) {
    await (await this.page.waitForSelector(selector, { visible: true }))!.hover();
  }

  pointerTo(x: number, y: number) {
    return this.page.mouse.move(x, y);
  }

  clickAt(x: number, y: number) {
    return this.page.mouse.click(x, y);
  }

  press(key: Parameters<EnginePage['press']>[0]) {
    return this.page.keyboard.press(key);
  }

  type(text: string) {
    return this.page.keyboard.type(text);
  }

  async select(selector: string, value: string) {
    await this.page.waitForSelector(selector, { visible: true });
    await this.page.select(selector, value);
  }

  evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args) {
    return this.page.evaluate(`(async () => {\n${pageScript(fn, args)}\n})()`) as Promise<Awaited<Result>>;
  }

  async acceptAlert(action: () => Promise<void>) {
    const message = new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no alert within ${stateTimeoutMs} ms`)), stateTimeoutMs);
      this.page.once('dialog', (dialog) => {
        clearTimeout(timer);
        if (dialog.type() !== 'alert') reject(new Error(`a ${dialog.type()} opened, not an alert`));
        void dialog.accept().then(() => resolve(dialog.message()), reject);
      });
    });
    await action();
    return message;
  }
}
