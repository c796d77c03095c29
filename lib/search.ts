/**
 * The site search: the panel the server writes (components/search/search-menu.tsx)
 * and the inline script that loads Pagefind behind it (browser/search/load-search.ts).
 */

/** Where the post-build step (scripts/postbuild/search-index.ts) writes the index and Pagefind's interface. */
export const searchBundlePath = '/pagefind/';
/**
 * The files of Pagefind's bundle a page loads itself, on the search's first use: its component
 * interface (browser/search/load-search.ts names them as written here, which keeps the inline script
 * smallest; tests/unit/used-files.test.ts holds the two to each other). The rest of the bundle is theirs to load.
 */
export const searchInterfaceFiles = { script: 'pagefind-component-ui.js', stylesheet: 'pagefind-component-ui.css' } as const;
/** The search panel's id (a popover). */
export const searchPanelId = 'menu-search';
