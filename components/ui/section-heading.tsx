import type { ReactNode } from 'react';

type SectionHeadingProps = {
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** h2 by default: the page's h1 is in the hero. */
  as?: 'h2' | 'h3';
  id?: string;
  className?: string;
};

/** Heading of a block of content, with an optional small label above and a lead below. */
export function SectionHeading({ title, eyebrow, lead, as: Tag = 'h2', id, className = '' }: SectionHeadingProps) {
  return (
    <div className={`mb-3 max-w-3xl ${className}`}>
      {eyebrow && <p className="mb-1 text-xs font-semibold uppercase tracking-[0.16em] text-gold-700">{eyebrow}</p>}
      <Tag id={id} className={Tag === 'h2' ? 'text-headline font-semibold' : 'text-title font-semibold'}>
        {title}
      </Tag>
      {lead && <p className="mt-1.5 text-lead text-ink-soft">{lead}</p>}
    </div>
  );
}
