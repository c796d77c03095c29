/**
 * The site search: the panel the server writes (components/search/search-menu.tsx)
 * and the inline script that loads Pagefind behind it (browser/search/load-search.ts).
 */

/** Where the post-build step (scripts/postbuild/search-index.ts) writes the index and Pagefind's interface. */
export const searchBundlePath = '/pagefind/';
/** The search panel's id (a popover). */
export const searchPanelId = 'menu-search';
