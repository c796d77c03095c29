import Link from 'next/link';
import type { ComponentProps } from 'react';

/**
 * Internal link. Client-side navigation, but no prefetching: a visitor on
 * mobile data downloads only the pages they open.
 */
export function SiteLink(props: ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...props} />;
}
