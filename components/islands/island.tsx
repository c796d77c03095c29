import type { ComponentType } from 'react';
import { islandModules } from './bundles';
import { islandAttributes, type IslandLoad, type IslandName } from './protocol';
import type { Slots } from './slot';

/** What can travel from the server to an island in its props attribute. */
type Json = string | number | boolean | null | undefined | readonly Json[] | { readonly [key: string]: Json };

type IslandProps<P extends { slots: Slots }> = {
  name: IslandName;
  /** The island's component; browser/islands/<name>.tsx hydrates the same one. */
  component: ComponentType<P>;
  /** Its props but the slots: text, numbers and lists only, written into the page. */
  props: Omit<NoInfer<P>, 'slots'> & { readonly [key: string]: Json };
  /** Server-rendered content the island shows as it is. */
  slots?: Slots;
  /** When its code is imported: with the page (after its largest paint), or once it is near (see protocol.ts). */
  load?: IslandLoad;
  /** What a near island restores at once when the tab or the address has it. */
  restore?: { stored?: string; param?: string };
};

/**
 * A part of the page that React takes over on its own in the browser: the
 * server renders the component here (Next renders client components to
 * HTML), and writes its props and the address of its module beside it.
 * The element does not box its content (display: contents).
 */
export function Island<P extends { slots: Slots }>({ name, component: Component, props, slots = {}, load = 'page', restore = {} }: IslandProps<P>) {
  const { src, modules } = islandModules(name);
  const attributes = {
    [islandAttributes.name]: name,
    [islandAttributes.src]: src,
    [islandAttributes.modules]: modules.join(' '),
    [islandAttributes.props]: JSON.stringify(props),
    ...(load === 'near' && {
      [islandAttributes.load]: load,
      [islandAttributes.restoreStored]: restore.stored,
      [islandAttributes.restoreParam]: restore.param,
    }),
  };
  return (
    <div {...attributes} className="contents">
      <Component {...({ ...props, slots } as P)} />
    </div>
  );
}
