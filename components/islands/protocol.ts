/**
 * What the page, its inline islands loader (browser/inline/islands-loader.ts)
 * and the islands' runtime (browser/islands/runtime.tsx) agree on. An island
 * is an element `data-island="<name>"` whose content React hydrates alone,
 * from the props in `data-island-props`, with the code at `data-island-src`.
 */
/** Where the islands' modules are served from (public/islands/, written by scripts/browser-bundles.ts). */
export const islandsPath = '/islands/';

export const islandNames = ['carousel', 'contact-form'] as const;
export type IslandName = (typeof islandNames)[number];

export const islandAttributes = {
  name: 'data-island',
  src: 'data-island-src',
  props: 'data-island-props',
  /** The modules the island's code brings at once, space-separated: preloaded side by side with it. */
  modules: 'data-island-modules',
  /** loading (handed to its code, which is requested), hydrating (React took it over), ready (it answers), failed. */
  state: 'data-island-state',
  /**
   * "near": the island's code is fetched when the island comes into view and run when the visitor
   * reaches into it, not with the page's other islands; until then the platform runs it as the server wrote it.
   */
  load: 'data-island-load',
  /** A near island's sessionStorage key: when the tab keeps something there, it loads with the page to restore it. */
  restoreStored: 'data-island-restore-stored',
  /** A near island's address parameter: when the page's address has it, it loads with the page to take it. */
  restoreParam: 'data-island-restore-param',
  /**
   * When the island came into view or near it, in milliseconds of the page's clock: 0 when it was in view
   * as the page opened (a carousel's first slide keeps its full time from then).
   */
  shownAt: 'data-island-shown-at',
} as const;

/** When an island's code is imported (islandAttributes.load): with the page, or once it is near. */
export type IslandLoad = 'page' | 'near';

/** A press on an island's button before the island answered, kept to be pressed again once it does. */
export const pendingPressAttribute = 'data-pending-press';
/** A field the visitor left before the island answered (the contact form shows its error then). */
export const visitedAttribute = 'data-visited';
/**
 * Set to "true" by an island's own component once it answers (its effects
 * have run, e.g. the carousel's engine has started): the runtime then
 * presses again what was pressed before.
 */
export const hydratedAttribute = 'data-hydrated';
/** On <html>: waiting, loading, loaded (every island's code has run) or failed. */
export const pageIslandsAttribute = 'data-islands';
