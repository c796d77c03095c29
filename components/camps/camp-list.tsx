import { campsIn, type CampRegion } from '@/content/camps';
import { columns } from '@/lib/picture-sizes';
import { CampCard } from './camp-card';

type CampListProps = { region: CampRegion; headingLevel?: 'h2' | 'h3' };

/** The camps of one region as a grid of cards. */
export function CampList({ region, headingLevel }: CampListProps) {
  const list = campsIn(region);
  // Three cards fill one row on wide screens; four read better as two rows of two.
  const three = list.length % 3 === 0;
  return (
    <ul className={`grid gap-3 ${three ? 'sm:grid-cols-2 lg:grid-cols-3' : 'sm:grid-cols-2'}`}>
      {list.map((camp) => (
        <li key={camp.key}>
          <CampCard
            camp={camp}
            headingLevel={headingLevel}
            imageWidths={{ sm: columns(2), lg: columns(three ? 3 : 2) }}
          />
        </li>
      ))}
    </ul>
  );
}
