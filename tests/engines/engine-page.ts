/**
 * What a journey does in a browser, the same in every engine: the few things
 * a family does (open a page, click, point, press a key, type, choose an
 * option, answer an alert) and reading the page with a script. Each engine's
 * WebDriver client implements it (puppeteer-engine.ts, webkit-engine.ts);
 * the journeys (journeys/) use nothing else.
 */
export type Viewport = { readonly width: number; readonly height: number };

/** The two screens every journey is run on: a laptop and a phone. */
export const desktop: Viewport = { width: 1280, height: 800 };
export const phone: Viewport = { width: 390, height: 844 };

/** The keys the journeys press, by their name in the UI Events key list. */
export type Key = 'Enter' | 'Escape' | 'Tab' | 'ArrowDown' | 'ArrowRight' | ' ';

export interface EnginePage {
  /** Sets the size of the page's viewport, in CSS pixels. */
  setViewport(viewport: Viewport): Promise<void>;
  /** Opens an address and waits for the page's load event. */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** A click of the primary mouse button at the middle of the element (scrolled into view first). */
  click(selector: string): Promise<void>;
  /** Moves the mouse over the middle of the element. */
  hover(selector: string): Promise<void>;
  /** Moves the mouse to a point of the viewport. */
  pointerTo(x: number, y: number): Promise<void>;
  /** A click of the primary mouse button at a point of the viewport, on whatever is there. */
  clickAt(x: number, y: number): Promise<void>;
  /** Presses and releases a key, wherever the focus is. */
  press(key: Key): Promise<void>;
  /** Types the text one key at a time, wherever the focus is. */
  type(text: string): Promise<void>;
  /** Chooses the option with this value in a <select>, as a visitor does: input and change events follow. */
  select(selector: string, value: string): Promise<void>;
  /** Runs the function in the page with JSON arguments; resolves with its JSON result (a promise is awaited). */
  evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args): Promise<Awaited<Result>>;
  /** Does `action`, waits for the alert it opens, accepts it and resolves with its message. */
  acceptAlert(action: () => Promise<void>): Promise<string>;
}

/** A browser started for the journeys: its one page, reused by every journey, and how to stop it. */
export type EngineSession = { page: EnginePage; version: string; close: () => Promise<void> };

/**
 * The script that runs `fn` in the page, as a function body. The runner
 * (tsx, through esbuild) names every function it transpiles with a helper,
 * `__name`, that only exists in Node: the page gets its own, which does
 * nothing.
 */
export function pageScript(fn: (...args: never[]) => unknown, args: readonly unknown[]): string {
  return `const __name = (target) => target;\nreturn (${fn.toString()}).apply(null, ${JSON.stringify(args)});`;
}
