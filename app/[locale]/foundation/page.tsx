import { FoundationHomePage } from '@/components/foundation/foundation-home-page';
import { foundationHero } from '@/components/foundation/foundation-hero';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('foundation', FoundationHomePage, { Hero: foundationHero('foundation') });
export const generateMetadata = route.generateMetadata;
export default route.Page;
