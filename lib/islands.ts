import type { ComponentProps, ComponentType, ReactNode } from 'react';

/**
 * What an island is, and what the page, the islands' keeper
 * (browser/islands/keeper.ts), their loader (browser/islands/loader.ts) and
 * their runtime (browser/islands/runtime.tsx) agree on. An island is an element `data-island="<name>"` whose content
 * React hydrates on its own, from the props in `data-island-props`, with the
 * code at `data-island-src`. Each island is declared once, beside its
 * component (`<component>.island.ts`), and listed in
 * components/islands/registry.ts.
 */

/** Where the islands' modules are served from (public/islands/, written by scripts/browser-bundles.ts). */
export const islandsPath = '/islands/';

/** The islands' keeper's name among the inline scripts (browser/islands/keeper.ts; the post-build step adds it to pages with islands). */
export const keeperScript = 'islands-keeper';

/** The keeper's attribute that holds the islands' loader's path: the keeper adds the loader once the page has loaded and painted. */
export const keeperLoaderAttribute = 'data-loader';

export const islandAttributes = {
  name: 'data-island',
  src: 'data-island-src',
  props: 'data-island-props',
  /** When its code loads: the name of its loading rule (IslandLoad). */
  load: 'data-island-load',
  /** Where it stands (IslandState); none while its code has not been asked for. */
  state: 'data-island-state',
  /**
   * When the island came into view (or within its loading rule's margin of it), in milliseconds of the
   * page's clock: 0 when it was in view
   * as the page opened (a carousel's first slide keeps its full time from then).
   */
  shownAt: 'data-island-shown-at',
  /**
   * The kinds of touch the island has had (Touch, space-separated), noted by the islands' keeper from the
   * page's first paint: the loader's rules read it, whenever the loader starts.
   */
  touched: 'data-island-touched',
} as const;

/**
 * The touches of an island its loading rule may wait for: a press starting, a key, a focus, anywhere in
 * the island; and "click", a press on one of its buttons before the island is ready.
 */
export const touches = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click'] as const;
export type Touch = (typeof touches)[number];

/** loading: its code is asked for; hydrating: React is taking it over; ready: it responds; failed: its code did not come, or it broke. */
export type IslandState = 'loading' | 'hydrating' | 'ready' | 'failed';

/** On <html>: waiting (no island's code asked for yet), loading, loaded (every island's code has run) or failed. */
export const pageIslandsAttribute = 'data-islands';

/** A press on an island's button before the island was ready, kept to be pressed again once it is. */
export const pendingPressAttribute = 'data-pending-press';
/** A field the visitor left before the island was ready (the contact form shows its error then). */
export const visitedAttribute = 'data-visited';
/**
 * Set to "true" by an island's own component once it responds (its effects
 * have run, e.g. the carousel's engine has started): the runtime then
 * presses again what was pressed before.
 */
export const hydratedAttribute = 'data-hydrated';

/** The attribute naming a slot's element: the runtime finds the slot's HTML by it. */
export const slotAttribute = 'data-slot';

/**
 * Server-rendered content an island shows but does not own (a slide's
 * picture, a notice). On the server it is a React node; in the browser it is
 * the HTML the server wrote, which the island's hydration keeps as it is.
 */
export type SlotContent = ReactNode | { html: string };

/** An island's slots by name. */
export type Slots = Readonly<Record<string, SlotContent>>;

/**
 * When an island's code loads, each a rule of browser/islands/rules/:
 * - visible: once the page's largest paint is on screen and the island is within half a screen of view,
 *   or at once when the visitor touches it;
 * - first-use: the platform runs it until it is used (a focus, a key, a press); its code is fetched
 *   once it is in view, and runs on that first use.
 */
export const islandLoads = ['visible', 'first-use'] as const;
export type IslandLoad = (typeof islandLoads)[number];

/**
 * What the page does for an island from its first paint, before the island's code has run; each is
 * kept beside the island, exported on its own (the inline islands' keeper is built from these alone,
 * without the island's component or loading rule), and the keeper calls it.
 */
export type BeforeHydration = {
  /**
   * A press on one of its buttons (the keeper keeps the press from the page and the runtime presses it
   * again once the island is ready): true when this has already responded to it, so nothing is kept.
   */
  readonly press?: (button: HTMLButtonElement) => boolean;
  /** Listeners for events inside the island, by type ('focusout', 'invalid'…), given the event and the island. */
  readonly on?: Readonly<Record<string, (event: Event, island: HTMLElement) => void>>;
};

/** An island, declared once beside its component; P: its component's props (any island's, by default). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a component's props are checked where it is declared; here any island's fits
export type IslandDeclaration<P extends { slots: Slots } = any> = {
  /** Its name in the page (data-island) and its module's (public/islands/<name>-<hash>.js). */
  readonly name: string;
  /** Its component, imported apart: the module the browser hydrates it with, and what the server renders in its place. */
  readonly component: () => Promise<ComponentType<P>>;
  /** When its code loads. */
  readonly load: IslandLoad;
  /** For an island loaded on first use: what makes it load with the page, to be restored at once. */
  readonly restore?: {
    /** A sessionStorage key: when the tab keeps something there. */
    readonly stored?: string;
    /** A parameter of the page's address: when the address has it. */
    readonly param?: string;
  };
  /** What the page does for it before its code runs; exported on its own beside the declaration. */
  readonly beforeHydration?: BeforeHydration;
};

/** What the islands' loader knows of an island: when its code loads (its component stays in its own module). */
export type IslandLoading = Pick<IslandDeclaration, 'name' | 'load' | 'restore'>;

/** The props of a declared island's component. */
export type IslandProps<D extends IslandDeclaration> = ComponentProps<Awaited<ReturnType<D['component']>>>;

/** The island an event's target is in, if any. */
export const islandOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>(`[${islandAttributes.name}]`) : null);

/** Whether the island responds: its state is "ready". */
export const isReady = (island: Element) => island.getAttribute(islandAttributes.state) === ('ready' satisfies IslandState);

/**
 * The island's HTML is written by the React that Next renders pages with,
 * and hydrated in the browser by the React the islands' bundles carry: the
 * two must be the same release, or React may take the page's HTML for
 * someone else's and redraw it, or fail on a difference no test sees.
 * Throws, naming both, when they are not.
 */
export function checkOneReact(rendering: string, hydrating: string): void {
  if (rendering === hydrating) return;
  throw new Error(
    `Two React releases: the pages' HTML is rendered with React ${rendering} (Next's own copy) and the islands' bundles hydrate it with React ${hydrating}. ` +
      'The bundles must carry the React that Next renders with (scripts/browser/bundles.ts aliases react and react-dom to it): run `tsx scripts/browser-bundles.ts` again, and see that nothing bundles another copy.',
  );
}
