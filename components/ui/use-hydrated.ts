'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * false in the server HTML and while React takes it over, true once the
 * island runs. Islands put it on their root as `data-hydrated`, the public
 * sign (for tests and the benchmark) that the island is now ready.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
