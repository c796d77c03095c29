import { spawn } from 'node:child_process';
import { globSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remote } from 'webdriverio';
import { pageScript, type EnginePage, type EngineSession, type Key, type Viewport } from './engine-page';
import { stateTimeoutMs } from './visit';
import { screen, startXvfb } from './xvfb';

/**
 * WebKitGTK, Debian's build: its WebDriver server (WebKitWebDriver, from
 * webkit2gtk-driver) drives its MiniBrowser on a virtual display of our own,
 * through WebdriverIO in standalone mode, over classic WebDriver (WebKitGTK
 * has no WebDriver BiDi yet). The browser's GTK settings, in a folder of
 * their own, turn animations off, which is how WebKitGTK asks for reduced
 * motion; every host but loopback goes to the outside world.
 */
export async function startWebKit(proxy: string): Promise<EngineSession> {
  const home = mkdtempSync(join(tmpdir(), 'engines-webkit-'));
  const cleanups: (() => unknown)[] = [() => rmSync(home, { recursive: true, force: true })];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    mkdirSync(join(home, 'config', 'gtk-3.0'), { recursive: true });
    writeFileSync(join(home, 'config', 'gtk-3.0', 'settings.ini'), '[Settings]\ngtk-enable-animations=false\n');
    const display = await startXvfb();
    cleanups.push(display.stop);

    const port = await freePort();
    const driver = spawn(process.env.WEBKIT_DRIVER_PATH ?? 'WebKitWebDriver', [`--port=${port}`], {
      stdio: 'ignore',
      env: {
        ...process.env,
        DISPLAY: display.name,
        WAYLAND_DISPLAY: '',
        GDK_BACKEND: 'x11',
        // No accessibility bus to wait for.
        NO_AT_BRIDGE: '1',
        XDG_CONFIG_HOME: join(home, 'config'),
        XDG_DATA_HOME: join(home, 'data'),
        XDG_CACHE_HOME: join(home, 'cache'),
      },
    });
    const driverExited = new Promise<void>((resolve) => driver.once('exit', () => resolve()));
    cleanups.push(async () => {
      driver.kill();
      await driverExited;
    });
    await listening(port, driverExited);

    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      path: '/',
      logLevel: 'silent',
      waitforTimeout: stateTimeoutMs,
      capabilities: {
        // WebKitGTK refuses a session that asks for WebDriver BiDi.
        'wdio:enforceWebDriverClassic': true,
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': {
          binary: miniBrowser(),
          args: [
            '--automation',
            // Hides the browser's own bar, so that the window is the viewport; with no window manager on the
            // display, the window still takes the size it is given.
            '--full-screen',
            // MiniBrowser's own proxy options: given WebDriver's proxy capability, WebKitGTK opens TLS to
            // the proxy itself for https addresses, instead of asking it to CONNECT.
            `--proxy=http://${proxy}`,
            '--ignore-host=127.0.0.1',
            '--ignore-host=localhost',
          ],
        },
      } as WebdriverIO.Capabilities,
    });
    cleanups.push(() => browser.deleteSession());
    return { page: new WebKitPage(browser), version: `MiniBrowser ${browser.capabilities.browserVersion}`, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Debian's MiniBrowser, under its multiarch folder. */
function miniBrowser() {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  const [found] = globSync('/usr/lib/*/webkit2gtk-4.1/MiniBrowser');
  if (!found) throw new Error('No MiniBrowser under /usr/lib/*/webkit2gtk-4.1/: install webkit2gtk-driver (scripts/ensure-test-tools.sh does)');
  return found;
}

/**
 * A port free now, for WebKitWebDriver, which cannot take port 0 and say
 * which it got. Another process could take it before the driver does; the
 * driver would then fail to start, and `listening` says so.
 */
function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Waits until the driver answers its status, or fails if it stops first. */
async function listening(port: number, exited: Promise<void>) {
  let stopped = false;
  void exited.then(() => (stopped = true));
  const deadline = Date.now() + stateTimeoutMs;
  while (!stopped && Date.now() < deadline) {
    const ready = await fetch(`http://127.0.0.1:${port}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(stopped ? `WebKitWebDriver stopped before it listened on port ${port}` : `WebKitWebDriver did not answer on port ${port}`);
}

/** WebDriver's code points for the keys that are not characters. */
const keyCodes: Record<Key, string> = { Enter: '\uE007', Escape: '\uE00C', Tab: '\uE004', ArrowDown: '\uE015', ArrowRight: '\uE014', ' ': ' ' };

class WebKitPage implements EnginePage {
  constructor(private readonly browser: WebdriverIO.Browser) {}

  /** The window, the size of the viewport, in the middle of the screen: under the display's pointer, so it has the focus. */
  async setViewport({ width, height }: Viewport) {
    await this.browser.setWindowRect(Math.round((screen.width - width) / 2), Math.round((screen.height - height) / 2), width, height);
    // The driver may answer before the page has been laid out at the window's new size: the old one is read until then.
    const measure = () => this.evaluate(() => ({ width: innerWidth, height: innerHeight, focus: document.hasFocus() }));
    let drawn = await measure();
    await this.browser
      .waitUntil(async () => {
        drawn = await measure();
        return drawn.width === width && drawn.height === height;
      })
      .catch(() => undefined);
    if (drawn.width !== width || drawn.height !== height)
      throw new Error(`MiniBrowser's viewport is ${drawn.width} × ${drawn.height} in a window of ${width} × ${height}: its bar is showing`);
    if (!drawn.focus) throw new Error(`MiniBrowser's window of ${width} × ${height} does not have the focus`);
  }

  async goto(url: string) {
    await this.browser.url(url);
  }

  async reload() {
    await this.browser.refresh();
  }

  private async shown(selector: string) {
    const element = this.browser.$(selector);
    await element.waitForDisplayed();
    return element;
  }

  /**
   * Finds the element once it is drawn, and brings it to the middle of the viewport unless it is in view
   * already, as puppeteer does before a click (WebDriver's own scroll brings it only to the edge, under
   * the floating buttons).
   */
  private async inView(selector: string) {
    const element = await this.shown(selector);
    await this.evaluate((target: string) => {
      const element = document.querySelector(target)!;
      const box = element.getBoundingClientRect();
      if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth)
        element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    }, selector);
    return element;
  }

  async click(selector: string) {
    await (await this.inView(selector)).click();
  }

  async hover(selector: string) {
    await (await this.inView(selector)).moveTo();
  }

  async pointerTo(x: number, y: number) {
    await this.browser.action('pointer').move({ x, y, origin: 'viewport' }).perform();
  }

  async clickAt(x: number, y: number) {
    await this.browser.action('pointer').move({ x, y, origin: 'viewport' }).down().up().perform();
  }

  async press(key: Key) {
    await this.browser.action('key').down(keyCodes[key]).up(keyCodes[key]).perform();
  }

  async type(text: string) {
    const keys = this.browser.action('key');
    for (const character of text) keys.down(character).up(character);
    await keys.perform();
  }

  async select(selector: string, value: string) {
    await (await this.inView(selector)).selectByAttribute('value', value);
  }

  evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args) {
    return this.browser.execute(pageScript(fn, args)) as Promise<Awaited<Result>>;
  }

  async acceptAlert(action: () => Promise<void>) {
    await action();
    let message: string | null = null;
    await this.browser.waitUntil(
      async () => {
        message = await this.browser.getAlertText().catch(() => null);
        return message !== null;
      },
      { timeoutMsg: `no alert within ${stateTimeoutMs} ms` },
    );
    await this.browser.acceptAlert();
    return message!;
  }
}
