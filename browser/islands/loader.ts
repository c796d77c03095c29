/**
 * The islands' loader, inline on every page that has islands (the post-build
 * step adds it; scripts/browser-bundles.ts builds it with the islands of
 * components/islands/registry.ts). It knows no particular island: each
 * island's declaration says when its code loads (its loading rule, rules/)
 * and what the page does for it before then. It keeps each island's code off
 * the page's first paint and loses no touch:
 *
 * - an island's code is imported when its rule says (rules/visible.ts,
 *   rules/first-use.ts), and its modules all at once, side by side;
 * - a press on an island's button before the island is ready is kept from
 *   the page (the button shows it is busy) and pressed again by the island's
 *   runtime once it is, exactly once; a submit button's own default (the
 *   browser's check of the form's fields) still happens; the island's own
 *   behaviour before hydration may respond to the press at once instead (a
 *   fading carousel's arrow steps the slide);
 * - a press on an island React is still hydrating does not reach React.
 *
 * <html data-islands> says where the page stands: waiting, loading, loaded, failed.
 */
import { islandAttributes, isReady, pageIslandsAttribute, pendingPressAttribute, type IslandDeclaration, type IslandLoad, type IslandState } from '@/lib/islands';
import { firstUse } from './rules/first-use';
import { visible } from './rules/visible';
import { touched, type LoadingRule, type Touch } from './when';

const rules: Record<IslandLoad, LoadingRule> = { visible, 'first-use': firstUse };

/** The touches anywhere in an island that its rule hears of ("click" comes from a kept press, below). */
const touches: Touch[] = ['pointerdown', 'touchstart', 'keydown', 'focusin'];
/** A press's pointer events, to which React would respond by hydrating the whole island at once, in the touch's time. */
const pressEvents = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend'];

export function startIslands(declarations: readonly IslandDeclaration[]) {
  const page = document.documentElement;
  const declared = new Map(declarations.map((declaration) => [declaration.name, declaration]));
  const requested = new Set<string>();
  let pendingImports = 0;

  const mark = (state: string) => page.setAttribute(pageIslandsAttribute, state);
  const setState = (island: Element, state: IslandState) => island.setAttribute(islandAttributes.state, state);
  const islandOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>(`[${islandAttributes.name}]`) : null);
  const declarationOf = (island: Element) => declared.get(island.getAttribute(islandAttributes.name) ?? '');
  const islands = () => [...document.querySelectorAll<HTMLElement>(`[${islandAttributes.src}]`)];

  /**
   * Hands the island to its code: its state becomes "loading", which is what the runtime of an island kind
   * already running watches for (runtime.tsx); the code is imported once per page.
   */
  function hydrate(island: HTMLElement) {
    const source = island.getAttribute(islandAttributes.src);
    if (!source || island.hasAttribute(islandAttributes.state)) return;
    setState(island, 'loading');
    if (requested.has(source)) return;
    requested.add(source);
    mark('loading');
    pendingImports += 1;
    preload(island.getAttribute(islandAttributes.modules));
    import(/* webpackIgnore: true */ source).then(
      () => {
        pendingImports -= 1;
        if (pendingImports === 0 && page.getAttribute(pageIslandsAttribute) !== 'failed') mark('loaded');
      },
      (error: unknown) => {
        // Without its code an island stays as the server wrote it: readable, its links working.
        islands()
          .filter((other) => other.getAttribute(islandAttributes.src) === source)
          .forEach((other) => setState(other, 'failed'));
        mark('failed');
        throw error;
      },
    );
  }

  /** Fetches modules all at once, rather than one level of imports after another; V8 compiles them as they arrive, and runs them once imported. */
  function preload(modules: string | null) {
    for (const path of modules?.split(' ') ?? []) {
      if (!path || document.querySelector(`link[rel=modulepreload][href="${path}"]`)) continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = path;
      document.head.append(link);
    }
  }

  function keepEarlyPress(event: Event) {
    const island = islandOf(event.target);
    if (!island || isReady(island)) return;
    const button = (event.target as Element).closest('button');
    if (!button || !island.contains(button)) return;
    touched(island, 'click');
    // React, if it is hydrating the island, never sees this press: the runtime presses again once the island is ready.
    event.stopImmediatePropagation();
    if (button.type !== 'submit') event.preventDefault();
    if (declarationOf(island)?.beforeHydration?.press?.(button)) return;
    button.setAttribute(pendingPressAttribute, '');
    button.setAttribute('aria-busy', 'true');
  }

  /**
   * A press on an island React is still hydrating does not reach React: the press itself is kept (above),
   * and React goes on hydrating in slices instead of all at once before the browser can respond to the touch.
   */
  function holdPressFromHydration(event: Event) {
    if (islandOf(event.target)?.getAttribute(islandAttributes.state) === ('hydrating' satisfies IslandState)) event.stopPropagation();
  }

  /** Each island's own listeners before hydration (its declaration's beforeHydration.on), by event type. */
  function listenBeforeHydration(type: string) {
    addEventListener(
      type,
      (event) => {
        const island = islandOf(event.target);
        if (island) declarationOf(island)?.beforeHydration?.on?.[type]?.(event, island);
      },
      true,
    );
  }

  mark('waiting');
  touches.forEach((type) =>
    addEventListener(
      type,
      (event) => {
        const island = islandOf(event.target);
        if (island) touched(island, event.type);
      },
      { capture: true, passive: true },
    ),
  );
  addEventListener('click', keepEarlyPress, true);
  pressEvents.forEach((type) => addEventListener(type, holdPressFromHydration, { capture: true, passive: true }));
  new Set(declarations.flatMap(({ beforeHydration }) => Object.keys(beforeHydration?.on ?? {}))).forEach(listenBeforeHydration);
  for (const island of islands()) {
    const declaration = declarationOf(island);
    // An island the registry does not know has no code to load: it stays as the server wrote it.
    if (!declaration) {
      setState(island, 'failed');
      continue;
    }
    const modules = () => `${island.getAttribute(islandAttributes.src) ?? ''} ${island.getAttribute(islandAttributes.modules) ?? ''}`;
    rules[declaration.load]({ hydrate: () => hydrate(island), prefetch: () => preload(modules()) }, island, declaration);
  }
}
