import { version } from 'react-dom';
import { checkOneReact } from '@/lib/islands';
import { islandBundles } from './bundles';

/**
 * Stops the build when the React that renders the pages (on the server,
 * `react-dom` is Next's own copy) is not the release the islands' bundles
 * hydrate them with (.generated/islands.json). The pages' layout calls it.
 */
export const checkIslandsReact = () => checkOneReact(version, islandBundles().react);
