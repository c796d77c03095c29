import { SocialWorkPage } from '@/components/foundation/social-work-page';
import { foundationHero } from '@/components/foundation/foundation-hero';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('social', SocialWorkPage, { Hero: foundationHero('social') });
export const generateMetadata = route.generateMetadata;
export default route.Page;
