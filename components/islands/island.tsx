import { islandAttributes, type IslandDeclaration, type IslandProps, type Slots } from '@/lib/islands';
import { islandBundles } from './built-code';

/** What can travel from the server to an island in its props attribute. */
type Json = string | number | boolean | null | undefined | readonly Json[] | { readonly [key: string]: Json };
type Props<D extends IslandDeclaration> = { of: D; props: Omit<IslandProps<D>, 'slots'> & { readonly [key: string]: Json }; slots?: Slots };

/** The island's component, rendered here, and beside it all that loading it needs; the element boxes nothing (display: contents). */
export async function Island<D extends IslandDeclaration>({ of: island, props, slots = {} }: Props<D>) {
  const Component = (await island.component())[island.export];
  const attributes = {
    [islandAttributes.name]: island.name,
    // Missing from stale bundles, it stops the post-build step (page-scripts.ts), naming the page.
    [islandAttributes.src]: islandBundles().islands[island.name]?.src,
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
