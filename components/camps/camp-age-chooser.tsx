import { campFinderText } from '@/content/camps';
import { campAgeRoutes, hrefFor } from '@/content/navigation';
import type { Locale } from '@/i18n/routing';
import { SiteLink } from '@/components/ui/site-link';

type CampAgeChooserProps = { locale: Locale; /** The age whose page this is, marked as current. */ current?: number };

/**
 * The camp finder's control: one link per age, to that age's page. Plain
 * links, so it works without JavaScript and each answer has its own address.
 */
export function CampAgeChooser({ locale, current }: CampAgeChooserProps) {
  const labelId = 'camp-age-label';
  return (
    <nav aria-labelledby={labelId}>
      <p id={labelId} className="text-sm font-semibold uppercase tracking-[0.12em] text-ink-muted">
        {campFinderText.ageLabel[locale]}
      </p>
      <ul className="mt-1 flex flex-wrap gap-1">
        {campAgeRoutes.map(({ key, age }) => (
          <li key={key}>
            <SiteLink
              href={`${hrefFor(locale, key)}#page-content`}
              aria-current={age === current ? 'page' : undefined}
              className="grid size-6 place-items-center rounded-full bg-white text-lg font-semibold tabular-nums text-navy-900 ring-1 ring-navy-900/20 transition-colors hover:bg-garden-50 hover:ring-garden-700 aria-[current=page]:bg-garden-700 aria-[current=page]:text-white aria-[current=page]:ring-garden-700"
            >
              {age}
              <span className="sr-only"> {campFinderText.ageUnit[locale]}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
