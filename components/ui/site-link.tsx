import Link from 'next/link';
import type { ComponentProps } from 'react';

/**
 * Internal link: a plain <a> in the exported page (no framework runtime
 * loads in the browser), never prefetched: a visitor on mobile data
 * downloads only the pages they open.
 */
export function SiteLink(props: ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...props} />;
}
