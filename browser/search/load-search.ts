/**
 * The site search, inline on every page (browser/inline/controls.ts). The
 * field is in the search panel from the first paint
 * (components/search/search-menu.tsx); this
 * loads Pagefind's component UI behind it, from out/pagefind/ (written after
 * the build by scripts/postbuild/search-index.ts), starting on the first
 * press or focus of the magnifier or of the field, and then searches what is
 * typed, including what was typed before it arrived. Pagefind reads the index
 * of the page's language. Until it has arrived the field keeps what is
 * typed; if it cannot arrive, the panel says so and leads to the site map,
 * as it does without JavaScript.
 */

/** Pagefind's typing pause before it searches, as its own field has it. */
const debounceMs = 300;

type PagefindInstance = { triggerLoad(): Promise<void>; triggerSearch(term: string): void };
type PagefindComponents = { getInstanceManager(): { getInstance(name?: string): PagefindInstance } };

export function loadSearchOnFirstUse(panelId: string, bundlePath: string) {
  const doc = document;
  let state: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  let timer = 0;
  // Down was pressed before the results of what is typed were shown: the first of them takes focus when they are.
  let focusFirstResult = false;

  const panel = () => doc.getElementById(panelId);
  const part = (name: string) => panel()?.querySelector<HTMLElement>(`[data-search-${name}]`) ?? null;
  const field = () => part('field') as HTMLInputElement | null;
  const instance = () =>
    (window as unknown as { PagefindComponents?: PagefindComponents }).PagefindComponents?.getInstanceManager().getInstance('default');

  function add(tag: string, attributes: Record<string, string>, parent: Element) {
    const element = doc.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    parent.appendChild(element);
    return element;
  }

  // Pagefind lists a placeholder per result and draws each as its data arrives, in any order: the first is the first item's link.
  const firstResult = () => part('results')?.querySelector<HTMLElement>('.pf-results > li:first-child .pf-result-link') ?? null;

  function search() {
    window.clearTimeout(timer);
    timer = 0;
    if (state === 'ready') instance()?.triggerSearch(field()?.value.trim() ?? '');
  }

  function fail() {
    state = 'failed';
    panel()?.setAttribute('data-search-failed', '');
  }

  function load() {
    const results = part('results');
    if (state !== 'idle' || !results) return;
    state = 'loading';
    results.setAttribute('aria-busy', 'true');
    new MutationObserver(() => {
      const first = focusFirstResult ? firstResult() : null;
      if (!first) return;
      focusFirstResult = false;
      first.focus();
    }).observe(results, { childList: true, subtree: true });
    // The configuration first, so that the elements after it draw in the page's language from the start.
    add('pagefind-config', { 'bundle-path': bundlePath, lang: doc.documentElement.lang }, results);
    add('link', { rel: 'stylesheet', href: `${bundlePath}pagefind-component-ui.css` }, doc.head);
    const script = add('script', { src: `${bundlePath}pagefind-component-ui.js` }, doc.head);
    script.addEventListener('load', () => {
      for (const tag of ['pagefind-summary', 'pagefind-results']) add(tag, {}, results);
      const pagefind = instance();
      if (!pagefind) return fail();
      // Searches begin only once Pagefind's index has loaded: two searches
      // started during its load can finish in the wrong order, and the results
      // of a partial query ("A") would then stand under the whole one.
      pagefind.triggerLoad().then(() => {
        results.removeAttribute('aria-busy');
        state = 'ready';
        if (field()?.value.trim()) search();
      }, fail);
    });
    script.addEventListener('error', fail);
  }

  const magnifier = (target: EventTarget | null) =>
    target instanceof Element && (target.closest(`[popovertarget="${panelId}"]`) !== null || target === field());
  for (const type of ['pointerdown', 'focusin', 'keydown']) {
    doc.addEventListener(type, (event) => magnifier(event.target) && load(), { capture: true, passive: true });
  }
  doc.addEventListener('input', (event) => {
    if (event.target !== field()) return;
    load();
    focusFirstResult = false;
    window.clearTimeout(timer);
    timer = window.setTimeout(search, debounceMs);
  });
  doc.addEventListener('keydown', (event) => {
    if (event.target !== field()) return;
    // Escape closes the panel at once, as in every menu (a search field's own Escape only empties it).
    if (event.key === 'Escape') {
      event.preventDefault();
      panel()?.hidePopover();
    }
    // Down from the field to the first result, as Pagefind's own field does. If the
    // search of what was typed is still waiting for its pause, it starts now: Pagefind
    // empties the list at once, and the first of its results takes focus when drawn
    // (focus given to a result of the search before would be lost when the list is redrawn).
    if (event.key !== 'ArrowDown' || state === 'idle' || state === 'failed') return;
    event.preventDefault();
    if (timer) search();
    const first = firstResult();
    if (first) first.focus();
    else focusFirstResult = true;
  });
  // Enter searches at once rather than sending the form anywhere.
  doc.addEventListener('submit', (event) => {
    if (!(event.target instanceof Element) || !panel()?.contains(event.target)) return;
    event.preventDefault();
    focusFirstResult = false;
    search();
  });
}
