import { getTranslations } from 'next-intl/server';
import type { BusRoute } from '@/content/bus-routes';
import { getPageLocale } from '@/lib/locale';
import { Clock } from '@/components/ui/clock';

/** The morning and afternoon stops of one route, each as a timed list. */
export async function BusRouteStops({ route }: { route: BusRoute }) {
  const locale = await getPageLocale();
  const t = await getTranslations({ locale, namespace: 'common' });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {route.stops.map((group) => (
        <div key={group.timeOfDay} data-time-of-day={group.timeOfDay}>
          <h4 className="mb-1 text-xs font-semibold uppercase tracking-[0.14em] text-gold-700">{t(group.timeOfDay)}</h4>
          <ol className="border-l-2 border-garden-100">
            {group.stops.map((stop) => (
              <li key={stop.key} className="relative flex gap-2 py-0.5 pl-2 text-[0.9375rem]">
                <span aria-hidden="true" className="absolute -left-[5px] top-[0.85rem] size-1 rounded-full bg-garden-600" />
                <span className="w-5 shrink-0 font-semibold tabular-nums text-navy-900">
                  <Clock time={stop.time} />
                </span>
                <span className="text-ink-soft">{stop.label}</span>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}
