import { PurposesPage } from '@/components/foundation/purposes-page';
import { foundationHero } from '@/components/foundation/foundation-hero';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('foundational', PurposesPage, { Hero: foundationHero('foundational') });
export const generateMetadata = route.generateMetadata;
export default route.Page;
