import { sectionRoute } from '@/components/layout/section-route';
import { FacilitiesPage } from '@/components/meetus/facilities-page';
import { meetUsHero } from '@/components/meetus/meetus-hero';

const route = sectionRoute('facilities', FacilitiesPage, { Hero: meetUsHero('facilities') });
export const generateMetadata = route.generateMetadata;
export default route.Page;
