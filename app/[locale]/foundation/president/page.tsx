import { PresidentLetterPage } from '@/components/foundation/president-letter-page';
import { foundationHero } from '@/components/foundation/foundation-hero';
import { sectionRoute } from '@/components/layout/section-route';

const route = sectionRoute('president', PresidentLetterPage, { Hero: foundationHero('president') });
export const generateMetadata = route.generateMetadata;
export default route.Page;
