// Inline in the pages at the specification's unprefixed paths (scripts/postbuild/redirect-pages.ts):
// on to the page's canonical address at once, keeping the query and the fragment.
const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
if (canonical) location.replace(canonical.href + location.search + location.hash);
