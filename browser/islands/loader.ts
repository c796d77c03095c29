/**
 * The islands' loader, a module early-touches.ts adds once the page has loaded and painted. It knows no particular
 * island: it reads each one's element. The island's loading rule (rules/) says when its code is imported: its
 * component's module and the renderer (hydrate.tsx) side by side, every module they bring fetched at once rather than
 * one level of imports after another. An island whose code does not come, or whose rule is unknown, stays as the
 * server wrote it.
 */
import { islandAttributes, islandOf, pageIslandsAttribute, type IslandLoad, type IslandState } from '@/lib/islands';
import { firstUse } from './rules/first-use';
import type { LoadingRule } from './rules/triggers';
import { visible } from './rules/visible';

/** Given by the bundler (esbuild's define): the renderer's module, and the modules each component's module brings. */
declare const ISLANDS_RENDERER: string;
declare const ISLAND_MODULES: Readonly<Record<string, readonly string[]>>;
type Renderer = typeof import('./hydrate');

const rules: Record<IslandLoad, LoadingRule> = { visible, 'first-use': firstUse };
const page = document.documentElement;
const mark = (state: 'waiting' | 'loading' | 'loaded' | 'failed') => page.setAttribute(pageIslandsAttribute, state);
const setState = (island: Element, state: IslandState) => island.setAttribute(islandAttributes.state, state);
let importing = 0;

/** Fetches the modules without running them; V8 compiles them as they arrive. */
function prefetch(src: string) {
  for (const href of [src, ...(ISLAND_MODULES[src] ?? [])]) {
    if (!document.querySelector(`link[rel=modulepreload][href="${href}"]`)) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  }
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
    // Without its code an island stays as the server wrote it, as do the others of its kind.
    for (const other of document.querySelectorAll(`[${islandAttributes.src}="${src}"]`)) setState(other, 'failed');
    mark('failed');
    throw error;
  }
}

mark('waiting');
// A press's pointer events on an island React is still hydrating do not reach React, which would hydrate it all at once in the
// touch's time: React goes on in slices, and the press itself is kept (early-touches.ts).
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
