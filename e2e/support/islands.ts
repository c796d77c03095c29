import type { Page } from '@playwright/test';

/**
 * The client islands a page may have, each with the element that shows it is
 * on the page and the name its code registers under in a script chunk
 * (Turbopack keeps export names as strings). The navbar, the menus, the
 * scroll arrows and the fees calculator need no framework (native popovers,
 * links, and CSS with `:has()`).
 */
const islands = [
  { name: 'contact form', element: '[data-island="contact-form"]', exportName: 'ContactForm' },
  { name: 'contact rules (zod)', element: null, exportName: 'contactSchema' },
  { name: 'ask-about link', element: '[data-island="ask-about"]', exportName: 'AskAboutLink' },
  { name: 'carousel', element: '[data-island="carousel"]', exportName: 'CarouselFrame' },
  { name: 'video thumbnail', element: '[data-island="video"]', exportName: 'VideoPlayer' },
] as const;

/** Records the scripts a page loads, and reads them once each across pages. */
export function watchScripts(page: Page) {
  const loaded = new Set<string>();
  const bodies = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') loaded.add(response.url());
  });
  const body = (url: string) => {
    if (!bodies.has(url)) bodies.set(url, page.request.get(url).then((response) => response.text()));
    return bodies.get(url)!;
  };
  return {
    /** Forgets the scripts loaded so far: call before each page. */
    reset: () => loaded.clear(),
    /**
     * Islands whose code the page loaded without showing them, and islands it
     * shows without their code: empty when each page brings exactly its own.
     * A null element means the island's code never comes with the page (it loads on use).
     */
    async mismatches() {
      const code = (await Promise.all([...loaded].map(body))).join('\n');
      const problems: string[] = [];
      // A page without islands needs none of the framework's code.
      if ((await page.locator('[data-island]').count()) === 0 && loaded.size > 0) problems.push(`no islands, yet ${loaded.size} scripts loaded`);
      for (const island of islands) {
        const shown = island.element === null ? false : (await page.locator(island.element).count()) > 0;
        const present = code.includes(`"${island.exportName}"`);
        if (present !== shown) problems.push(`${island.name}: ${shown ? 'shown without its code' : 'code loaded, island absent'}`);
      }
      return problems;
    },
  };
}
