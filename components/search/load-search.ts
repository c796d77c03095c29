/**
 * Loads the site search the first time a visitor opens it: Pagefind's own
 * interface (its component UI, from out/pagefind/, written after the build
 * by scripts/postbuild/search-index.ts) and, once a search is typed, the
 * index of the page's language. Nothing of it comes with a page before that.
 * SearchMenu writes this function into every page as an inline script, whose
 * hash the post-build step adds to the page's policy.
 *
 * Until the interface has arrived, and if it cannot, the panel shows a line
 * and a link to the footer's site map, as it does without JavaScript. The
 * listener is on the document, and the panel is looked up when it opens, so
 * a page rendered later by client navigation is covered too.
 *
 * It runs as the text of the function: it must use nothing from outside it.
 */

/** Where the post-build step (scripts/postbuild/search-index.ts) writes the index and Pagefind's interface. */
export const searchBundlePath = '/pagefind/';

export type SearchOptions = {
  /** The search panel's id (a popover). */
  panelId: string;
  /** Where Pagefind's files are served, with its trailing slash. */
  bundlePath: string;
};

export function loadSearchOnOpen({ panelId, bundlePath }: SearchOptions) {
  const doc = document;
  /** Pagefind's script, loaded once per document. */
  let script: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';

  function add(tag: string, props: Record<string, string>, parent: Element) {
    const element = doc.createElement(tag);
    for (const name in props) element.setAttribute(name, props[name]!);
    parent.appendChild(element);
    return element;
  }

  function parts() {
    const panel = doc.getElementById(panelId);
    return {
      panel,
      box: panel?.querySelector<HTMLElement>('[data-search-box]'),
      fallback: panel?.querySelector<HTMLElement>('[data-search-fallback]'),
    };
  }

  // The input appears once Pagefind's elements have drawn themselves.
  function focusInput(tries: number) {
    const input = parts().box?.querySelector('input');
    if (input) input.focus();
    else if (tries > 0) requestAnimationFrame(() => focusInput(tries - 1));
  }

  function loadScript() {
    script = 'loading';
    add('link', { rel: 'stylesheet', href: `${bundlePath}pagefind-component-ui.css` }, doc.head);
    const element = add('script', { src: `${bundlePath}pagefind-component-ui.js` }, doc.head);
    element.addEventListener('load', () => {
      script = 'ready';
      const { panel, box } = parts();
      box?.removeAttribute('aria-busy');
      if (panel?.matches(':popover-open')) focusInput(30);
    });
    element.addEventListener('error', () => {
      script = 'failed';
      const { box, fallback } = parts();
      if (box) box.hidden = true;
      if (fallback) fallback.hidden = false;
    });
  }

  doc.addEventListener(
    'toggle',
    (event) => {
      if ((event.target as Element).id !== panelId || (event as ToggleEvent).newState !== 'open' || script === 'failed') return;
      const { box, fallback } = parts();
      if (!box || !fallback) return;
      fallback.hidden = true;
      if (box.childElementCount === 0) {
        // The configuration first, so that the elements after it draw in the page's language from the start.
        add('pagefind-config', { 'bundle-path': bundlePath, lang: doc.documentElement.lang }, box);
        for (const tag of ['pagefind-input', 'pagefind-summary', 'pagefind-results']) add(tag, {}, box);
      }
      if (script === 'idle') {
        box.setAttribute('aria-busy', 'true');
        loadScript();
      } else if (script === 'ready') focusInput(30);
    },
    // A popover's toggle event does not bubble.
    true,
  );
}
