import { isDeepStrictEqual, inspect } from 'node:util';
import type { EnginePage, Viewport } from './engine-page';
import type { OutsideWorld } from './outside-world';

/**
 * How long a journey waits for the page to reach a state. The journeys wait
 * on what the page shows, never for a fixed time: this is only how long a
 * busy machine may take before the wait counts as a failure.
 */
export const stateTimeoutMs = Number(process.env.ENGINES_STATE_TIMEOUT_MS ?? 20_000);
const pollMs = 50;

/** A journey: what a family does on the site, on one screen, the same in every engine. */
export type Journey = { readonly name: string; readonly viewport: Viewport; readonly run: (visit: Visit) => Promise<void> };

/** One journey's visit to the site in one engine: the page, the site's address, and waits on the page's state. */
export class Visit {
  constructor(
    readonly page: EnginePage,
    readonly origin: string,
    readonly outside: OutsideWorld,
  ) {}

  /** A path of the site as a full address. */
  url(path: string) {
    return new URL(path, this.origin).href;
  }

  open(path: string) {
    return this.page.goto(this.url(path));
  }

  /**
   * Waits until `read` (run in the page) gives `expected`, deeply equal, and
   * fails naming `what` with the last value seen. A read that throws (the
   * page is between two documents) counts as not yet.
   */
  async expect<Args extends unknown[], Result>(what: string, expected: Awaited<Result>, read: (...args: Args) => Result, ...args: Args) {
    const deadline = Date.now() + stateTimeoutMs;
    let last: unknown = 'nothing read yet';
    for (;;) {
      try {
        last = await this.page.evaluate(read, ...args);
        if (isDeepStrictEqual(last, expected)) return;
      } catch (error) {
        last = error;
      }
      if (Date.now() > deadline)
        throw new Error(`${what}: expected ${inspect(expected, { depth: 4 })}, still ${inspect(last, { depth: 4 })} after ${stateTimeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }

  /** Waits until the page is at `path` (with its query and hash) and has loaded. */
  arrivedAt(path: string) {
    return this.expect(`the page at ${path}, loaded`, { at: path, loaded: true }, () => ({
      at: location.pathname + location.search + location.hash,
      loaded: document.readyState === 'complete',
    }));
  }

  /** Waits until something outside the page (the outside world's record) is as `expected`. */
  async expectOutside<T>(what: string, expected: T, read: () => T) {
    const deadline = Date.now() + stateTimeoutMs;
    while (!isDeepStrictEqual(read(), expected)) {
      if (Date.now() > deadline) throw new Error(`${what}: expected ${inspect(expected)}, still ${inspect(read())} after ${stateTimeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }
}
