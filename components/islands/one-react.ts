import { version } from 'react-dom';
import { islandBundles } from './built-code';

/** Next's own React renders the pages, the bundles' hydrates them: two releases could disagree on a detail no test sees. */
export function checkOneReact(rendering: string, hydrating: string): void {
  if (rendering === hydrating) return;
  throw new Error(
    `Two React releases: the pages' HTML is rendered with React ${rendering} (Next's own copy) and the islands' bundles hydrate it with React ${hydrating}. ` +
      'The bundles must carry the React that Next renders with (scripts/bundler/islands.ts aliases react and react-dom to it): run `tsx scripts/bundle-browser-code.ts` again, and see that nothing bundles another copy.',
  );
}

export const checkIslandsReact = () => checkOneReact(version, islandBundles().react);
