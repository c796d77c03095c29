// Each island is a root of its own, hydrated in a transition: React hydrates in slices, and a touch meanwhile is answered between them.
import { Component as ReactComponent, startTransition, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { hydratedAttribute, islandAttributes, pendingPressAttribute, slotAttribute, type IslandState, type Slots } from '@/lib/islands';

export function hydrateIsland(root: HTMLElement, Component: ComponentType<{ slots: Slots }>) {
  const name = root.getAttribute(islandAttributes.name);
  const props = JSON.parse(root.getAttribute(islandAttributes.props) ?? '{}') as object;
  const slots: Record<string, { html: string }> = {};
  for (const slot of root.querySelectorAll(`[${slotAttribute}]`))
    if (slot.closest(`[${islandAttributes.name}]`) === root) slots[slot.getAttribute(slotAttribute)!] = { html: slot.innerHTML };
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
