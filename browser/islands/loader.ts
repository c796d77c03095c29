// Knows no particular island: its rule (rules/) says when; all the modules it brings are fetched at once, not level by level.
import { islandAttributes, islandOf, pageIslandsAttribute, type IslandLoad, type IslandState } from '@/lib/islands';
import { firstUse } from './rules/first-use';
import type { LoadingRule } from './rules/triggers';
import { visible } from './rules/visible';

/** Given by esbuild's define: the renderer's module, and the modules each component's module brings. */
declare const ISLANDS_RENDERER: string;
declare const ISLAND_MODULES: Readonly<Record<string, readonly string[]>>;
type Renderer = typeof import('./hydrate');

const rules: Record<IslandLoad, LoadingRule> = { visible, 'first-use': firstUse };
const page = document.documentElement;
const mark = (state: 'waiting' | 'loading' | 'loaded' | 'failed') => page.setAttribute(pageIslandsAttribute, state);
const setState = (island: Element, state: IslandState) => island.setAttribute(islandAttributes.state, state);
let importing = 0;

/** V8 compiles the modules as they arrive; none runs. */
function prefetch(src: string) {
  for (const href of [src, ...(ISLAND_MODULES[src] ?? [])])
    if (!document.querySelector(`link[rel=modulepreload][href="${href}"]`)) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
}

async function hydrate(island: HTMLElement, src: string) {
  if (island.hasAttribute(islandAttributes.state)) return;
  setState(island, 'loading');
  mark('loading');
  importing += 1;
  prefetch(src);
  try {
    const [module, renderer] = await Promise.all([import(src) as Promise<Record<string, Parameters<Renderer['hydrateIsland']>[1]>>, import(ISLANDS_RENDERER) as Promise<Renderer>]);
    // One island per task, so that no single task holds a touch back for long.
    await new Promise((resolve) => setTimeout(resolve, 0));
    renderer.hydrateIsland(island, module[island.getAttribute(islandAttributes.export)!]!);
    if (--importing === 0 && page.getAttribute(pageIslandsAttribute) !== 'failed') mark('loaded');
  } catch (error) {
    for (const other of document.querySelectorAll(`[${islandAttributes.src}="${src}"]`)) setState(other, 'failed');
    mark('failed');
    throw error;
  }
}

mark('waiting');
// Pointer events reaching React would make it hydrate the island at once, in the press's time; the press itself is kept (early-touches.ts).
for (const type of ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend']) {
  const hold = (event: Event) => islandOf(event.target)?.getAttribute(islandAttributes.state) === ('hydrating' satisfies IslandState) && event.stopPropagation();
  addEventListener(type, hold, { capture: true, passive: true });
}
for (const island of document.querySelectorAll<HTMLElement>(`[${islandAttributes.src}]`)) {
  const src = island.getAttribute(islandAttributes.src)!;
  const rule = rules[island.getAttribute(islandAttributes.load) as IslandLoad];
  if (rule) rule({ hydrate: () => void hydrate(island, src), prefetch: () => prefetch(src) }, island);
  else setState(island, 'failed');
}
