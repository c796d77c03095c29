import { getFormatter, getTranslations } from 'next-intl/server';
import { busRoutes, busService } from '@/content/bus-routes';
import { getPageLocale } from '@/lib/locale';
import { formatTemplate } from '@/lib/text';
import { Accordion } from '@/components/ui/accordion';
import { BusRouteStops } from './bus-route-stops';
import { ContactPrompt } from './contact-prompt';
import { InlinePageLink } from './inline-page-link';
import { KeyFacts } from './key-facts';
import { ServiceIntro } from './service-intro';

/** Bus routes: the service in figures, then one expandable panel per route. */
export async function RoutesPage() {
  const locale = await getPageLocale();
  const { copy } = busService;
  const format = await getFormatter({ locale });
  const t = await getTranslations({ locale, namespace: 'format' });
  const reach = t('kilometres', { from: busService.reachKm.from, to: busService.reachKm.to });
  return (
    <div className="space-y-6">
      <ServiceIntro intro={copy.intro} image={busService.image} />
      <div className="space-y-2">
        <KeyFacts
          title={copy.factsLabel[locale]}
          id="transport-in-figures"
          facts={[
            {
              key: 'routes',
              label: copy.routesLabel[locale],
              value: format.number(busService.totalRoutes, 'grouped'),
              note: formatTemplate(copy.routesNote[locale], { listed: format.number(busRoutes.length, 'grouped') }, locale),
            },
            { key: 'reach', label: copy.reachLabel[locale], value: reach, note: copy.reachNote[locale] },
            { key: 'special', label: copy.specialLabel[locale], value: copy.specialValue[locale] },
          ]}
        />
        <InlinePageLink lead={copy.feesNote[locale]} routeKey="fees" />
      </div>
      <section aria-labelledby="route-list">
        <h2 id="route-list" className="text-title font-semibold">
          {copy.listTitle[locale]}
        </h2>
        <p className="mb-3 mt-1 text-ink-soft">{copy.listLead[locale]}</p>
        <Accordion
          items={busRoutes.map((route) => ({
            id: route.key,
            title: (
              <>
                <span className="block font-sans text-xs font-semibold uppercase tracking-[0.14em] text-gold-700">
                  {formatTemplate(copy.routeTitle[locale], { number: route.number }, locale)}
                </span>
                {route.label}
              </>
            ),
            content: <BusRouteStops route={route} />,
          }))}
        />
      </section>
      <ContactPrompt title={copy.notListed[locale]} />
    </div>
  );
}
