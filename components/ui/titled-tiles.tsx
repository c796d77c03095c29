import type { Localized } from '@/content/schemas/fields';
import { usePageLocale } from '@/lib/locale';

type TitledTilesProps = {
  items: readonly { title: Localized; text: Localized }[];
  columns?: 2 | 3 | 4;
  /** h3 under a page's h2; h4 where the list sits under an h3. */
  headingLevel?: 'h3' | 'h4';
  className?: string;
};

const grid = { 2: 'sm:grid-cols-2', 3: 'md:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' } as const;

/** Short titled points (a heading and a line of text) as a list of white tiles. */
export function TitledTiles({ items, columns = 2, headingLevel: Heading = 'h3', className = '' }: TitledTilesProps) {
  const locale = usePageLocale();
  return (
    <ul className={`grid gap-2 ${grid[columns]} ${className}`}>
      {items.map((item) => (
        <li key={item.title.en} className="rounded border-t-4 border-gold-500 bg-white p-2.5 shadow-sm ring-1 ring-navy-900/5 sm:p-3">
          <Heading className="font-serif text-xl font-semibold text-navy-900">{item.title[locale]}</Heading>
          <p className="mt-1 text-[0.9375rem] leading-relaxed text-ink-soft">{item.text[locale]}</p>
        </li>
      ))}
    </ul>
  );
}
