import type { Localized } from '@/content/types';
import type { Locale } from '@/i18n/routing';

type TitledTilesProps = {
  items: readonly { title: Localized; text: Localized }[];
  locale: Locale;
  columns?: 2 | 3 | 4;
};

const grid = { 2: 'sm:grid-cols-2', 3: 'lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' } as const;

/** Short titled points (h3 and a line of text) as a list of white tiles. */
export function TitledTiles({ items, locale, columns = 2 }: TitledTilesProps) {
  return (
    <ul className={`grid gap-2 ${grid[columns]}`}>
      {items.map((item) => (
        <li key={item.title.en} className="rounded border-t-4 border-gold-500 bg-white p-2.5 shadow-sm ring-1 ring-navy-900/5">
          <h3 className="font-serif text-xl font-semibold text-navy-900">{item.title[locale]}</h3>
          <p className="mt-1 text-[0.9375rem] leading-relaxed text-ink-soft">{item.text[locale]}</p>
        </li>
      ))}
    </ul>
  );
}
