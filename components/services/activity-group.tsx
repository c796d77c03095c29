import { activities, extracurricularCopy, type ActivityGroup as Group } from '@/content/extracurricular';
import { images } from '@/content/images';
import { hrefFor } from '@/content/navigation';
import type { Locale } from '@/i18n/routing';
import { formatQuantity } from '@/lib/format';
import { fill } from '@/lib/text';
import { Card } from '@/components/ui/card';
import { Picture } from '@/components/ui/picture';

const perDay = (minutes: number, locale: Locale) =>
  fill(extracurricularCopy.perDay[locale], { duration: formatQuantity(minutes, 'minute', locale) });

/**
 * One group of activities: its picture and title, then its cards. A static
 * grid for now (1, 2, then 3 columns); the specification's slider comes later.
 */
export function ActivityGroup({ group, locale }: { group: Group; locale: Locale }) {
  const headingId = `group-${group.key}`;
  const items = activities.filter((activity) => activity.group === group.key);
  // Three columns would leave a lone card on the last row; two keep it square.
  const wide = items.length % 3 === 1 ? '' : 'lg:grid-cols-3';
  return (
    <section aria-labelledby={headingId} data-group={group.key} className="space-y-3">
      <div className="grid items-center gap-2 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-3">
        <Picture
          image={images[group.image]}
          locale={locale}
          sizes="(min-width: 600px) 192px, 100vw"
          className="aspect-[3/2] w-full rounded object-cover shadow-sm"
        />
        <div>
          <h2 id={headingId} className="text-title font-semibold">
            {group.title[locale]}
          </h2>
          <p className="mt-1 text-ink-soft">{group.lead[locale]}</p>
        </div>
      </div>
      <ul className={`grid gap-2 sm:grid-cols-2 ${wide}`}>
        {items.map((activity) => (
          <li key={activity.title.en}>
            <Card
              title={activity.title[locale]}
              locale={locale}
              href={hrefFor(locale, 'services')}
              footer={
                'minutesPerDay' in activity && (
                  <span className="inline-block rounded bg-gold-100 px-1 py-0.5 text-sm font-semibold text-navy-900">
                    {perDay(activity.minutesPerDay, locale)}
                  </span>
                )
              }
            >
              <p>{activity.description[locale]}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
