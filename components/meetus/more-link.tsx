import type { ReactNode } from 'react';
import { SiteLink } from '@/components/ui/site-link';

/** A quiet link to the next thing to read. */
export function MoreLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <SiteLink
      href={href}
      className="inline-flex items-center gap-1 font-semibold text-garden-700 underline decoration-garden-700/40 underline-offset-4 hover:decoration-garden-700"
    >
      {children}
      <span aria-hidden="true">→</span>
    </SiteLink>
  );
}
