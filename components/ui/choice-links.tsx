import type { ReactNode } from 'react';
import { SiteLink } from './site-link';

export type ChoiceLink = { readonly key: string; readonly href: string; readonly label: ReactNode; readonly current: boolean };

/**
 * A finder's choices as plain links, one per answer page (the camp finder's
 * ages, the years of birth): they work without JavaScript, each answer has
 * its own address, and the page's own choice is marked current.
 */
export function ChoiceLinks({ labelId, label, links, shape = 'round' }: { labelId: string; label: string; links: readonly ChoiceLink[]; shape?: 'round' | 'pill' }) {
  return (
    <nav aria-labelledby={labelId}>
      <p id={labelId} className="text-sm font-semibold uppercase tracking-[0.12em] text-ink-muted">
        {label}
      </p>
      <ul className="mt-1 flex flex-wrap gap-1">
        {links.map(({ key, href, label: text, current }) => (
          <li key={key}>
            <SiteLink
              href={href}
              aria-current={current ? 'page' : undefined}
              className={`grid place-items-center rounded-full bg-white text-lg font-semibold tabular-nums text-navy-900 ring-1 ring-navy-900/20 transition-colors hover:bg-garden-50 hover:ring-garden-700 aria-[current=page]:bg-garden-700 aria-[current=page]:text-white aria-[current=page]:ring-garden-700 ${shape === 'round' ? 'size-6' : 'min-h-6 px-1.5'}`}
            >
              {text}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
