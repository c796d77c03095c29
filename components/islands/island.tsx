import { islandAttributes, type IslandDeclaration, type IslandProps, type Slots } from '@/lib/islands';
import { islandBundle } from './built-code';

/** What can travel from the server to an island in its props attribute. */
type Json = string | number | boolean | null | undefined | readonly Json[] | { readonly [key: string]: Json };

type Props<D extends IslandDeclaration> = {
  /** The island, as declared beside its component. */
  of: D;
  /** Its component's props but the slots: text, numbers and lists only, written into the page. */
  props: Omit<IslandProps<D>, 'slots'> & { readonly [key: string]: Json };
  /** Server-rendered content the island shows as it is. */
  slots?: Slots;
};

/** The island's component, rendered here, and beside it all that loading it needs; the element boxes nothing (display: contents). */
export async function Island<D extends IslandDeclaration>({ of: island, props, slots = {} }: Props<D>) {
  const Component = (await island.component())[island.export];
  const attributes = {
    [islandAttributes.name]: island.name,
    [islandAttributes.src]: islandBundle(island.name).src,
    [islandAttributes.export]: island.export,
    [islandAttributes.props]: JSON.stringify(props),
    [islandAttributes.load]: island.load,
    [islandAttributes.restore]: island.restore && JSON.stringify(island.restore),
  };
  return (
    <div {...attributes} className="contents">
      <Component {...({ ...props, slots } as IslandProps<D>)} />
    </div>
  );
}
