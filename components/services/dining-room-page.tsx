import { diningRoom } from '@/content/services';
import { usePageLocale } from '@/lib/locale';
import { InlinePageLink } from './inline-page-link';
import { MealsTable } from './meals-table';
import { ServiceIntro } from './service-intro';

/** Dining room: lunch included in tuition, and the meals of each stage. */
export function DiningRoomPage() {
  const locale = usePageLocale();
  return (
    <div className="space-y-6">
      <ServiceIntro intro={diningRoom.intro} image={diningRoom.image} />
      <div className="space-y-2">
        <MealsTable />
        <InlinePageLink lead={diningRoom.feesNote[locale]} routeKey="fees" />
      </div>
    </div>
  );
}
