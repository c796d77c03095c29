/** What the server writes into an island and the browser reads (docs/architecture.md, Islands). */
import type { ComponentProps, ReactNode } from 'react';

export const islandsPath = '/islands/';
export const earlyTouchesScript = 'islands-early-touches';
export const loaderAttribute = 'data-loader';

export const islandAttributes = {
  name: 'data-island',
  src: 'data-island-src',
  export: 'data-island-export',
  props: 'data-island-props',
  load: 'data-island-load',
  restore: 'data-island-restore',
  /** IslandState; none until its code is asked for. */
  state: 'data-island-state',
  /** When it came near the viewport, on the page's clock (0: as the page opened): a carousel's first slide counts from then. */
  shownAt: 'data-island-shown-at',
  /** The kinds of Touch it has had, space-separated. */
  touched: 'data-island-touched',
} as const;

export type Touch = 'pointerdown' | 'touchstart' | 'keydown' | 'focusin' | 'click';
export type IslandState = 'loading' | 'hydrating' | 'ready' | 'failed';

/** On <html>: waiting (no island's code asked for yet), loading, loaded or failed. */
export const pageIslandsAttribute = 'data-islands';
/** On a button pressed before its island was ready: pressed again once it is. */
export const pendingPressAttribute = 'data-pending-press';
/** "true" once an island's own component responds. */
export const hydratedAttribute = 'data-hydrated';
/** A field the visitor left before the island was ready (the contact form shows its error once it runs). */
export const visitedAttribute = 'data-visited';
export const slotAttribute = 'data-slot';

/** Server-rendered content an island shows but does not own: a React node on the server, its HTML in the browser. */
export type SlotContent = ReactNode | { html: string };
export type Slots = Readonly<Record<string, SlotContent>>;

/** A rule of browser/islands/rules/ of that name. */
export type IslandLoad = 'visible' | 'first-use';
/** An island, declared once beside its component (`<name>.island.ts`); M: its component's module, K: the component's export. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any island's module fits where the kind does not matter
export type IslandDeclaration<M = any, K extends keyof M & string = any> = {
  readonly name: string;
  readonly component: () => Promise<M>;
  readonly export: K;
  readonly load: IslandLoad;
  /** first-use: what makes it load with the page (a sessionStorage key it restores, a parameter of the address). */
  readonly restore?: { readonly stored?: string; readonly param?: string };
};

/** Declares an island, its export checked against its component's module. */
export const declareIsland = <M, K extends keyof M & string>(declaration: IslandDeclaration<M, K>) => declaration;
export type IslandProps<D extends IslandDeclaration> = ComponentProps<Awaited<ReturnType<D['component']>>[D['export']]>;

export const islandOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>(`[${islandAttributes.name}]`) : null);
export const isReady = (island: Element) => island.getAttribute(islandAttributes.state) === ('ready' satisfies IslandState);
