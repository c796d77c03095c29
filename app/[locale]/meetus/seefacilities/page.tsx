import { sectionRoute } from '@/components/layout/section-route';
import { SeeFacilitiesPage } from '@/components/meetus/see-facilities-page';
import { meetUsHero } from '@/components/meetus/meetus-hero';

const route = sectionRoute('seefacilities', SeeFacilitiesPage, { Hero: meetUsHero('seefacilities') });
export const generateMetadata = route.generateMetadata;
export default route.Page;
