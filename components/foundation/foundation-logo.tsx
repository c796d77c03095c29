/**
 * The foundation's emblem: a young tree growing from an open book, inside a
 * ring. Drawn in currentColor so it sits on any background. Decorative
 * unless given a title.
 */
export function FoundationLogo({ title, className = '' }: { title?: string; className?: string }) {
  const label = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true };
  return (
    <svg viewBox="0 0 64 64" width="64" height="64" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" focusable="false" className={className} {...label}>
      <circle cx="32" cy="32" r="29" />
      {/* The open book. */}
      <path d="M14 44c6-2.5 12-2.5 18 0 6-2.5 12-2.5 18 0M14 44v4c6-2.5 12-2.5 18 0 6-2.5 12-2.5 18 0v-4M32 44v4" />
      {/* The trunk and three leaves. */}
      <path d="M32 44V24" />
      <path d="M32 30c-7 0-10-4-10-9 6 0 10 3 10 9ZM32 26c7 0 10-4 10-9-6 0-10 3-10 9Z" fill="currentColor" fillOpacity="0.25" />
      <path d="M32 21c-2.5-2.5-2.5-6 0-9 2.5 3 2.5 6.5 0 9Z" fill="currentColor" fillOpacity="0.25" />
    </svg>
  );
}
