import type { ReactNode } from 'react';

export type KeyFact = { key: string; label: ReactNode; value: ReactNode; note?: ReactNode };

type KeyFactsProps = {
  title: string;
  /** Used for the heading's id. */
  id: string;
  facts: readonly KeyFact[];
  /** Columns from the large breakpoint: 2 keeps four facts in a square. */
  columns?: 2 | 3;
};

/** A page's figures, large and easy to scan: label, value, optional note. */
export function KeyFacts({ title, id, facts, columns = 3 }: KeyFactsProps) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-2 text-title font-semibold">
        {title}
      </h2>
      <dl className={`grid gap-2 sm:grid-cols-2 ${columns === 3 ? 'lg:grid-cols-3' : ''}`}>
        {facts.map((fact) => (
          <div key={fact.key} className="flex flex-col gap-0.5 rounded bg-white p-3 shadow-sm ring-1 ring-navy-900/5">
            <dt className="text-xs font-semibold uppercase tracking-[0.14em] text-gold-700">{fact.label}</dt>
            <dd className="font-serif text-[2rem] font-semibold leading-tight text-navy-900">{fact.value}</dd>
            {fact.note && <dd className="text-[0.9375rem] leading-relaxed text-ink-soft">{fact.note}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}
