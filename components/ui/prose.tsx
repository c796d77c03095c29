import type { ReactNode } from 'react';

/** Running text with the site's reading measure and rhythm. */
export function Prose({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={`max-w-prose space-y-2 text-[1.0625rem] leading-relaxed text-ink-soft [&_a]:font-medium [&_a]:text-garden-700 [&_a]:underline [&_a]:underline-offset-4 [&_strong]:text-ink ${className}`}
    >
      {children}
    </div>
  );
}

/** Paragraphs from content/ as <p> elements. */
export function Paragraphs({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <Prose className={className}>
      {items.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </Prose>
  );
}
