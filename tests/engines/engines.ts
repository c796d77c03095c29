import type { EngineSession } from './engine-page';
import { startChromium, startFirefox } from './puppeteer-engine';
import { startWebKit } from './webkit-engine';

export type Engine = { readonly name: string; readonly label: string; readonly start: (proxy: string) => Promise<EngineSession> };

/**
 * The three browser engines families use, each Debian's own build: Blink
 * (Chromium), Gecko (Firefox ESR) and WebKit (WebKitGTK, the engine of every
 * browser on an iPhone).
 */
export const engines: readonly Engine[] = [
  { name: 'chromium', label: 'Chromium', start: startChromium },
  { name: 'firefox', label: 'Firefox ESR', start: startFirefox },
  { name: 'webkit', label: 'WebKitGTK', start: startWebKit },
];

/** The engines named in `ENGINES` (comma-separated, e.g. "webkit" or "firefox,webkit"), all of them when it is empty. */
export function chosenEngines(names = process.env.ENGINES ?? ''): readonly Engine[] {
  const wanted = names.split(',').map((name) => name.trim()).filter(Boolean);
  if (wanted.length === 0) return engines;
  const unknown = wanted.filter((name) => !engines.some((engine) => engine.name === name));
  if (unknown.length > 0) throw new Error(`ENGINES names ${unknown.join(', ')}: the engines are ${engines.map((engine) => engine.name).join(', ')}`);
  return engines.filter((engine) => wanted.includes(engine.name));
}
