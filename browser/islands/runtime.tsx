import { Component as ReactComponent, startTransition, type ReactNode } from 'react';
import { hydratedAttribute, islandAttributes, pendingPressAttribute, slotAttribute, type IslandDeclaration, type IslandState, type Slots } from '@/lib/islands';

/**
 * The islands' runtime: each island's module (scripts/browser-bundles.ts
 * makes one per island of components/islands/registry.ts) is this, called
 * with the island's declaration. It hydrates the islands of that kind that
 * the page's loader has handed over (state "loading": by their loading
 * rule, or on a first touch), each as its own React root with React's public
 * hydrateRoot, from the props the server wrote beside it and the HTML of its
 * slots; and then, as the loader hands over more (the visitor scrolls towards
 * them), those too. Once the island's component says it is ready, the
 * presses the islands' keeper kept from before are pressed again, once.
 *
 * The island's component and React DOM are imported side by side, from the
 * module's first run: each arrives and is evaluated in a task of its own,
 * and each root is hydrated in another, so that no single task holds back a
 * touch for long. React DOM's evaluation is the largest of them.
 */
export async function hydrateIslands<P extends { slots: Slots }>({ name, component }: IslandDeclaration<P>) {
  const [Component, { hydrateRoot }] = await Promise.all([component(), import('./react-dom-client')]);
  const state = (root: HTMLElement, value: IslandState) => root.setAttribute(islandAttributes.state, value);
  const handedOver = () => [...document.querySelectorAll<HTMLElement>(`[${islandAttributes.name}="${name}"][${islandAttributes.state}="loading"]`)];

  const hydrate = (root: HTMLElement) => {
    if (root.getAttribute(islandAttributes.state) !== 'loading') return;
    const props = JSON.parse(root.getAttribute(islandAttributes.props) ?? '{}') as Omit<P, 'slots'>;
    const slots = readSlots(root);
    const serverHtml = root.innerHTML;
    state(root, 'hydrating');
    whenReady(root, () => {
      state(root, 'ready');
      pressAgain(root);
    });
    const island = (
      <KeepServerHtml name={name} html={serverHtml} root={root}>
        <Component {...({ ...props, slots } as P)} />
      </KeepServerHtml>
    );
    // In a transition, React hydrates in slices and yields to the browser between them, so a touch that
    // comes while an island hydrates gets its response at once instead of after one long task.
    startTransition(() => {
      hydrateRoot(root, island, {
        onRecoverableError: (error) => console.error(`island ${name}:`, error),
      });
    });
  };

  // One root per task, those handed over later included.
  let draining = false;
  const drain = async () => {
    if (draining) return;
    draining = true;
    while (handedOver().length > 0) {
      await nextTask();
      const root = handedOver()[0];
      if (root) hydrate(root);
    }
    draining = false;
  };
  new MutationObserver(() => void drain()).observe(document.body, {
    subtree: true,
    attributes: true,
    attributeFilter: [islandAttributes.state],
  });
  await drain();
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The HTML of each of the island's own slots. */
function readSlots(root: HTMLElement): Slots {
  const slots: Record<string, { html: string }> = {};
  for (const element of root.querySelectorAll(`[${slotAttribute}]`)) {
    if (element.closest(`[${islandAttributes.name}]`) !== root) continue;
    slots[element.getAttribute(slotAttribute)!] = { html: element.innerHTML };
  }
  return slots;
}

/** Calls `then` once the island's component marks itself hydrated (its effects have run: it responds). */
function whenReady(root: HTMLElement, then: () => void) {
  const hydrated = () => root.querySelector(`[${hydratedAttribute}="true"]`) !== null;
  const observer = new MutationObserver(() => {
    if (!hydrated()) return;
    observer.disconnect();
    then();
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: [hydratedAttribute] });
}

function pressAgain(root: HTMLElement) {
  for (const button of root.querySelectorAll<HTMLElement>(`[${pendingPressAttribute}]`)) {
    button.removeAttribute(pendingPressAttribute);
    button.removeAttribute('aria-busy');
    button.click();
  }
}

type KeepProps = { name: string; html: string; root: HTMLElement; children: ReactNode };

/**
 * An island that fails while rendering shows again what the server wrote
 * (readable, its links working) rather than nothing, and says it failed.
 */
class KeepServerHtml extends ReactComponent<KeepProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.root.setAttribute(islandAttributes.state, 'failed' satisfies IslandState);
    console.error(`island ${this.props.name} failed:`, error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <div className="contents" dangerouslySetInnerHTML={{ __html: this.props.html }} />;
  }
}
