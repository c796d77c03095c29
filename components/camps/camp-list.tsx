import { campsIn, type CampRegion } from '@/content/camps';
import type { Locale } from '@/i18n/routing';
import { CampCard } from './camp-card';

type CampListProps = { region: CampRegion; locale: Locale; headingLevel?: 'h2' | 'h3' };

/** The camps of one region as a grid of cards. */
export function CampList({ region, locale, headingLevel }: CampListProps) {
  const list = campsIn(region);
  // Three cards fill one row on wide screens; four read better as two rows of two.
  const columns = list.length % 3 === 0 ? 'sm:grid-cols-2 lg:grid-cols-3' : 'sm:grid-cols-2';
  return (
    <ul className={`grid gap-3 ${columns}`}>
      {list.map((camp) => (
        <li key={camp.key}>
          <CampCard camp={camp} locale={locale} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
