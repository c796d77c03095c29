/**
 * The islands' loader, a module every page with islands loads (the inline
 * islands' keeper, keeper.ts, adds it once the page has loaded and its
 * content painted). scripts/browser/
 * bundles.ts builds it given each island's loading rule, and no island's
 * component or behaviour. It knows no particular island: each island's
 * declaration says when its code loads (its loading rule, rules/), and it
 * keeps each island's code off the page's first paint:
 *
 * - an island's code is imported when its rule says (rules/visible.ts,
 *   rules/first-use.ts), from the touches the keeper noted before the loader
 *   ran and since, and its modules all at once, side by side;
 * - an island the registry does not know stays as the server wrote it;
 * - a press on an island React is still hydrating does not reach React.
 *
 * <html data-islands> says where the page stands: waiting, loading, loaded, failed.
 */
import { islandAttributes, islandOf, pageIslandsAttribute, type IslandLoad, type IslandLoading, type IslandState } from '@/lib/islands';
import { firstUse } from './rules/first-use';
import { visible } from './rules/visible';
import type { LoadingRule } from './when';

const rules: Record<IslandLoad, LoadingRule> = { visible, 'first-use': firstUse };

/** A press's pointer events, to which React would respond by hydrating the whole island at once, in the touch's time. */
const pressEvents = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend'];

/**
 * A press on an island React is still hydrating does not reach React: the press itself is kept (keeper.ts),
 * and React goes on hydrating in slices instead of all at once before the browser can respond to the touch.
 */
function holdPressFromHydration(event: Event) {
  if (islandOf(event.target)?.getAttribute(islandAttributes.state) === ('hydrating' satisfies IslandState)) event.stopPropagation();
}

/** What the loader knows of an island: its loading rule, and the modules its module brings, fetched beside it. */
type LoaderIsland = IslandLoading & { modules: readonly string[] };

export function startIslands(declarations: readonly LoaderIsland[]) {
  const page = document.documentElement;
  const declared = new Map(declarations.map((declaration) => [declaration.name, declaration]));
  const requested = new Set<string>();
  let pendingImports = 0;

  const mark = (state: string) => page.setAttribute(pageIslandsAttribute, state);
  const setState = (island: Element, state: IslandState) => island.setAttribute(islandAttributes.state, state);
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
    preload(declarationOf(island)?.modules ?? []);
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
  function preload(modules: readonly string[]) {
    for (const path of modules) {
      if (!path || document.querySelector(`link[rel=modulepreload][href="${path}"]`)) continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = path;
      document.head.append(link);
    }
  }

  mark('waiting');
  pressEvents.forEach((type) => addEventListener(type, holdPressFromHydration, { capture: true, passive: true }));
  for (const island of islands()) {
    const declaration = declarationOf(island);
    // An island the registry does not know has no code to load: it stays as the server wrote it.
    if (!declaration) {
      setState(island, 'failed');
      continue;
    }
    const modules = () => [island.getAttribute(islandAttributes.src) ?? '', ...declaration.modules];
    rules[declaration.load]({ hydrate: () => hydrate(island), prefetch: () => preload(modules()) }, island, declaration);
  }
}
