// The browser the first-use measures drive: Debian's Chromium over the
// DevTools protocol (chrome-remote-interface), with V8's inspector left off.
//
// Why not Playwright here: Playwright enables the Runtime domain on every
// page, and while it is on, V8 records a full stack trace, with line and
// column, for every Error a script creates. React DOM creates a few at its
// top level, so V8 parses its 180 KB module a second time to find those
// positions: on the phone profile its evaluation took 90–148 ms with the
// Runtime domain on and 23–35 ms with it off (same Chromium, same page; see
// docs/performance.md, "The bench's browser"). A visitor's phone has no inspector attached.
// Nothing here sends Runtime.enable; Runtime.evaluate needs no enable.
import CDP from 'chrome-remote-interface';
import * as chromeLauncher from 'chrome-launcher';
import chromeFlags from '../scripts/chromium-flags.json' with { type: 'json' };

export type PhoneProfile = {
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  cpuSlowdown: number;
  latencyMs: number;
  downloadBitsPerSecond: number;
  uploadBitsPerSecond: number;
};

/** tsx keeps functions' names with a helper, __name, that functions sent into the page then call. */
const keepNamesHelper = 'globalThis.__name ??= (target) => target;';

/** A function and its one argument, as the page runs it (the argument as JSON, as Playwright sends it). */
const call = <A>(fn: (arg: A) => unknown, arg: A) => `(${fn.toString()})(${JSON.stringify(arg) ?? 'undefined'})`;

export type QuietPage = {
  /** The page's own DevTools connection, for the events a measure listens to (Network, Fetch). */
  client: CDP.Client;
  addInitScript<A>(fn: (arg: A) => unknown, arg: A): Promise<void>;
  /** Navigates and waits for the `load` event. */
  goto(url: string, timeoutMs: number): Promise<void>;
  evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<Awaited<R>>;
  /** Polls `fn` until it returns true; false if it never does within the timeout. */
  waitFor<A>(fn: (arg: A) => boolean, arg: A, options: { timeoutMs: number; pollingMs: number }): Promise<boolean>;
  /** A real touch (touchstart, then touchend) at viewport pixels, as Playwright's tap sends it. */
  tap(x: number, y: number): Promise<void>;
  close(): Promise<void>;
};

export type QuietBrowser = {
  version: string;
  /** A page in a fresh context on the phone's screen; slowed as the profile says unless `throttled` is false (layout only). */
  phonePage(profile: PhoneProfile, options?: { throttled?: boolean }): Promise<QuietPage>;
  close(): Promise<void>;
};

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function launchQuietBrowser(): Promise<QuietBrowser> {
  const chromium = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: chromeFlags.filter((flag) => !flag.startsWith('--user-data-dir')),
  });
  const { port } = chromium;
  const version = await CDP.Version({ port });
  const browser = await CDP({ port, target: version.webSocketDebuggerUrl, local: true });

  async function phonePage(profile: PhoneProfile, { throttled = true } = {}): Promise<QuietPage> {
    // A fresh context per visit: nothing cached or stored.
    const { browserContextId } = await browser.Target.createBrowserContext({ disposeOnDetach: true });
    const { targetId } = await browser.Target.createTarget({ url: 'about:blank', browserContextId });
    const client = await CDP({ port, target: targetId, local: true });
    await client.Page.enable();
    await client.Emulation.setDeviceMetricsOverride({ ...profile.viewport, deviceScaleFactor: profile.deviceScaleFactor, mobile: true });
    await client.Emulation.setTouchEmulationEnabled({ enabled: true, maxTouchPoints: 5 });
    // As Playwright does: a headless page behaves as the focused window a visitor's page is.
    await client.Emulation.setFocusEmulationEnabled({ enabled: true });
    await client.Network.enable({});
    if (throttled) {
      await client.Network.emulateNetworkConditions({
        offline: false,
        latency: profile.latencyMs,
        downloadThroughput: profile.downloadBitsPerSecond / 8,
        uploadThroughput: profile.uploadBitsPerSecond / 8,
      });
      await client.Emulation.setCPUThrottlingRate({ rate: profile.cpuSlowdown });
    }
    await client.Page.addScriptToEvaluateOnNewDocument({ source: keepNamesHelper });

    const evaluate = async <A, R>(fn: (arg: A) => R, arg: A): Promise<Awaited<R>> => {
      const { result, exceptionDetails } = await client.Runtime.evaluate({ expression: call(fn, arg), returnByValue: true, awaitPromise: true });
      if (exceptionDetails) throw new Error(`in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
      return result.value as Awaited<R>;
    };

    return {
      client,
      addInitScript: async (fn, arg) => {
        await client.Page.addScriptToEvaluateOnNewDocument({ source: call(fn, arg) });
      },
      goto: async (url, timeoutMs) => {
        const loaded = client.Page.loadEventFired();
        const { errorText } = await client.Page.navigate({ url });
        if (errorText) throw new Error(`${url}: ${errorText}`);
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${url}: no load event in ${timeoutMs} ms`)), timeoutMs)));
        await Promise.race([loaded, late]).finally(() => clearTimeout(timer));
      },
      evaluate,
      waitFor: async (fn, arg, { timeoutMs, pollingMs }) => {
        const deadline = Date.now() + timeoutMs;
        while (Date.now() < deadline) {
          if (await evaluate(fn, arg)) return true;
          await sleep(pollingMs);
        }
        return false;
      },
      tap: async (x, y) => {
        await client.Input.dispatchTouchEvent({ type: 'touchStart', touchPoints: [{ x, y }] });
        await client.Input.dispatchTouchEvent({ type: 'touchEnd', touchPoints: [] });
      },
      close: async () => {
        await client.close();
        await browser.Target.disposeBrowserContext({ browserContextId }).catch(() => undefined);
      },
    };
  }

  return {
    version: version.Browser.replace(/^.*?\//, ''),
    phonePage,
    close: async () => {
      await browser.close();
      chromium.kill();
    },
  };
}
