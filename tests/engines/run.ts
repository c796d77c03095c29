/**
 * Every family journey in Chromium, Firefox ESR and WebKitGTK (docs/tests.md,
 * "In three browser engines"): the same journeys, written once, run in each
 * engine in turn, one browser at a time, on the export in out/ served as
 * `npm run serve` serves it. Run with `npm run test:engines`; ENGINES=webkit
 * (or firefox, chromium, comma-separated) runs only those.
 */
import { after, before, describe, test } from 'node:test';
import { serveExport, type ServedExport } from '@/e2e/support/serve-export';
import type { EngineSession, Viewport } from './engine-page';
import { chosenEngines } from './engines';
import { journeys } from './journeys';
import { OutsideWorld } from './outside-world';
import { Visit, stateTimeoutMs } from './visit';

let site: ServedExport;
let outside: OutsideWorld;

before(async () => {
  site = await serveExport('out');
  outside = await OutsideWorld.start();
});

after(async () => {
  site?.stop();
  await outside?.stop();
});

for (const engine of chosenEngines()) {
  describe(engine.label, () => {
    let session: EngineSession | undefined;
    let viewport: Viewport | undefined;

    // Starting a browser on a busy two-core machine can take most of a minute.
    before(async () => {
      session = await engine.start(outside.address);
      console.log(`${engine.label}: ${session.version}`);
      // What every journey counts on: a visitor who asked for less motion (carousels stand still), in a
      // window that has the focus (focus events fire, as in a family's browser).
      await session.page.goto(new URL('/robots.txt', site.site.replace('localhost', '127.0.0.1')).href);
      const setUp = await session.page.evaluate(() => ({ reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches, focus: document.hasFocus() }));
      if (!setUp.reducedMotion || !setUp.focus) throw new Error(`${engine.label} is not set up as the journeys expect: ${JSON.stringify(setUp)}`);
    }, { timeout: stateTimeoutMs * 6 });

    after(() => session?.close());

    for (const journey of journeys) {
      test(`${journey.name} [${engine.name}]`, { timeout: stateTimeoutMs * 6 }, async () => {
        if (!session) throw new Error(`${engine.label} did not start`);
        const { page } = session;
        // The site's loopback address: the outside world never sees it, in any engine.
        const origin = site.site.replace('localhost', '127.0.0.1');
        if (viewport !== journey.viewport) await page.setViewport(journey.viewport);
        viewport = journey.viewport;
        // Each journey starts as a new visitor: no draft kept in the tab, the mouse resting on nothing.
        await page.goto(new URL('/robots.txt', origin).href);
        await page.evaluate(() => sessionStorage.clear());
        await page.pointerTo(0, 0);
        try {
          await journey.run(new Visit(page, origin, outside));
        } catch (error) {
          if (error instanceof Error) error.message = `${engine.label}, ${journey.name}: ${error.message}`;
          throw error;
        }
      });
    }
  });
}
