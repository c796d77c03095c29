import { sectionRoute } from '@/components/layout/section-route';
import { FounderPage } from '@/components/meetus/founder-page';
import { meetUsHero } from '@/components/meetus/meetus-hero';

const route = sectionRoute('founder', FounderPage, { Hero: meetUsHero('founder') });
export const generateMetadata = route.generateMetadata;
export default route.Page;
