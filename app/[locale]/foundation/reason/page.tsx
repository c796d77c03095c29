import { ReasonPage } from '@/components/foundation/reason-page';
import { foundationHero } from '@/components/foundation/foundation-hero';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('reason', ReasonPage, { Hero: foundationHero('reason') });
export const generateMetadata = route.generateMetadata;
export default route.Page;
