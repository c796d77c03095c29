import type { Page } from '@playwright/test';
import { islandBundles } from '@/components/islands/built-code';

/**
 * Records the scripts a page loads, to check that each page brings exactly
 * the code of its own islands (browser/islands/) and their loader, none of
 * the framework's runtime, and none at all without islands. The navbar, the menus and the
 * scroll arrows need no code of their own beyond the inline scripts.
 */
export function watchScripts(page: Page) {
  const loaded = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') loaded.add(new URL(request.url()).pathname);
  });
  return {
    /** Forgets the scripts loaded so far: call before each page. */
    reset: () => loaded.clear(),
    /** What the page loaded that it should not have, and the islands it shows without their code. */
    async mismatches() {
      const sources = await page.locator('[data-island-src]').evaluateAll((islands) => islands.map((island) => island.getAttribute('data-island-src')!));
      const problems: string[] = [];
      const { loader, islands } = islandBundles();
      // The code of the page's own islands: each component's module and the modules it brings.
      const own = new Set(Object.values(islands).flatMap(({ src, modules }) => (sources.includes(src) ? [src, ...modules] : [])));
      for (const path of loaded) {
        if (path === loader || own.has(path)) continue;
        if (path.startsWith('/_next/')) problems.push(`the framework's ${path}`);
        else if (!path.startsWith('/islands/')) problems.push(`a script not an island's: ${path}`);
        // The contact form's rules (zod) come when a visitor enters the form, never with the page.
        else if (/\/contact-rules-[^/]+\.js$/.test(path)) problems.push(`the contact rules, before any use: ${path}`);
        else problems.push(`another page's island: ${path}`);
      }
      if (sources.length === 0 && loaded.size > 0) problems.push(`no islands, yet ${loaded.size} scripts loaded`);
      for (const source of new Set(sources)) if (!loaded.has(source)) problems.push(`an island without its code: ${source}`);
      if (sources.length > 0 && !loaded.has(loader)) problems.push(`islands without their loader: ${loader}`);
      return problems;
    },
  };
}
