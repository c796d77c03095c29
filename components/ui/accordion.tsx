import type { ReactNode } from 'react';
import { ChevronDownIcon } from './icons';

export type AccordionItem = { id: string; title: ReactNode; content: ReactNode };

/**
 * Panels that expand and collapse: native <details>, so they work without
 * JavaScript, with the keyboard, and are announced as expandable.
 */
export function Accordion({ items, headingLevel: Heading = 'h3' }: { items: readonly AccordionItem[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <div className="divide-y divide-navy-900/10 rounded bg-white shadow-sm ring-1 ring-navy-900/5">
      {items.map((item) => (
        <details key={item.id} id={item.id} className="group/panel">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-3 py-2 hover:bg-cream [&::-webkit-details-marker]:hidden">
            <Heading className="font-serif text-xl font-semibold text-navy-900">{item.title}</Heading>
            <ChevronDownIcon className="size-3 shrink-0 text-garden-700 transition-transform group-open/panel:rotate-180" />
          </summary>
          <div className="px-3 pb-3 pt-0.5">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
