import { diningRoom } from '@/content/services';
import type { Locale } from '@/i18n/routing';
import { InlinePageLink } from './inline-page-link';
import { MealsTable } from './meals-table';
import { ServiceIntro } from './service-intro';

/** Dining room: lunch included in tuition, and the meals of each stage. */
export function DiningRoomPage({ locale }: { locale: Locale }) {
  return (
    <div className="space-y-6">
      <ServiceIntro intro={diningRoom.intro} locale={locale} image={diningRoom.image} />
      <div className="space-y-2">
        <MealsTable locale={locale} />
        <InlinePageLink lead={diningRoom.feesNote[locale]} routeKey="fees" locale={locale} />
      </div>
    </div>
  );
}
