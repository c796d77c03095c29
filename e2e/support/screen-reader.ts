import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/*
 * Guidepup's Virtual Screen Reader in the page, as its documentation runs it in
 * a browser: its browser module (the package's `browser.js`), imported by the
 * page. The page finds it at an address of the site's own origin, answered by
 * the test, so that the site's script policy ('self') lets it in and nothing
 * is fetched from elsewhere. It reads the page's DOM with the accessibility
 * specifications (names, roles, states, descriptions) and says each item as a
 * screen reader would; it follows the focus.
 */

const address = '/test-tools/virtual-screen-reader.js';
const virtualModule = readFileSync(require.resolve('@guidepup/virtual-screen-reader/browser.js'));

type VirtualModule = typeof import('@guidepup/virtual-screen-reader');

/** Offers the screen reader's module to the page, at `address`. */
export const offerScreenReader = (page: Page) =>
  page.route(`**${address}`, (route) => route.fulfill({ body: virtualModule, contentType: 'text/javascript' }));

/**
 * Starts the screen reader on the element `container` selects, moves it
 * item by item through to the last and back to the first, and returns what
 * it said. It keeps running, at the first item, for `act`.
 */
export function readThrough(page: Page, container: string): Promise<string[]> {
  return page.evaluate(
    async ({ address, container }) => {
      const { virtual } = (await import(address)) as VirtualModule;
      await virtual.stop();
      await virtual.start({ container: document.querySelector(container)! });
      const first = virtual.activeNode;
      // The reader wraps round from its last item to its first; a bound keeps a mistake from looping.
      for (let step = 0; step < 500; step++) {
        await virtual.next();
        if (virtual.activeNode === first) return (await virtual.spokenPhraseLog()).slice(0, -1);
      }
      throw new Error(`the screen reader never came back to the start of ${container}`);
    },
    { address, container },
  );
}

/**
 * Moves the running screen reader on to the first item whose phrase `phrase`
 * matches, presses it as the reader's user does (its default action), and
 * returns what the reader says until `until` holds in the page (the page's
 * answer): the item it was on, then what the focus met.
 */
export async function act(page: Page, phrase: RegExp, until: () => boolean): Promise<string[]> {
  await page.evaluate(
    async ({ address, source, flags }) => {
      const { virtual } = (await import(address)) as VirtualModule;
      const wanted = new RegExp(source, flags);
      for (let step = 0; step < 500 && !wanted.test(await virtual.lastSpokenPhrase()); step++) await virtual.next();
      await virtual.clearSpokenPhraseLog();
      await virtual.act();
    },
    { address, source: phrase.source, flags: phrase.flags },
  );
  await page.waitForFunction(until);
  return page.evaluate(async (address) => {
    const { virtual } = (await import(address)) as VirtualModule;
    return virtual.spokenPhraseLog();
  }, address);
}
