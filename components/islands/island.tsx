import { islandAttributes, type IslandDeclaration, type IslandProps, type Slots } from '@/lib/islands';
import { islandModules } from './bundles';

/** What can travel from the server to an island in its props attribute. */
type Json = string | number | boolean | null | undefined | readonly Json[] | { readonly [key: string]: Json };

type Props<D extends IslandDeclaration> = {
  /** The island, as declared beside its component (components/islands/registry.ts). */
  of: D;
  /** Its component's props but the slots: text, numbers and lists only, written into the page. */
  props: Omit<IslandProps<D>, 'slots'> & { readonly [key: string]: Json };
  /** Server-rendered content the island shows as it is. */
  slots?: Slots;
};

/**
 * A part of the page that React takes over on its own in the browser: the
 * server renders the island's component here (Next renders client
 * components to HTML), and writes its props, when its code loads and the
 * address of its module beside it. The element does not box its content
 * (display: contents).
 */
export async function Island<D extends IslandDeclaration>({ of: island, props, slots = {} }: Props<D>) {
  const Component = await island.component();
  const { src } = islandModules(island.name);
  const attributes = {
    [islandAttributes.name]: island.name,
    [islandAttributes.src]: src,
    [islandAttributes.props]: JSON.stringify(props),
    [islandAttributes.load]: island.load,
  };
  return (
    <div {...attributes} className="contents">
      <Component {...({ ...props, slots } as IslandProps<D>)} />
    </div>
  );
}
