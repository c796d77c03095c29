import { getTranslations } from 'next-intl/server';
import { hrefFor } from '@/content/navigation';
import { servicesIndex } from '@/content/services';
import { getPageLocale } from '@/lib/locale';
import { Card } from '@/components/ui/card';
import { ServiceIntro } from './service-intro';

/** The Services index: one card per service. */
export async function ServicesIndexPage() {
  const locale = await getPageLocale();
  const nav = await getTranslations({ locale, namespace: 'nav' });
  const common = await getTranslations({ locale, namespace: 'common' });
  return (
    <div className="space-y-6">
      <ServiceIntro intro={servicesIndex.intro} />
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {servicesIndex.cards.map((card) => (
          <li key={card.route}>
            <Card
              title={nav(card.route)}
              image={card.image}
              href={card.linked ? `${hrefFor(locale, card.route)}#page-content` : undefined}
              footer={
                card.linked && (
                  <span aria-hidden="true" className="text-sm font-semibold text-garden-700">
                    {common('know_more')} →
                  </span>
                )
              }
            >
              <p>{card.summary[locale]}</p>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
