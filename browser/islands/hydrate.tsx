/**
 * The islands' renderer, imported by the loader beside an island's component (each then evaluated in a task of its own,
 * React DOM's the longest): it hydrates the island as its own root, from the props and the slots' HTML the server wrote,
 * in a transition, so that React hydrates in slices and a touch meanwhile gets its response between them. Once the
 * component says it responds (data-hydrated="true"), the presses kept before are pressed again, once.
 */
import { Component as ReactComponent, startTransition, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { hydratedAttribute, islandAttributes, pendingPressAttribute, slotAttribute, type IslandState, type Slots } from '@/lib/islands';

export function hydrateIsland(root: HTMLElement, Component: ComponentType<{ slots: Slots }>) {
  const name = root.getAttribute(islandAttributes.name);
  const props = JSON.parse(root.getAttribute(islandAttributes.props) ?? '{}') as object;
  const slots: Record<string, { html: string }> = {};
  for (const slot of root.querySelectorAll(`[${slotAttribute}]`)) {
    if (slot.closest(`[${islandAttributes.name}]`) === root) slots[slot.getAttribute(slotAttribute)!] = { html: slot.innerHTML };
  }
  const serverHtml = root.innerHTML;
  const state = (value: IslandState) => root.setAttribute(islandAttributes.state, value);
  state('hydrating');
  const ready = new MutationObserver(() => {
    if (!root.querySelector(`[${hydratedAttribute}="true"]`)) return;
    ready.disconnect();
    state('ready');
    for (const button of root.querySelectorAll<HTMLElement>(`[${pendingPressAttribute}]`)) {
      button.removeAttribute(pendingPressAttribute);
      button.removeAttribute('aria-busy');
      button.click();
    }
  });
  ready.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: [hydratedAttribute] });
  const failed = (error: unknown) => {
    state('failed');
    console.error(`island ${name} failed:`, error);
  };
  const island = (
    <KeepServerHtml html={serverHtml} failed={failed}>
      <Component {...props} slots={slots} />
    </KeepServerHtml>
  );
  startTransition(() => void hydrateRoot(root, island, { onRecoverableError: (error) => console.error(`island ${name}:`, error) }));
}

/** An island that fails while rendering shows again what the server wrote (readable, its links working), and says it failed. */
class KeepServerHtml extends ReactComponent<{ html: string; failed: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  componentDidCatch = (error: unknown) => this.props.failed(error);
  render = () => (this.state.failed ? <div className="contents" dangerouslySetInnerHTML={{ __html: this.props.html }} /> : this.props.children);
}
